import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { invalidateClientDependents } from './invalidate';

export const archiveClient = (id: string) => api.post<Client>(`/api/clients/${id}/archive`);

/** Archiving changes which lists, pickers and totals show the client. */
export function useArchiveClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveClient, onSuccess: () => invalidateClientDependents(queryClient) });
}
