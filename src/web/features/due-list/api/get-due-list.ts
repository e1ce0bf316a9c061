import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueList, DueListQuery } from '@shared/due-list/due-list.contract';
import { api } from '@web/lib/api-client';
import { dueListKeys } from './keys';

export const getDueList = (query: DueListQuery, signal?: AbortSignal) =>
  api.get<DueList>('/api/due', { ...query }, signal);

export const dueListQuery = (query: DueListQuery) =>
  queryOptions({ queryKey: dueListKeys.list(query), queryFn: ({ signal }) => getDueList(query, signal) });

/** What's due across the team's cars (or one car, or one kind), most urgent first. */
export const useDueList = (query: DueListQuery) => useQuery(dueListQuery(query));
