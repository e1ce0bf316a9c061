import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { eventCarKeys } from '@web/features/event-cars/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { clientKeys } from './keys';

/**
 * Clients (and which cars they own) show in the client pages, pickers and totals, the
 * dashboard's Client Overview, a car's detail and event registrations.
 */
export function invalidateClientDependents(queryClient: QueryClient) {
  return invalidateQueryKeys(queryClient, [clientKeys.all, dashboardKeys.all, carKeys.all, eventCarKeys.all]);
}
