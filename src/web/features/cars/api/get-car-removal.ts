import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Removal } from '@shared/lib/removal.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

/** Whether the car's destructive action archives it (it has history) or deletes it, and with what. */
export const getCarRemoval = (id: string, signal?: AbortSignal) =>
  api.get<Removal>(`/api/cars/${id}/removal`, undefined, signal);

export const carRemovalQuery = (id: string) =>
  queryOptions({ queryKey: carKeys.removal(id), queryFn: ({ signal }) => getCarRemoval(id, signal) });

export const useCarRemoval = (id: string) => useQuery(carRemovalQuery(id));
