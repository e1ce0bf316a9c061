import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarList } from '@shared/cars/cars.contract';
import type { CarSortField, SortDirection } from '@shared/cars/cars.rules';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export interface CarListParams {
  search?: string;
  sort?: CarSortField;
  direction?: SortDirection;
  page?: number;
  pageSize?: number;
  /** The user's local day, for the expiry alerts. */
  today?: string;
  /** The archived cars instead of the active ones. */
  archived?: boolean;
}

export const getCars = (params: CarListParams, signal?: AbortSignal) =>
  api.get<CarList>('/api/cars', { ...params }, signal);

export const carsQuery = (params: CarListParams) =>
  queryOptions({
    queryKey: carKeys.list(params),
    queryFn: ({ signal }) => getCars(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCars = (params: CarListParams) => useQuery(carsQuery(params));
