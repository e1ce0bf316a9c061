import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CarDetail } from '@shared/cars/cars.contract';
import { formatDate } from '@shared/lib/dates';
import { paths } from '@web/app/paths';

export function CarEventsHistory({ events, total }: { events: CarDetail['events']; total: number }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No events yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {events.map((event) => (
        <Group key={event.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.event(event.id)} fw={600} size="sm">
              {event.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[event.type, event.trackName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Text size="sm">{formatDate(event.date)}</Text>
        </Group>
      ))}
      {total > events.length ? (
        <Text size="xs" c="dimmed">
          Showing the {events.length} most recent of {total} events.
        </Text>
      ) : null}
    </Stack>
  );
}

/** Repair status colours: In Progress yellow, Completed green, any other blue. */
const repairColor = (status: string) =>
  status === 'In Progress' ? 'yellow' : status === 'Completed' ? 'green' : 'blue';

export function CarRepairsHistory({ repairs, total }: { repairs: CarDetail['repairs']; total: number }) {
  if (repairs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No repairs yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {repairs.map((repair) => (
        <Group key={repair.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.repair(repair.id)} fw={600} size="sm">
              {repair.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {repair.status === 'Completed'
                ? `Done on ${formatDate(repair.completedDate ?? repair.scheduledDate)}`
                : repair.scheduledDate
                  ? `Scheduled for ${formatDate(repair.scheduledDate)}`
                  : 'Not scheduled yet'}
            </Text>
          </Stack>
          <Badge variant="light" color={repairColor(repair.status)}>
            {repair.status}
          </Badge>
        </Group>
      ))}
      {total > repairs.length ? (
        <Text size="xs" c="dimmed">
          Showing {repairs.length} of {total} repairs.
        </Text>
      ) : null}
    </Stack>
  );
}
