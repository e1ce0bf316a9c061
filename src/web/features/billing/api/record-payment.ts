import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, RecordPaymentInput, RecordRefundInput } from '@shared/invoices/invoices.contract';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';

export type PaymentEntryInput =
  | { invoiceId: string; refund: false; body: RecordPaymentInput }
  | { invoiceId: string; refund: true; body: RecordRefundInput };

/** Records a deposit or payment (at most the balance), or a refund (at most what was paid). */
export const recordPayment = ({ invoiceId, refund, body }: PaymentEntryInput) =>
  api.post<Invoice>(`/api/invoices/${invoiceId}/${refund ? 'refunds' : 'payments'}`, body);

/** The client's Total Spent and balance and the shop's Total Revenue move with it. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}
