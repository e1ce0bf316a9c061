import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCar, IconEye, IconPencil, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import type { WorkOrderListItem } from '@shared/work-orders/work-orders.contract';
import {
  chargeKindLabels,
  chargeKinds,
  isWorkOrderEditable,
  nextManualStatuses,
} from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { WorkOrderPriorityBadge, WorkOrderStatusBadge } from './work-order-badges';
import { WorkOrderStatusActions } from './work-order-status-actions';

function Meta({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" c="dimmed" truncate>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One work order of the list: number, status and priority, title and description, client,
 * vehicle, requested date, the counts of each kind of charge, the estimated total, and what
 * can be done with it now.
 */
export function WorkOrderCard({ workOrder }: { workOrder: WorkOrderListItem }) {
  const w = workOrder;
  return (
    <Paper withBorder p="md" component="article" aria-label={`${w.number} ${w.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs" wrap="wrap">
              <Text ff="monospace" fw={700} size="sm">
                {w.number}
              </Text>
              <WorkOrderStatusBadge status={w.status} />
              <WorkOrderPriorityBadge priority={w.priority} />
            </Group>
            <Anchor component={Link} to={paths.workOrder(w.id)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {w.title}
            </Anchor>
            {w.description ? (
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {w.description}
              </Text>
            ) : null}
            <Group gap="md" wrap="wrap">
              <Meta icon={<IconUser size={16} aria-hidden />}>{w.clientName}</Meta>
              <Meta icon={<IconCar size={16} aria-hidden />}>{w.carName}</Meta>
              <Meta icon={<IconCalendarEvent size={16} aria-hidden />}>
                {w.requestedDate ? `Requested ${formatDate(w.requestedDate)}` : 'No requested date'}
              </Meta>
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              Estimated total
            </Text>
            <Text fw={700} size="xl" ff="monospace" data-testid="work-order-total">
              {formatCents(w.estimatedTotalCents)}
            </Text>
            {w.invoiceNumber ? (
              <Text size="xs" c="dimmed">
                Invoice {w.invoiceNumber}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          {chargeKinds.map((kind) => (
            <Text key={kind} size="xs" c="dimmed" px={8} py={2} bg="var(--mantine-color-dark-5)" bdrs="sm">
              {chargeKindLabels[kind]}: {w.chargeCounts[kind]}
            </Text>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={paths.workOrder(w.id)}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEye size={14} />}
            aria-label={`View ${w.number}`}
          >
            View
          </Button>
          {isWorkOrderEditable(w.status) ? (
            <Button
              component={Link}
              to={paths.editWorkOrder(w.id)}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${w.number}`}
            >
              Edit
            </Button>
          ) : null}
          <WorkOrderStatusActions workOrder={w} nextStatuses={nextManualStatuses(w.status)} size="compact-sm" />
        </Group>
      </Stack>
    </Paper>
  );
}
