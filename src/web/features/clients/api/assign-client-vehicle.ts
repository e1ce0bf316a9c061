import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientVehicle } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';

export const assignClientVehicle = ({ clientId, carId }: { clientId: string; carId: string }) =>
  api.post<ClientVehicle>(`/api/clients/${clientId}/cars`, { carId });

/** A car's client shows in client lists, counts and car screens alike. */
export const refreshAfterAssignment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'clients' || q.queryKey[0] === 'cars' });

export function useAssignClientVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignClientVehicle, onSuccess: () => refreshAfterAssignment(queryClient) });
}
