import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignItemInput, InventoryItem } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryItemQuery } from './get-inventory-item';
import { invalidateInventory } from './invalidate';

/** Gives a shop item to one client (scope client). */
export const assignInventoryItem = ({ id, input }: { id: string; input: AssignItemInput }) =>
  api.post<InventoryItem>(`/api/inventory/items/${id}/assign`, input);

export function useAssignInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignInventoryItem,
    onSuccess: async (item) => {
      queryClient.setQueryData(inventoryItemQuery(item.id).queryKey, item);
      await invalidateInventory(queryClient);
    },
  });
}
