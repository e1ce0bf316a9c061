import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarInput } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';

export const updateCar = ({ id, input }: { id: string; input: CarInput }) => api.put<Car>(`/api/cars/${id}`, input);

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: async (car) => {
      await queryClient.invalidateQueries({ queryKey: ['cars'] });
      // Service statuses depend on the car's hours and miles.
      await queryClient.invalidateQueries({ queryKey: ['service-items', car.id] });
    },
  });
}
