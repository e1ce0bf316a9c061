import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { billingKeys, type InvoiceListParams } from './keys';

export const getInvoices = (query: InvoiceListParams, signal?: AbortSignal) =>
  api.get<InvoiceList>('/api/invoices', { ...query }, signal);

export const invoicesQuery = (query: InvoiceListParams) =>
  queryOptions({
    queryKey: billingKeys.invoiceList(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: InvoiceListParams) => useQuery(invoicesQuery(query));
