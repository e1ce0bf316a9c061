import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { todayIso } from '@shared/lib/dates';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

/** Mark Paid: a payment of the whole balance on the user's today; the client's Total Spent grows, their balance drops. */
export const payInvoice = (id: string) => api.post<Invoice>(`/api/invoices/${id}/pay`, { today: todayIso() });

export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payInvoice,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
