import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarOption } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';

export const getCarOptions = (signal?: AbortSignal) => api.get<CarOption[]>('/api/cars/options', undefined, signal);

export const carOptionsQuery = () =>
  queryOptions({ queryKey: ['cars', 'options'], queryFn: ({ signal }) => getCarOptions(signal) });

export const useCarOptions = () => useQuery(carOptionsQuery());
