import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarOption } from '@shared/cars/cars.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const getCarOptions = (signal?: AbortSignal) => api.get<CarOption[]>('/api/cars/options', undefined, signal);

export const carOptionsQuery = () =>
  queryOptions({ queryKey: carKeys.options(), queryFn: ({ signal }) => getCarOptions(signal) });

export const useCarOptions = () => useQuery(carOptionsQuery());
