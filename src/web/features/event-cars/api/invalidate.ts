import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { clientKeys } from '@web/features/clients/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { driverKeys } from '@web/features/drivers/api/keys';
import { eventKeys } from '@web/features/events/api/keys';
import { serviceItemKeys } from '@web/features/service-items/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { eventCarKeys } from './keys';

/**
 * After a change to an event's registrations, inspections, sessions or results: everything
 * recorded for that event, the event's Quick Stats, the statistics (track records, recent
 * activity), the dashboard, the cars' Last Event and history, the clients' last visit and
 * upcoming events, the drivers' events, and the service items' states (a completed session adds
 * its time to the car).
 */
export function invalidateEventCarDependents(queryClient: QueryClient, eventId: string) {
  return invalidateQueryKeys(queryClient, [
    eventCarKeys.forEvent(eventId),
    eventKeys.all,
    dashboardKeys.all,
    carKeys.all,
    clientKeys.all,
    driverKeys.all,
    serviceItemKeys.all,
  ]);
}
