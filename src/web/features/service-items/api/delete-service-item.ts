import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateServiceItemDependents } from './invalidate';
import { serviceItemKeys } from './keys';

export const deleteServiceItem = ({ carId, itemId }: { carId: string; itemId: string }) =>
  api.delete(`/api/cars/${carId}/service-items/${itemId}`);

export function useDeleteServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceItem,
    onSuccess: async (_data, { carId, itemId }) => {
      queryClient.removeQueries({ queryKey: serviceItemKeys.detail(carId, itemId) });
      await invalidateServiceItemDependents(queryClient, carId);
    },
  });
}
