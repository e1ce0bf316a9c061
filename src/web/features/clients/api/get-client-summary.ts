import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClientSummary = (signal?: AbortSignal) =>
  api.get<ClientSummary>('/api/clients/summary', undefined, signal);

export const clientSummaryQuery = () =>
  queryOptions({ queryKey: clientKeys.summary(), queryFn: ({ signal }) => getClientSummary(signal) });

export const useClientSummary = () => useQuery(clientSummaryQuery());
