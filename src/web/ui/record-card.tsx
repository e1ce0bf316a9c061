import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents } from '@shared/lib/money';

/**
 * One record in a list (a repair, a damage report): its title as a link with its badges, the
 * lines about it under that, and its figures on the right (under it on a phone).
 */
export function RecordCard({
  title,
  to,
  badges,
  figures,
  children,
}: {
  title: string;
  to: string;
  badges: ReactNode;
  figures: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={to} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Anchor>
            {badges}
          </Group>
          {children}
        </Stack>
        {figures}
      </Group>
    </Paper>
  );
}

/** A line about a record on its card: an icon and dimmed text. */
export function CardMeta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** An amount on a record's card, under its label; none reads as an en dash. */
export function CardMoney({ label, cents, minWidth }: { label: string; cents: number | null; minWidth: number }) {
  return (
    <Stack gap={0} miw={minWidth}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ff="monospace">
        {cents === null ? '–' : formatCents(cents)}
      </Text>
    </Stack>
  );
}
