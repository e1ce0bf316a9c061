import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairList, RepairListQuery } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { repairKeys } from './keys';

export const getRepairs = (query: RepairListQuery, signal?: AbortSignal) =>
  api.get<RepairList>('/api/repairs', { ...query }, signal);

export const repairsQuery = (query: RepairListQuery) =>
  queryOptions({
    queryKey: repairKeys.list(query),
    queryFn: ({ signal }) => getRepairs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRepairs = (query: RepairListQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...repairsQuery(query), enabled: options.enabled ?? true });
