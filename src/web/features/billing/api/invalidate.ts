import type { QueryClient } from '@tanstack/react-query';
import { invalidateClientDependents } from '@web/features/clients/api/invalidate';
import { invalidateWorkOrderDependents } from '@web/features/work-orders/api/invalidate';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { billingKeys } from './keys';

/**
 * Work orders and invoices as billing shows them, the work orders' own screens, and the
 * clients' side of it: an invoice paid is the client's Total Spent and the clients page's Total
 * Revenue; work orders are the cars' Open ROs.
 */
export function invalidateBillingDependents(queryClient: QueryClient) {
  return Promise.all([
    invalidateQueryKeys(queryClient, [billingKeys.all]),
    invalidateWorkOrderDependents(queryClient),
    invalidateClientDependents(queryClient),
  ]);
}
