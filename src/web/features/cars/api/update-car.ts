import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarInput } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const updateCar = ({ id, input }: { id: string; input: CarInput }) => api.put<Car>(`/api/cars/${id}`, input);

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: () => invalidateCarDependents(queryClient),
  });
}
