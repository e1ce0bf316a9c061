import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

export const getDriver = (id: string, signal?: AbortSignal) => api.get<Driver>(`/api/drivers/${id}`, undefined, signal);

export const driverQuery = (id: string) =>
  queryOptions({ queryKey: driverKeys.detail(id), queryFn: ({ signal }) => getDriver(id, signal) });

export const useDriver = (id: string) => useQuery(driverQuery(id));
