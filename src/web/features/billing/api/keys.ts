import type { InvoiceListParams } from './get-invoices';
import type { BillingWorkOrdersParams } from './get-work-orders';

export const billingKeys = {
  all: ['billing'] as const,
  /** Work orders as billing lists them: the approved ones, a client's open ones. */
  workOrders: (query: BillingWorkOrdersParams) => [...billingKeys.all, 'work-orders', query] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (query: InvoiceListParams) => [...billingKeys.invoices(), 'list', query] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
};
