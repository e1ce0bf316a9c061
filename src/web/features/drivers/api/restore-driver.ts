import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { invalidateDriverDependents } from './invalidate';

export const restoreDriver = (id: string) => api.post<Driver>(`/api/drivers/${id}/restore`);

/** Restoring puts the driver back in the lists and pickers. */
export function useRestoreDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreDriver, onSuccess: () => invalidateDriverDependents(queryClient) });
}
