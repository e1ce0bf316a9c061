import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { eventCarKeys } from '@web/features/event-cars/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { driverKeys } from './keys';

/**
 * Drivers show in the driver pages and pickers, as a car's default driver and on event
 * registrations. A deleted driver's own detail is not refetched.
 */
export function invalidateDriverDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [driverKeys.all, carKeys.all, eventCarKeys.all],
    deletedId ? driverKeys.detail(deletedId) : undefined,
  );
}
