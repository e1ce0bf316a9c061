import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Removal } from '@shared/lib/removal.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

/** Whether the client's destructive action archives it (it has history) or deletes it. */
export const getClientRemoval = (id: string, signal?: AbortSignal) =>
  api.get<Removal>(`/api/clients/${id}/removal`, undefined, signal);

export const clientRemovalQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.removal(id), queryFn: ({ signal }) => getClientRemoval(id, signal) });

export const useClientRemoval = (id: string) => useQuery(clientRemovalQuery(id));
