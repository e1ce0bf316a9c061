import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { workOrderKeys } from '@web/features/work-orders/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { inventoryKeys } from './keys';

/**
 * An item write changes the inventory lists, the client profile's Client Inventory and the item
 * counts of locations and suppliers: everything under 'inventory'.
 */
export function invalidateInventory(queryClient: QueryClient, skip?: QueryKey) {
  return invalidateQueryKeys(queryClient, [inventoryKeys.all], skip);
}

/** 'Use in Order' also adds a parts line to a work order, so work orders refresh too. */
export function invalidateInventoryAndWorkOrders(queryClient: QueryClient) {
  return invalidateQueryKeys(queryClient, [inventoryKeys.all, workOrderKeys.all]);
}
