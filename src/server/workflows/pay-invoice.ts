import type { Invoice, PayInvoice, RecordPayment, RecordRefund } from '@shared/invoices/invoices.contract';
import type { InvoiceStatus } from '@shared/invoices/invoices.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../auth/request-context';
import {
  getInvoice,
  lockInvoiceBalance,
  recordInvoicePayment,
  type PaymentEntry,
} from '../features/invoices/invoices.service';
import { markInvoiceWorkOrdersPaid, markInvoiceWorkOrdersUnpaid } from '../features/work-orders/work-orders.service';

/** An invoice's work orders follow it: paid with it, back to invoiced when a refund reopens it. */
async function settleWorkOrders(ctx: RequestContext, id: string, from: InvoiceStatus, to: InvoiceStatus) {
  if (to === 'paid' && from !== 'paid') await markInvoiceWorkOrdersPaid(ctx, id);
  if (from === 'paid' && to !== 'paid') await markInvoiceWorkOrdersUnpaid(ctx, id);
}

/**
 * Records a deposit, payment or refund and moves the invoice's work orders with it, in one
 * transaction; the client's Total Spent and balance and the shop's Total Revenue follow (they
 * read what each invoice has been paid).
 */
async function recordEntry(
  ctx: RequestContext,
  id: string,
  entry: (ctx: RequestContext) => Promise<PaymentEntry>,
): Promise<Invoice> {
  await transaction(ctx, async (ctx) => {
    const { from, to } = await recordInvoicePayment(ctx, id, await entry(ctx));
    await settleWorkOrders(ctx, id, from, to);
  });
  return getInvoice(ctx, id);
}

/** A deposit or payment of at most the balance (409 beyond it, and once paid). */
export function recordPayment(ctx: RequestContext, id: string, input: RecordPayment): Promise<Invoice> {
  return recordEntry(ctx, id, async () => input);
}

/** A refund of at most what was paid, with its reason; a paid invoice it reopens is owed again. */
export function recordRefund(ctx: RequestContext, id: string, input: RecordRefund): Promise<Invoice> {
  return recordEntry(ctx, id, async () => ({ ...input, kind: 'refund' }));
}

/** Mark Paid: a payment of the whole balance on `today` (409 when already paid). */
export function payInvoice(ctx: RequestContext, id: string, input: PayInvoice = {}): Promise<Invoice> {
  return recordEntry(ctx, id, async (ctx) => ({
    kind: 'payment',
    amountCents: await lockInvoiceBalance(ctx, id),
    paidOn: input.today ?? todayIso(),
    method: input.method ?? 'other',
    reference: input.reference ?? null,
  }));
}
