import type { Invoice, VoidInvoice } from '@shared/invoices/invoices.contract';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../auth/request-context';
import { getInvoice, voidInvoiceByCreditNote } from '../features/invoices/invoices.service';
import { releaseInvoiceWorkOrders } from '../features/work-orders/work-orders.service';

/**
 * Void by credit note: a numbered credit note (CN-{year}-{sequence}) cancels the invoice, and its
 * work orders are approved again so they can be invoiced anew, in one transaction. Nothing is
 * deleted: the invoice keeps what it printed and is shown as Void with its credit note.
 */
export async function voidInvoice(ctx: RequestContext, id: string, input: VoidInvoice): Promise<Invoice> {
  await transaction(ctx, async (ctx) => {
    await voidInvoiceByCreditNote(ctx, id, { reason: input.reason, issueDate: input.today ?? todayIso() });
    await releaseInvoiceWorkOrders(ctx, id);
  });
  return getInvoice(ctx, id);
}
