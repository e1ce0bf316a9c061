import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Receivables } from '@shared/invoices/invoices.contract';

export interface ReceivablesQuery {
  today: string;
  page: number;
  pageSize: number;
}
import { api } from '@web/lib/api-client';
import { billingKeys } from './keys';

/** Receivables aged on the user's today, with the aging totals. */
export const getReceivables = (query: ReceivablesQuery, signal?: AbortSignal) =>
  api.get<Receivables>('/api/invoices/receivables', { ...query }, signal);

export const receivablesQuery = (query: ReceivablesQuery) =>
  queryOptions({
    queryKey: billingKeys.receivables(query),
    queryFn: ({ signal }) => getReceivables(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReceivables = (query: ReceivablesQuery) => useQuery(receivablesQuery(query));
