import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@shared/events/events.contract';
import { formatInspectionProgress } from '@shared/events/events.rules';
import { formatDate } from '@shared/lib/dates';
import { formatTrackLength } from '@shared/tracks/tracks.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { EventTypeBadge } from './event-type-badge';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** Type, date, track, duration and description. */
export function EventDetailsCard({ event }: { event: Event }) {
  return (
    <Card aria-labelledby="event-details-title">
      <Title order={2} size="h4" mb="md" id="event-details-title">
        Event Details
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Detail label="Type">
            <EventTypeBadge type={event.type} />
          </Detail>
          <Detail label="Date">{formatDate(event.date)}</Detail>
          <Detail label="Track">{event.track.name}</Detail>
          <Detail label="Duration">{event.estimatedMinutes} minutes</Detail>
        </SimpleGrid>
        {event.car ? (
          <Detail label="Car">
            <Anchor component={Link} to={paths.car(event.car.id)}>
              {event.car.name}
            </Anchor>
          </Detail>
        ) : null}
        <Detail label="Description">
          <Text c={event.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {event.description ?? 'No description'}
          </Text>
        </Detail>
      </Stack>
    </Card>
  );
}

/** Shown only when the event has notes. */
export function EventNotesCard({ notes }: { notes: string }) {
  return (
    <Card aria-labelledby="event-notes-title">
      <Title order={2} size="h4" mb="sm" id="event-notes-title">
        Notes
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{notes}</Text>
    </Card>
  );
}

/** The track with a link to it; the length in miles or km per the user's preference. */
export function EventTrackCard({ track }: { track: Event['track'] }) {
  const { useMetric } = usePreferences();
  const length = formatTrackLength(track.length, useMetric);
  return (
    <Card aria-labelledby="event-track-title">
      <Title order={2} size="h4" mb="sm" id="event-track-title">
        Track
      </Title>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.track(track.id)} fw={600}>
          {track.name}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {track.location}
          </Text>
        </Group>
        <Text size="sm">{length ? `Length: ${length}` : 'Length not set'}</Text>
      </Stack>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Group>
  );
}

/** Counted by the server from the event's registrations. */
export function EventQuickStats({ stats }: { stats: Event['stats'] }) {
  return (
    <Card aria-labelledby="event-quick-stats-title">
      <Title order={2} size="h4" mb="sm" id="event-quick-stats-title">
        Quick Stats
      </Title>
      <Stack gap="xs">
        <Stat label="Total Cars" value={stats.totalCars} />
        <Stat label="Pre-Inspections" value={formatInspectionProgress(stats.preInspectionsDone, stats.totalCars)} />
        <Stat label="Ready to Race" value={stats.readyToRace} />
      </Stack>
    </Card>
  );
}
