import { useInfiniteQuery } from '@tanstack/react-query';
import { carHistoryPageSize } from '@shared/cars/cars.contract';
import type { Page } from '@shared/lib/pagination';
import { api } from '@web/lib/api-client';
import { carKeys, type CarHistoryKind } from './keys';

export const getCarHistoryPage = <T>(id: string, kind: CarHistoryKind, page: number, signal?: AbortSignal) =>
  api.get<Page<T>>(`/api/cars/${id}/${kind}`, { page, pageSize: carHistoryPageSize }, signal);

/**
 * The car's older events or repairs (`T`: CarEvent or CarRepair), a page at a time from the
 * second (the car's detail holds the first); nothing is asked for until `enabled`, when the user
 * first wants more.
 */
export function useCarHistoryPages<T>(id: string, kind: CarHistoryKind, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: carKeys.history(id, kind),
    queryFn: ({ pageParam, signal }) => getCarHistoryPage<T>(id, kind, pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}
