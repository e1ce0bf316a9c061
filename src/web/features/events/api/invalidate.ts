import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { clientKeys } from '@web/features/clients/api/keys';
import { damageReportKeys } from '@web/features/damage-reports/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { driverKeys } from '@web/features/drivers/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { eventKeys } from './keys';

/**
 * Events show up in the event pages, pickers and statistics (track records included), the
 * dashboard's counts and upcoming events, a car's Last Event and history, a client's last visit
 * and upcoming events, damage reports found at them and a driver's events. A deleted event's own
 * detail is not refetched.
 */
export function invalidateEventDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [eventKeys.all, dashboardKeys.all, carKeys.all, clientKeys.all, damageReportKeys.all, driverKeys.all],
    deletedId ? eventKeys.detail(deletedId) : undefined,
  );
}
