import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClient = (id: string, signal?: AbortSignal) => api.get<Client>(`/api/clients/${id}`, undefined, signal);

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });

export const useClient = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...clientQuery(id), enabled: options.enabled ?? true });
