import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { invalidateDriverDependents } from './invalidate';

export const archiveDriver = (id: string) => api.post<Driver>(`/api/drivers/${id}/archive`);

/** Archiving changes which lists and pickers show the driver. */
export function useArchiveDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveDriver, onSuccess: () => invalidateDriverDependents(queryClient) });
}
