import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';
import { carKeys } from './keys';

export const deleteCar = (id: string) => api.delete(`/api/cars/${id}`);

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: carKeys.detail(id) });
      await invalidateCarDependents(queryClient, { deletedId: id });
    },
  });
}
