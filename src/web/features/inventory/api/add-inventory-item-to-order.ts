import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseInOrderInput, UseInOrderResult } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryItemQuery } from './get-inventory-item';
import { invalidateInventoryAndWorkOrders } from './invalidate';

/** 'Use in Order': a parts line on an open work order, taken out of stock in the same write. */
export const addInventoryItemToOrder = ({ id, input }: { id: string; input: UseInOrderInput }) =>
  api.post<UseInOrderResult>(`/api/inventory/items/${id}/use`, input);

export function useAddInventoryItemToOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryItemToOrder,
    onSuccess: async (result) => {
      queryClient.setQueryData(inventoryItemQuery(result.item.id).queryKey, result.item);
      await invalidateInventoryAndWorkOrders(queryClient);
    },
  });
}
