import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

export const getDrivers = (signal?: AbortSignal) => api.get<Driver[]>('/api/drivers', undefined, signal);

export const driversQuery = () =>
  queryOptions({ queryKey: driverKeys.list(), queryFn: ({ signal }) => getDrivers(signal) });

export const useDrivers = () => useQuery(driversQuery());
