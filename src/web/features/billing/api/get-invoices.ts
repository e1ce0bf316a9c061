import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceList, InvoiceListQuery } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { billingKeys } from './keys';

export type InvoiceListParams = Omit<InvoiceListQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const getInvoices = (query: InvoiceListParams, signal?: AbortSignal) =>
  api.get<InvoiceList>('/api/invoices', { ...query }, signal);

export const invoicesQuery = (query: InvoiceListParams) =>
  queryOptions({
    queryKey: billingKeys.invoiceList(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: InvoiceListParams) => useQuery(invoicesQuery(query));
