import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem, InventoryItemInput } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryItemQuery } from './get-inventory-item';
import { invalidateInventory } from './invalidate';

export const createInventoryItem = (input: InventoryItemInput) =>
  api.post<InventoryItem>('/api/inventory/items', input);
export const updateInventoryItem = ({ id, input }: { id: string; input: InventoryItemInput }) =>
  api.put<InventoryItem>(`/api/inventory/items/${id}`, input);

/** Create Item, or Update Item when `id` is given. */
export function useSaveInventoryItem(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InventoryItemInput) => (id ? updateInventoryItem({ id, input }) : createInventoryItem(input)),
    onSuccess: async (item) => {
      queryClient.setQueryData(inventoryItemQuery(item.id).queryKey, item);
      await invalidateInventory(queryClient);
    },
  });
}
