import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { formatCents } from '@shared/lib/money';
import { repairDateLabel, repairStatusColor } from '@shared/repairs/repairs.rules';
import { paths } from '@web/app/paths';
import { Panel, PanelEmpty } from './panel';

function RepairCard({ repair }: { repair: Dashboard['upcomingRepairs'][number] }) {
  return (
    <Card padding="sm" component={Link} to={paths.repair(repair.id)}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {repair.title}
          </Text>
          <Text size="sm" c="dimmed">
            {repairDateLabel(repair)} · {repair.carName}
          </Text>
          <Text size="sm" c="dimmed">
            Estimated {repair.estimatedCostCents === null ? '–' : formatCents(repair.estimatedCostCents)}
          </Text>
        </Stack>
        <Badge color={repairStatusColor(repair.status)} variant="light" style={{ flexShrink: 0 }}>
          {repair.status}
        </Badge>
      </Group>
    </Card>
  );
}

export function UpcomingRepairsPanel({ repairs }: { repairs: Dashboard['upcomingRepairs'] }) {
  return (
    <Panel
      title="Upcoming Repairs"
      actions={
        repairs.length > 0 ? (
          <Anchor component={Link} to={paths.repairs} size="sm">
            View all
          </Anchor>
        ) : null
      }
    >
      {repairs.length === 0 ? (
        <PanelEmpty
          text="No upcoming repairs"
          action={
            <Button component={Link} to={paths.newRepair} size="xs">
              Schedule Repair
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {repairs.map((repair) => (
            <RepairCard key={repair.id} repair={repair} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}
