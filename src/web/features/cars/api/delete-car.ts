import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const deleteCar = (id: string) => api.delete(`/api/cars/${id}`);

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: ['cars', 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: ['cars'] });
      await queryClient.invalidateQueries({ queryKey: ['preferences'] });
    },
  });
}
