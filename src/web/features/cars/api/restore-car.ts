import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const restoreCar = (id: string) => api.post<Car>(`/api/cars/${id}/restore`);

/** Restoring puts the car back in the lists, pickers and counts. */
export function useRestoreCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreCar, onSuccess: () => invalidateCarDependents(queryClient) });
}
