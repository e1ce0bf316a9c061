import type { QueryClient } from '@tanstack/react-query';

const eventRelated = ['events', 'dashboard', 'cars', 'tracks'];

/**
 * Events show up in the event pages, statistics, pickers, the dashboard and a car's history.
 * `except` is a deleted event whose detail must not be fetched again.
 */
export function invalidateEventData(queryClient: QueryClient, except?: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      eventRelated.includes(String(q.queryKey[0])) &&
      !(except !== undefined && q.queryKey[0] === 'events' && q.queryKey[1] === 'detail' && q.queryKey[2] === except),
  });
}
