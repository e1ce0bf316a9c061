import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceItemDetail, ServiceItemInput } from '@shared/service-items/service-items.contract';
import { api } from '@web/lib/api-client';
import { invalidateServiceItemDependents } from './invalidate';

export const createServiceItem = ({ carId, input }: { carId: string; input: ServiceItemInput }) =>
  api.post<ServiceItemDetail>(`/api/cars/${carId}/service-items`, input);

export function useCreateServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceItem,
    onSuccess: (_item, { carId }) => invalidateServiceItemDependents(queryClient, carId),
  });
}
