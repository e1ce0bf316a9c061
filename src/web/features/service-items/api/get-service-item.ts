import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceItemDetail } from '@shared/service-items/service-items.contract';
import { api } from '@web/lib/api-client';
import { serviceItemKeys } from './keys';

export const getServiceItem = (carId: string, itemId: string, signal?: AbortSignal) =>
  api.get<ServiceItemDetail>(`/api/cars/${carId}/service-items/${itemId}`, undefined, signal);

export const serviceItemQuery = (carId: string, itemId: string) =>
  queryOptions({
    queryKey: serviceItemKeys.detail(carId, itemId),
    queryFn: ({ signal }) => getServiceItem(carId, itemId, signal),
  });

export const useServiceItem = (carId: string, itemId: string) => useQuery(serviceItemQuery(carId, itemId));
