import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driverOptionsQuery } from '@web/features/drivers/api/get-driver-options';
import { eventQuery } from '@web/features/events/api/get-event';
import { eventCarsQuery } from './get-event-cars';
import { eventSessionsQuery } from './get-event-sessions';
import { inspectionChecklistQuery } from './get-inspection-checklist';
import { inspectionsQuery } from './get-inspections';
import { raceResultsQuery } from './get-race-results';
import { sessionInspectionsQuery } from './get-session-inspections';
import { sessionLapsQuery } from './get-session-laps';

/** The inspections the event screen performs. */
const trackInspectionTypes = ['pre_event', 'post_event'] as const;

/**
 * Fetches everything the event screen shows at the track, so that it is on the device (and kept
 * for reading offline): the event, its registered cars, their inspections and the checklists to
 * perform them, their sessions with their laps and what each session's checks recorded, the results, and the
 * drivers to choose from. Resolves with the number of registered cars.
 */
export async function prefetchForTrack(queryClient: QueryClient, eventId: string): Promise<number> {
  const fresh = { staleTime: 0 };
  const [cars] = await Promise.all([
    queryClient.fetchQuery({ ...eventCarsQuery(eventId), ...fresh }),
    queryClient.fetchQuery({ ...eventQuery(eventId), ...fresh }),
    queryClient.fetchQuery({ ...raceResultsQuery(eventId), ...fresh }),
    queryClient.fetchQuery({ ...driverOptionsQuery({ search: '', ids: [] }), ...fresh }),
    ...trackInspectionTypes.map((type) => queryClient.fetchQuery({ ...inspectionChecklistQuery(type), ...fresh })),
  ]);
  const perCar = await Promise.all(
    cars.map(async (car) => {
      const [, sessions] = await Promise.all([
        queryClient.fetchQuery({ ...inspectionsQuery(eventId, car.id), ...fresh }),
        queryClient.fetchQuery({ ...eventSessionsQuery(eventId, car.id), ...fresh }),
      ]);
      return sessions;
    }),
  );
  await Promise.all(
    perCar
      .flat()
      .flatMap((session) => [
        queryClient.fetchQuery({ ...sessionInspectionsQuery(eventId, session.id), ...fresh }),
        queryClient.fetchQuery({ ...sessionLapsQuery(eventId, session.id), ...fresh }),
      ]),
  );
  return cars.length;
}

/** "Ready for the track": prefetchForTrack as a mutation, for its pending and error states. */
export function usePrefetchForTrack(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => prefetchForTrack(queryClient, eventId) });
}
