import { Badge, type MantineColor } from '@mantine/core';

/** A status value as a coloured badge; underscores read as spaces, unknown values are neutral. */
export function StatusBadge({ value, colors }: { value: string; colors: Record<string, MantineColor> }) {
  return (
    <Badge color={colors[value] ?? 'gray'} variant="light">
      {value.replace(/_/g, ' ')}
    </Badge>
  );
}
