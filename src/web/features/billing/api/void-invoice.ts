import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { todayIso } from '@shared/lib/dates';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

/** Voids the invoice by a credit note issued on the user's today; its work orders can be invoiced again. */
export const voidInvoice = ({ id, reason }: { id: string; reason: string }) =>
  api.post<Invoice>(`/api/invoices/${id}/void`, { reason, today: todayIso() });

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
