import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportInput } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate';

/** Saves every row of a CSV file, or none when any row is invalid (400 with the row errors). */
export const importInventory = (input: ImportInput) => api.post<{ imported: number }>('/api/inventory/import', input);

export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importInventory, onSuccess: () => invalidateInventory(queryClient) });
}
