import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { Event } from '@shared/events/events.contract';
import { EventDetailsCard, EventNotesCard, EventQuickStats, EventTrackCard } from './event-detail-cards';

/**
 * The event detail's cards. The main column holds the details, then the registered cars,
 * the notes (only when there are some) and the race results; the side column holds the track
 * and the Quick Stats. `registeredCars` and `raceResults` are filled by the registration and
 * results features; nothing is rendered for a slot that is not given.
 */
export function EventDetailLayout({
  event,
  registeredCars,
  raceResults,
}: {
  event: Event;
  registeredCars?: ReactNode;
  raceResults?: ReactNode;
}) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <EventDetailsCard event={event} />
          {registeredCars}
          {event.notes ? <EventNotesCard notes={event.notes} /> : null}
          {raceResults}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <EventTrackCard track={event.track} />
          <EventQuickStats stats={event.stats} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
