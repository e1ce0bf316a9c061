import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarInput } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const createCar = (input: CarInput) => api.post<Car>('/api/cars', input);

export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCar,
    onSuccess: () => invalidateCarDependents(queryClient),
  });
}
