import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';

export const getDrivers = (signal?: AbortSignal) => api.get<Driver[]>('/api/drivers', undefined, signal);

export const driversQuery = () => queryOptions({ queryKey: ['drivers'], queryFn: ({ signal }) => getDrivers(signal) });

export const useDrivers = () => useQuery(driversQuery());
