import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { eventKeys } from '@web/features/events/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { trackKeys } from './keys';

/**
 * Tracks show up in the track pages and pickers, event lists, details and statistics, the
 * dashboard and a car's events and track setups. A deleted track's own detail is not refetched.
 */
export function invalidateTrackDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [trackKeys.all, eventKeys.all, dashboardKeys.all, carKeys.all],
    deletedId ? trackKeys.detail(deletedId) : undefined,
  );
}
