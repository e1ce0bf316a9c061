import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateServiceItems } from './invalidate';

export const deleteServiceItem = ({ carId, itemId }: { carId: string; itemId: string }) =>
  api.delete(`/api/cars/${carId}/service-items/${itemId}`);

export function useDeleteServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceItem,
    onSuccess: async (_data, { carId, itemId }) => {
      queryClient.removeQueries({ queryKey: ['service-items', carId, 'detail', itemId] });
      await invalidateServiceItems(queryClient, carId);
    },
  });
}
