import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from '@web/features/billing/api/keys';
import { carKeys } from '@web/features/cars/api/keys';
import { clientKeys } from '@web/features/clients/api/keys';
import { driverKeys } from '@web/features/drivers/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { workOrderKeys } from './keys';

/**
 * Work orders show in their own pages, the client profile's repair-order tabs and billing (the
 * approved ones to invoice, a client's open ones), as a car's Open ROs, and as history that
 * keeps a car, a client or a driver from being deleted.
 */
export function invalidateWorkOrderDependents(queryClient: QueryClient) {
  return invalidateQueryKeys(queryClient, [
    workOrderKeys.all,
    billingKeys.all,
    carKeys.all,
    clientKeys.all,
    driverKeys.all,
  ]);
}
