import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { billingKeys } from './keys';

export const getInvoice = (id: string, signal?: AbortSignal) =>
  api.get<Invoice>(`/api/invoices/${id}`, undefined, signal);

export const invoiceQuery = (id: string) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: string | null) => useQuery({ ...invoiceQuery(id ?? ''), enabled: id !== null });

/** The invoice as a PDF drawn by the server (opened or downloaded by the browser). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
