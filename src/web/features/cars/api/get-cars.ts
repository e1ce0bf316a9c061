import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarList } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { carKeys, type CarListParams } from './keys';

export const getCars = (params: CarListParams, signal?: AbortSignal) =>
  api.get<CarList>('/api/cars', { ...params }, signal);

export const carsQuery = (params: CarListParams) =>
  queryOptions({
    queryKey: carKeys.list(params),
    queryFn: ({ signal }) => getCars(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCars = (params: CarListParams) => useQuery(carsQuery(params));
