import { RaceResultsCard } from '@web/features/event-cars/components/race-results-card';
import { RegisteredCarsCard } from '@web/features/event-cars/components/registered-cars-card';
import { EventDetailPage } from '@web/features/events/pages/event-detail-page';

/** The event detail with event-cars' Registered Cars and Race Results cards in its slots. */
export function EventDetailRoute() {
  return (
    <EventDetailPage
      registeredCars={(event) => (
        <RegisteredCarsCard eventId={event.id} eventDate={event.date} archived={event.archivedAt !== null} />
      )}
      raceResults={(event) => (
        <RaceResultsCard eventId={event.id} eventDate={event.date} archived={event.archivedAt !== null} />
      )}
    />
  );
}
