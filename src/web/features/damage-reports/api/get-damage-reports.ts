import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DamageReportList, DamageReportListQuery } from '@shared/damage-reports/damage-reports.contract';
import { api } from '@web/lib/api-client';
import { damageReportKeys } from './keys';

export const getDamageReports = (query: DamageReportListQuery, signal?: AbortSignal) =>
  api.get<DamageReportList>('/api/damage-reports', { ...query }, signal);

export const damageReportsQuery = (query: DamageReportListQuery) =>
  queryOptions({
    queryKey: damageReportKeys.list(query),
    queryFn: ({ signal }) => getDamageReports(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDamageReports = (query: DamageReportListQuery) => useQuery(damageReportsQuery(query));
