import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const archiveCar = (id: string) => api.post<Car>(`/api/cars/${id}/archive`);

/** Archiving changes which lists, pickers and counts show the car. */
export function useArchiveCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveCar, onSuccess: () => invalidateCarDependents(queryClient) });
}
