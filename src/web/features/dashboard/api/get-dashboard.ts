import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { todayIso } from '@shared/lib/dates';
import { api } from '@web/lib/api-client';
import { dashboardKeys } from './keys';

export const getDashboard = (today: string, signal?: AbortSignal) =>
  api.get<Dashboard>('/api/dashboard', { today }, signal);

export const dashboardQuery = (today: string) =>
  queryOptions({ queryKey: dashboardKeys.summary(today), queryFn: ({ signal }) => getDashboard(today, signal) });

/** The whole dashboard in one request. */
export const useDashboard = () => useQuery(dashboardQuery(todayIso()));
