import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Removal } from '@shared/lib/removal.contract';
import { api } from '@web/lib/api-client';
import { driverKeys } from './keys';

/** Whether the driver's destructive action archives it (it has history) or deletes it. */
export const getDriverRemoval = (id: string, signal?: AbortSignal) =>
  api.get<Removal>(`/api/drivers/${id}/removal`, undefined, signal);

export const driverRemovalQuery = (id: string) =>
  queryOptions({ queryKey: driverKeys.removal(id), queryFn: ({ signal }) => getDriverRemoval(id, signal) });

export const useDriverRemoval = (id: string) => useQuery(driverRemovalQuery(id));
