import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarList } from '@shared/cars/cars.contract';
import { todayIso } from '@shared/lib/dates';
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

/** The vehicles list's page as it first opens: sorted by name, no search, today's alerts. */
export const carListFirstPage = { search: '', sort: 'name', direction: 'asc', page: 1 } as const;

/** Vehicles on one page of the list. */
export const carListPageSize = 25;

/** What the vehicles list asks for (active cars unless `archived`). */
export const carListParams = (view: {
  search: string;
  sort: NonNullable<CarListParams['sort']>;
  direction: NonNullable<CarListParams['direction']>;
  page: number;
  archived: boolean;
}): CarListParams => ({
  search: view.search,
  sort: view.sort,
  direction: view.direction,
  page: view.page,
  pageSize: carListPageSize,
  today: todayIso(),
  ...(view.archived ? { archived: true } : {}),
});
