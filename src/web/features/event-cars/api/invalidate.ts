import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change to an event's registrations: its car list, and the events feature's own views
 * of the event (quick stats, statistics) refetch.
 */
export async function invalidateEventCars(queryClient: QueryClient, eventId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['event-cars', eventId] }),
    queryClient.invalidateQueries({ queryKey: ['events'] }),
  ]);
}
