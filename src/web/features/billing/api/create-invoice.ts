import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceInput, Invoice } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { invoiceQuery } from './get-invoice';
import { invalidateBillingDependents } from './invalidate';

/** Create Consolidated Invoice: approved work orders of one client become invoiced. */
export const createInvoice = (input: CreateInvoiceInput) => api.post<Invoice>('/api/invoices', input);

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceQuery(invoice.id).queryKey, invoice);
      await invalidateBillingDependents(queryClient);
    },
  });
}
