import { formatCents } from '../lib/money';

/**
 * Payments as a shop records them (docs/decisions/023-payments-and-credit-notes.md): deposits and
 * payments reduce an invoice's balance, refunds give some of it back; the invoice is paid when its
 * balance reaches 0. Nothing is recorded beyond the balance: an overpayment is refused, not kept
 * as credit.
 */
export const paymentKinds = ['deposit', 'payment', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentMethods = ['cash', 'check', 'card', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

export const paymentKindLabels: Record<PaymentKind, string> = {
  deposit: 'Deposit',
  payment: 'Payment',
  refund: 'Refund',
};

/** What is still owed: the total less what was paid (payments and deposits, less refunds). */
export function invoiceBalance(invoice: { totalCents: number; paidCents: number }): number {
  return invoice.totalCents - invoice.paidCents;
}

/** What the invoice's paid amount becomes with one more payment or refund. */
export function paidAfter(paidCents: number, entry: { kind: PaymentKind; amountCents: number }): number {
  return entry.kind === 'refund' ? paidCents - entry.amountCents : paidCents + entry.amountCents;
}

/**
 * Why this payment or refund cannot be recorded on the invoice, or null: a payment can be at most
 * the balance (none once paid), a refund at most what was paid.
 */
export function paymentRefusal(
  invoice: { status?: string; totalCents: number; paidCents: number },
  entry: { kind: PaymentKind; amountCents: number },
): string | null {
  if (invoice.status === 'void') return paymentMessages.voided;
  if (entry.kind === 'refund') {
    if (invoice.paidCents === 0) return paymentMessages.nothingToRefund;
    return entry.amountCents > invoice.paidCents ? paymentMessages.refundTooLarge(invoice.paidCents) : null;
  }
  const balance = invoiceBalance(invoice);
  if (balance <= 0) return paymentMessages.alreadyPaid;
  return entry.amountCents > balance ? paymentMessages.overpayment(entry.amountCents, balance) : null;
}

/**
 * Where the invoice's status goes with its new paid amount: paid at a balance of 0; back to sent
 * (or draft when it was never sent) when a refund reopens a paid invoice; otherwise unchanged.
 */
export function statusAfterPayment<S extends string>(
  status: S | 'paid',
  invoice: { totalCents: number; paidCents: number; sent: boolean },
): S | 'paid' | 'sent' | 'draft' {
  if (invoiceBalance(invoice) === 0) return 'paid';
  if (status === 'paid') return invoice.sent ? 'sent' : 'draft';
  return status;
}

export const paymentMessages = {
  amountRequired: 'Enter an amount greater than $0.00',
  methodInvalid: 'Choose cash, check, card, bank transfer or other',
  kindInvalid: 'Choose deposit or payment',
  reasonRequired: 'Enter the reason for the refund',
  alreadyPaid: 'This invoice has already been paid',
  voided: 'This invoice has been voided by a credit note',
  nothingToRefund: 'Nothing has been paid on this invoice to refund',
  overpayment: (amountCents: number, balanceCents: number) =>
    `A payment of ${formatCents(amountCents)} is more than the balance of ${formatCents(balanceCents)}`,
  refundTooLarge: (paidCents: number) => `A refund can be at most the ${formatCents(paidCents)} paid`,
  recorded: (amountCents: number) => `Payment of ${formatCents(amountCents)} recorded`,
  refunded: (amountCents: number) => `Refund of ${formatCents(amountCents)} recorded`,
} as const;
