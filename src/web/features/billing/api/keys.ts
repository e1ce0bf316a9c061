import type { InvoiceListParams } from './get-invoices';

export const billingKeys = {
  all: ['billing'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (query: InvoiceListParams) => [...billingKeys.invoices(), 'list', query] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
};
