import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCents } from '@shared/lib/money';
import type { RepairListItem } from '@shared/repairs/repairs.contract';
import { repairDateLabel } from '@shared/repairs/repairs.rules';
import { paths } from '@web/app/paths';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';

function Cost({ label, cents }: { label: string; cents: number | null }) {
  return (
    <Stack gap={0} miw={96}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ff="monospace">
        {cents === null ? '–' : formatCents(cents)}
      </Text>
    </Stack>
  );
}

/** One repair in a list: what, which car, when, and what it costs. */
export function RepairCard({ repair }: { repair: RepairListItem }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={repair.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={paths.repair(repair.id)}
              fw={600}
              size="lg"
              style={{ overflowWrap: 'anywhere' }}
            >
              {repair.title}
            </Anchor>
            <RepairStatusBadge status={repair.status} />
          </Group>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCar size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {repair.carLabel}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {repairDateLabel(repair)}
              </Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Cost label="Estimated" cents={repair.estimatedCostCents} />
          <Cost label="Actual" cents={repair.actualCostCents} />
        </Group>
      </Group>
    </Paper>
  );
}
