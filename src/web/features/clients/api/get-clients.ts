import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPage } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys, type ClientListParams } from './keys';

export const getClients = (query: ClientListParams, signal?: AbortSignal) =>
  api.get<ClientPage>('/api/clients', { ...query }, signal);

export const clientsQuery = (query: ClientListParams) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientListParams) => useQuery(clientsQuery(query));
