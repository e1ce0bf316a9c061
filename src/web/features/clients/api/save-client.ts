import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientQuery } from './get-client';
import { invalidateClientDependents } from './invalidate';

export const createClient = (input: ClientInput) => api.post<Client>('/api/clients', input);
export const updateClient = ({ id, input }: { id: string; input: ClientInput }) =>
  api.put<Client>(`/api/clients/${id}`, input);

/** Creates the client, or updates it when `id` is given. */
export function useSaveClient(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => (id ? updateClient({ id, input }) : createClient(input)),
    onSuccess: async (client) => {
      queryClient.setQueryData(clientQuery(client.id).queryKey, client);
      await invalidateClientDependents(queryClient);
    },
  });
}
