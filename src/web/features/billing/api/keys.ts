import type { InvoiceListQuery } from '@shared/invoices/invoices.contract';

export type InvoiceListParams = Omit<InvoiceListQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const billingKeys = {
  all: ['billing'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (query: InvoiceListParams) => [...billingKeys.invoices(), 'list', query] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
  receivables: (query: { today: string; page: number; pageSize: number }) =>
    [...billingKeys.invoices(), 'receivables', query] as const,
};
