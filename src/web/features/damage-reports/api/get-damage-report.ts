import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DamageReport } from '@shared/damage-reports/damage-reports.contract';
import { api } from '@web/lib/api-client';
import { damageReportKeys } from './keys';

export const getDamageReport = (id: string, signal?: AbortSignal) =>
  api.get<DamageReport>(`/api/damage-reports/${id}`, undefined, signal);

export const damageReportQuery = (id: string) =>
  queryOptions({ queryKey: damageReportKeys.detail(id), queryFn: ({ signal }) => getDamageReport(id, signal) });

export const useDamageReport = (id: string | null) =>
  useQuery({ ...damageReportQuery(id ?? ''), enabled: id !== null });
