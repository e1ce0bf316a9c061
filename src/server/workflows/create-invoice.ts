import type { CreateInvoice, Invoice } from '@shared/invoices/invoices.contract';
import { consolidationRefusal, invoiceMessages } from '@shared/invoices/invoices.rules';
import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../auth/request-context';
import { freezeInvoiceDocument, getInvoice, insertDraftInvoice } from '../features/invoices/invoices.service';
import { lockWorkOrdersForInvoice, markWorkOrdersInvoiced } from '../features/work-orders/work-orders.service';

/**
 * Create Consolidated Invoice: approved work orders of one client become one draft invoice,
 * numbered from the team's counter, issued today and due in 30 days, with 8.75 % tax (none for
 * a tax-exempt client). Its work orders become invoiced in the same transaction, and what it
 * prints (bill-to, shop, lines) is frozen into it; two requests
 * for the same work order cannot both succeed (the rows are locked, then moved only from
 * approved).
 */
export async function createInvoice(ctx: RequestContext, input: CreateInvoice): Promise<Invoice> {
  const id = await transaction(ctx, async (ctx) => {
    const workOrders = await lockWorkOrdersForInvoice(ctx, input.workOrderIds);
    const refusal = consolidationRefusal(workOrders);
    if (refusal) {
      throw refusal.conflict
        ? AppError.conflict(refusal.message)
        : AppError.validation(refusal.message, { workOrderIds: refusal.message });
    }
    const invoiceId = await insertDraftInvoice(ctx, {
      clientId: workOrders[0]?.clientId ?? '',
      issueDate: input.today ?? todayIso(),
      workOrderTotalsCents: workOrders.map((w) => w.actualTotalCents),
      notes: input.notes,
    });
    const moved = await markWorkOrdersInvoiced(
      ctx,
      workOrders.map((w) => w.id),
      invoiceId,
    );
    if (moved !== workOrders.length) throw AppError.conflict(invoiceMessages.notApproved);
    await freezeInvoiceDocument(ctx, invoiceId);
    return invoiceId;
  });
  return getInvoice(ctx, id);
}
