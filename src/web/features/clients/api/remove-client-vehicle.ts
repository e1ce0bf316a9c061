import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateClientDependents } from './invalidate';

export const removeClientVehicle = ({ clientId, carId }: { clientId: string; carId: string }) =>
  api.delete(`/api/clients/${clientId}/cars/${carId}`);

export function useRemoveClientVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeClientVehicle, onSuccess: () => invalidateClientDependents(queryClient) });
}
