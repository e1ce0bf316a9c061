import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceItemDetail, ServiceItemInput } from '@shared/service-items/service-items.contract';
import { api } from '@web/lib/api-client';
import { invalidateServiceItemDependents } from './invalidate';

export const updateServiceItem = ({
  carId,
  itemId,
  input,
}: {
  carId: string;
  itemId: string;
  input: ServiceItemInput;
}) => api.put<ServiceItemDetail>(`/api/cars/${carId}/service-items/${itemId}`, input);

export function useUpdateServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceItem,
    onSuccess: (_item, { carId }) => invalidateServiceItemDependents(queryClient, carId),
  });
}
