import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers/drivers.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

/** The active drivers by name (the drivers page), or the archived ones. */
export const getDrivers = ({ archived = false }: { archived?: boolean } = {}, signal?: AbortSignal) =>
  api.get<Driver[]>('/api/drivers', archived ? { archived: true } : undefined, signal);

export const driversQuery = ({ archived = false }: { archived?: boolean } = {}) =>
  queryOptions({ queryKey: driverKeys.list(archived), queryFn: ({ signal }) => getDrivers({ archived }, signal) });

export const useDrivers = (options: { archived?: boolean } = {}) => useQuery(driversQuery(options));
