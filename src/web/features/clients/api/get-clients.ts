import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientFilterInput, ClientPage } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export type ClientListParams = ClientFilterInput & { page?: number; pageSize?: number };

export const getClients = (query: ClientListParams, signal?: AbortSignal) =>
  api.get<ClientPage>('/api/clients', { ...query }, signal);

export const clientsQuery = (query: ClientListParams) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientListParams) => useQuery(clientsQuery(query));
