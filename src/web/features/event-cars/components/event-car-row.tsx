import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconClipboardCheck,
  IconClock,
  IconEye,
  IconMinus,
  IconTrash,
} from '@tabler/icons-react';
import { settableEventCarStatuses, type SettableEventCarStatus } from '@shared/event-cars/event-cars.contract';
import { carWithNumber, eventCarStatusLabel } from '@shared/event-cars/event-cars.rules';
import { workItemStatusLabel } from '@shared/inspections/work-items.rules';
import { formatCents } from '@shared/lib/money';
import type { QueuedEventCar } from '../offline/queued-track-writes';
import type { EventInspectionType } from '../offline/track-writes';
import { EventCarStatusBadge } from './event-car-status-badge';
import { useTrackButtonSize } from './use-phone-layout';
import { WaitingToSyncBadge } from './waiting-to-sync-badge';

function InspectionFlag({
  label,
  done,
  queued,
  onView,
}: {
  label: string;
  done: boolean;
  /** Recorded on this device, not sent yet: there is nothing on the server to view. */
  queued: boolean;
  onView: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {done ? (
        <IconCheck size={14} color="var(--mantine-color-green-5)" aria-hidden />
      ) : (
        <IconMinus size={14} aria-hidden />
      )}
      <Text size="sm" c={done ? 'green' : 'dimmed'}>
        {label}: {queued ? 'waiting to sync' : done ? 'done' : 'not done'}
      </Text>
      {done && !queued ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconEye size={12} />}
          onClick={onView}
          aria-label={`View ${label.toLowerCase()} inspection`}
        >
          View
        </Button>
      ) : null}
    </Group>
  );
}

/** One registered car: who and what, inspections, status, fee, actions and the work its inspections created. */
export function EventCarRow({
  eventCar,
  archived,
  canInspect,
  onInspect,
  onViewInspection,
  onSessions,
  onStatus,
  onRemove,
  statusPending,
}: {
  eventCar: QueuedEventCar;
  /** The event is archived: its inspections are read, not recorded. */
  archived: boolean;
  canInspect: boolean;
  onInspect: (type: EventInspectionType) => void;
  onViewInspection: (type: EventInspectionType) => void;
  onSessions: () => void;
  onStatus: (status: SettableEventCarStatus) => void;
  onRemove: () => void;
  statusPending: boolean;
}) {
  const c = eventCar;
  const buttonSize = useTrackButtonSize();
  const inspectButton = (type: EventInspectionType, label: string, done: boolean) => {
    const button = (
      <Button
        size={buttonSize}
        variant={done ? 'light' : 'filled'}
        color={done ? 'green' : undefined}
        leftSection={done ? <IconCheck size={14} /> : <IconClipboardCheck size={14} />}
        disabled={done || !canInspect}
        onClick={() => onInspect(type)}
      >
        {label}
      </Button>
    );
    return !done && !canInspect ? (
      <Tooltip label="Your role may not perform inspections">
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <Paper withBorder p="sm" component="li" aria-label={c.carName} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {carWithNumber(c.carName, c.carNumber)}
              </Text>
              {c.class ? (
                <Badge variant="dot" color="gray">
                  {c.class}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {c.clientName ? `Client: ${c.clientName}` : 'No client'} ·{' '}
              {c.driverName ? `Driver: ${c.driverName}` : 'No driver'}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {c.waitingToSync ? <WaitingToSyncBadge /> : null}
            <EventCarStatusBadge status={c.status} />
            <Text fw={600} aria-label={`Fee ${formatCents(c.registrationFeeCents)}`}>
              {formatCents(c.registrationFeeCents)}
            </Text>
          </Group>
        </Group>
        <Group gap="md" wrap="wrap">
          <InspectionFlag
            label="Pre-event"
            done={c.preEventInspectionCompleted}
            queued={c.queuedInspections.includes('pre_event')}
            onView={() => onViewInspection('pre_event')}
          />
          <InspectionFlag
            label="Post-event"
            done={c.postEventInspectionCompleted}
            queued={c.queuedInspections.includes('post_event')}
            onView={() => onViewInspection('post_event')}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          {archived ? null : inspectButton('pre_event', 'Pre-Inspect', c.preEventInspectionCompleted)}
          {archived ? null : inspectButton('post_event', 'Post-Inspect', c.postEventInspectionCompleted)}
          <Button size={buttonSize} variant="light" leftSection={<IconClock size={14} />} onClick={onSessions}>
            Sessions
          </Button>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size={buttonSize}
                variant="default"
                rightSection={<IconChevronDown size={14} />}
                loading={statusPending}
              >
                Set status
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {settableEventCarStatuses.map((s) => (
                <Menu.Item key={s} disabled={c.status === s} onClick={() => onStatus(s)}>
                  {eventCarStatusLabel(s)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <ActionIcon
            variant="subtle"
            color="red"
            ml="auto"
            size={buttonSize === 'md' ? 'xl' : 'md'}
            aria-label={`Remove ${c.carName}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {c.workItems.length > 0 ? (
          <Stack gap={4} aria-label={`Work items for ${c.carName}`} role="group">
            <Text size="sm" fw={600}>
              Work items ({c.workItems.length})
            </Text>
            {c.workItems.map((w) => (
              <Group key={w.id} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {w.title}
                </Text>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {w.estimatedMinutes ?? 60} min
                  </Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={w.status === 'pending' ? 'yellow' : 'gray'}
                    style={{ flexShrink: 0 }}
                  >
                    {workItemStatusLabel(w.status)}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
