import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { formatDate } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { Panel, PanelEmpty } from './panel';

function EventCard({ event }: { event: Dashboard['upcomingEvents'][number] }) {
  return (
    <Card padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {event.title}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(event.date)} · {event.trackName}
          </Text>
          <Text size="sm" c="dimmed">
            {event.estimatedMinutes} min{event.carName ? ` · ${event.carName}` : ''}
          </Text>
        </Stack>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {event.type}
        </Badge>
      </Group>
      <Anchor
        component={Link}
        to={paths.event(event.id)}
        size="sm"
        mt="xs"
        aria-label={`View details of ${event.title}`}
      >
        View details
      </Anchor>
    </Card>
  );
}

export function UpcomingEventsPanel({ events }: { events: Dashboard['upcomingEvents'] }) {
  return (
    <Panel
      title="Upcoming Track Events"
      actions={
        events.length > 0 ? (
          <Anchor component={Link} to={paths.events} size="sm">
            View all
          </Anchor>
        ) : null
      }
    >
      {events.length === 0 ? (
        <PanelEmpty
          text="No upcoming events"
          action={
            <Button component={Link} to={paths.newEvent} size="xs">
              Add Event
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}
