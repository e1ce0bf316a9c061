import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateClientDependents } from './invalidate';
import { clientKeys } from './keys';

/** Deletes a client without history (one with history answers 409: it is archived instead). */
export const deleteClient = (id: string) => api.delete(`/api/clients/${id}`);

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      await invalidateClientDependents(queryClient);
    },
  });
}
