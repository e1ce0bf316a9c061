import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const deleteCarImage = (id: string) => api.delete<Car>(`/api/cars/${id}/image`);

export function useDeleteCarImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarImage,
    onSuccess: () => invalidateCarDependents(queryClient),
  });
}
