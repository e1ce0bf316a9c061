import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClientOptions = (signal?: AbortSignal) =>
  api.get<ClientOption[]>('/api/clients/options', undefined, signal);

export const clientOptionsQuery = () =>
  queryOptions({ queryKey: clientKeys.options(), queryFn: ({ signal }) => getClientOptions(signal) });

export const useClientOptions = () => useQuery(clientOptionsQuery());
