import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate';
import { inventoryKeys } from './keys';

/** Takes the item out of the inventory (a soft delete: its stock history stays). */
export const deleteInventoryItem = (id: string) => api.delete(`/api/inventory/items/${id}`);

/**
 * The deleted item's own query is left alone (refetched it would only answer 404 under the page
 * still showing it); every list refreshes.
 */
export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: (_data, id) => invalidateInventory(queryClient, inventoryKeys.detail(id)),
  });
}
