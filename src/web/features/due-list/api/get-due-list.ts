import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueList, DueListQuery } from '@shared/due-list/due-list.contract';
import { api } from '@web/lib/api-client';
import { dueListKeys } from './keys';

export const getDueList = (query: DueListQuery, signal?: AbortSignal) =>
  api.get<DueList>('/api/due', { ...query }, signal);

/**
 * Asked again whenever a screen showing it opens: what is due follows from writes to cars, service
 * items, events, repairs and invoices, which do not each refresh it.
 */
export const dueListQuery = (query: DueListQuery) =>
  queryOptions({
    queryKey: dueListKeys.list(query),
    queryFn: ({ signal }) => getDueList(query, signal),
    staleTime: 0,
  });

/** What's due across the team's cars (or one car, or one kind), most urgent first. */
export const useDueList = (query: DueListQuery) => useQuery(dueListQuery(query));
