import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem, StockChangeInput } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryItemQuery } from './get-inventory-item';
import { invalidateInventory } from './invalidate';

/** Receive stock or correct it; the move lands in the item's stock history. */
export const changeInventoryStock = ({ id, input }: { id: string; input: StockChangeInput }) =>
  api.post<InventoryItem>(`/api/inventory/items/${id}/stock`, input);

export function useChangeInventoryStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInventoryStock,
    onSuccess: async (item) => {
      queryClient.setQueryData(inventoryItemQuery(item.id).queryKey, item);
      await invalidateInventory(queryClient);
    },
  });
}
