import type { QueryClient } from '@tanstack/react-query';

const trackRelated = ['tracks', 'events', 'dashboard', 'cars'];

/**
 * Tracks show up in the track pages, event lists and details, pickers and the dashboard.
 * `except` is a deleted track whose detail must not be fetched again.
 */
export function invalidateTrackData(queryClient: QueryClient, except?: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      trackRelated.includes(String(q.queryKey[0])) &&
      !(except !== undefined && q.queryKey[0] === 'tracks' && q.queryKey[1] === 'detail' && q.queryKey[2] === except),
  });
}
