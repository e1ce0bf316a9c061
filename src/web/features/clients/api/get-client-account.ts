import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAccount } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClientAccount = (id: string, signal?: AbortSignal) =>
  api.get<ClientAccount>(`/api/clients/${id}/account`, undefined, signal);

export const clientAccountQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.account(id), queryFn: ({ signal }) => getClientAccount(id, signal) });

export const useClientAccount = (id: string) => useQuery(clientAccountQuery(id));
