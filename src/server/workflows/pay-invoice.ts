import type { Invoice } from '@shared/invoices/invoices.contract';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../auth/request-context';
import { getInvoice, markInvoicePaid } from '../features/invoices/invoices.service';
import { markInvoiceWorkOrdersPaid } from '../features/work-orders/work-orders.service';

/**
 * Mark paid: the invoice and its work orders are paid, in one transaction, so the client's total
 * spent grows by its total and their balance drops by it.
 */
export async function payInvoice(ctx: RequestContext, id: string, today: string = todayIso()): Promise<Invoice> {
  await transaction(ctx, async (ctx) => {
    await markInvoicePaid(ctx, id, today);
    await markInvoiceWorkOrdersPaid(ctx, id);
  });
  return getInvoice(ctx, id);
}
