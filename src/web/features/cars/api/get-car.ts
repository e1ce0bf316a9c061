import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarDetail } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const getCar = (id: string, signal?: AbortSignal) => api.get<CarDetail>(`/api/cars/${id}`, undefined, signal);

export const carQuery = (id: string) =>
  queryOptions({ queryKey: carKeys.detail(id), queryFn: ({ signal }) => getCar(id, signal) });

export const useCar = (id: string) => useQuery(carQuery(id));
