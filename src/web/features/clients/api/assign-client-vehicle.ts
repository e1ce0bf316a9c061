import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientVehicle } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { invalidateClientDependents } from './invalidate';

export const assignClientVehicle = ({ clientId, carId }: { clientId: string; carId: string }) =>
  api.post<ClientVehicle>(`/api/clients/${clientId}/cars`, { carId });

export function useAssignClientVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignClientVehicle, onSuccess: () => invalidateClientDependents(queryClient) });
}
