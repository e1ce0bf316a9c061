import { Badge, type MantineColor } from '@mantine/core';

const typeColors: Record<string, MantineColor> = {
  'Track Day': 'blue',
  'Time Attack': 'orange',
  Testing: 'teal',
  Race: 'red',
};

export function eventTypeColor(type: string): MantineColor {
  return typeColors[type] ?? 'gray';
}

export function EventTypeBadge({ type }: { type: string }) {
  return (
    <Badge color={eventTypeColor(type)} variant="light" style={{ flexShrink: 0 }}>
      {type}
    </Badge>
  );
}
