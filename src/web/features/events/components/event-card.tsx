import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCar, IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EventListItem } from '@shared/events/events.contract';
import { formatDate } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { EventTypeBadge } from './event-type-badge';

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One event in the list: title, type, date, track, estimated minutes and car. */
export function EventCard({ event }: { event: EventListItem }) {
  return (
    <Card padding="sm" component="article" aria-label={event.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.event(event.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Anchor>
          <EventTypeBadge type={event.type} />
        </Group>
        <Group gap="lg" style={{ rowGap: 4 }}>
          <Fact icon={<IconCalendar size={16} aria-hidden />}>{formatDate(event.date)}</Fact>
          <Fact icon={<IconMapPin size={16} aria-hidden />}>{event.trackName}</Fact>
          <Fact icon={<IconClock size={16} aria-hidden />}>{event.estimatedMinutes} min</Fact>
          {event.carName ? <Fact icon={<IconCar size={16} aria-hidden />}>{event.carName}</Fact> : null}
        </Group>
      </Stack>
    </Card>
  );
}
