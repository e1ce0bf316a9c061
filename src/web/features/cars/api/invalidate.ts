import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@web/features/clients/api/keys';
import { damageReportKeys } from '@web/features/damage-reports/api/keys';
import { driverKeys } from '@web/features/drivers/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { eventCarKeys } from '@web/features/event-cars/api/keys';
import { eventKeys } from '@web/features/events/api/keys';
import { preferencesKeys } from '@web/features/preferences/api/keys';
import { repairKeys } from '@web/features/repairs/api/keys';
import { serviceItemKeys } from '@web/features/service-items/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { carKeys } from './keys';

/**
 * After a car is added, changed or deleted: the car screens and pickers, the dashboard's count
 * and vehicles, the clients' vehicles and totals, service statuses (they follow the car's hours
 * and miles), and every list that names the car (events, registrations, repairs, damage
 * reports, a driver's cars and events). A deleted car may have been someone's default car; its
 * own detail is not refetched.
 */
export function invalidateCarDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [
      carKeys.all,
      dashboardKeys.all,
      clientKeys.all,
      serviceItemKeys.all,
      eventKeys.all,
      eventCarKeys.all,
      repairKeys.all,
      damageReportKeys.all,
      driverKeys.all,
      ...(deletedId ? [preferencesKeys.all] : []),
    ],
    deletedId ? carKeys.detail(deletedId) : undefined,
  );
}
