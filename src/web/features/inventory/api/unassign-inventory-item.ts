import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryItemQuery } from './get-inventory-item';
import { invalidateInventory } from './invalidate';

/** Takes an item back from its client into shop stock. */
export const unassignInventoryItem = (id: string) => api.post<InventoryItem>(`/api/inventory/items/${id}/unassign`);

export function useUnassignInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignInventoryItem,
    onSuccess: async (item) => {
      queryClient.setQueryData(inventoryItemQuery(item.id).queryKey, item);
      await invalidateInventory(queryClient);
    },
  });
}
