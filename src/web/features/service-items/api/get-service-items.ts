import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceItemList } from '@shared/service-items/service-items.contract';
import { api } from '@web/lib/api-client';
import { serviceItemKeys } from './keys';

export const getServiceItems = (carId: string, signal?: AbortSignal) =>
  api.get<ServiceItemList>(`/api/cars/${carId}/service-items`, undefined, signal);

export const serviceItemsQuery = (carId: string) =>
  queryOptions({ queryKey: serviceItemKeys.list(carId), queryFn: ({ signal }) => getServiceItems(carId, signal) });

export const useServiceItems = (carId: string) => useQuery(serviceItemsQuery(carId));
