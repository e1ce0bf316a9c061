import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';

export const getClientOptions = (signal?: AbortSignal) =>
  api.get<ClientOption[]>('/api/clients/options', undefined, signal);

export const clientOptionsQuery = () =>
  queryOptions({ queryKey: ['clients', 'options'], queryFn: ({ signal }) => getClientOptions(signal) });

export const useClientOptions = () => useQuery(clientOptionsQuery());
