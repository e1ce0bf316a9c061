import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAssignInput } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate';

/** Shop items to one client, all of them or none. */
export const bulkAssignInventoryItems = (input: BulkAssignInput) =>
  api.post<{ assigned: number }>('/api/inventory/items/assign', input);

export function useBulkAssignInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAssignInventoryItems,
    onSuccess: () => invalidateInventory(queryClient),
  });
}
