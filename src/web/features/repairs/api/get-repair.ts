import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Repair } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { repairKeys } from './keys';

export const getRepair = (id: string, signal?: AbortSignal) => api.get<Repair>(`/api/repairs/${id}`, undefined, signal);

export const repairQuery = (id: string) =>
  queryOptions({ queryKey: repairKeys.detail(id), queryFn: ({ signal }) => getRepair(id, signal) });

export const useRepair = (id: string) => useQuery(repairQuery(id));
