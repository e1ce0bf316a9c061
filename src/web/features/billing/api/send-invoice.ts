import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

/** Marks a draft invoice sent. */
export const sendInvoice = (id: string) => api.post<Invoice>(`/api/invoices/${id}/send`);

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
