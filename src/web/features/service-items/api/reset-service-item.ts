import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceItemDetail } from '@shared/service-items/service-items.contract';
import { api } from '@web/lib/api-client';
import { invalidateServiceItemDependents } from './invalidate';

/** Records a service at the car's current hours and miles. */
export const resetServiceItem = ({ carId, itemId }: { carId: string; itemId: string }) =>
  api.post<ServiceItemDetail>(`/api/cars/${carId}/service-items/${itemId}/reset`);

export function useResetServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetServiceItem,
    onSuccess: (_item, { carId }) => invalidateServiceItemDependents(queryClient, carId),
  });
}
