import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { invalidateClientDependents } from './invalidate';

export const restoreClient = (id: string) => api.post<Client>(`/api/clients/${id}/restore`);

/** Restoring puts the client back in the lists, pickers and totals. */
export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreClient, onSuccess: () => invalidateClientDependents(queryClient) });
}
