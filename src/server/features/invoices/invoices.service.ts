import { clientLabel } from '@shared/clients/client-label.rules';
import type {
  ClientAccount,
  CreateInvoice,
  Invoice,
  InvoiceList,
  InvoiceListItem,
  InvoiceListQueryValues,
} from '@shared/invoices/invoices.contract';
import {
  consolidationRefusal,
  formatInvoiceNumber,
  invoiceDueDate,
  invoiceMessages,
  invoiceMoveRefusal,
  invoiceTotals,
  type InvoiceStatus,
} from '@shared/invoices/invoices.rules';
import { AppError } from '@shared/lib/app-error';
import { inputBounds } from '@shared/lib/input-bounds';
import { todayIso } from '@shared/lib/dates';
import { yearOfIsoDate } from '@shared/lib/numbering';
import { pageOffset } from '@shared/lib/pagination';
import { transaction, type RequestContext } from '../../auth/request-context';
import { nextTeamCounter } from '../../db/team-counters';
import { getClient } from '../clients/clients.service';
import {
  countWorkOrdersOnInvoices,
  getWorkOrdersOfInvoice,
  lockWorkOrdersForInvoice,
  markInvoiceWorkOrdersPaid,
  markWorkOrdersInvoiced,
} from '../work-orders/work-orders.service';
import { renderInvoicePdf, type InvoiceRecipient } from './invoice-pdf';
import {
  countInvoices,
  findInvoiceView,
  insertInvoice,
  listInvoicesPage,
  lockInvoice,
  sumClientInvoices,
  updateInvoice,
  type InvoiceView,
} from './invoices.repository';

const invoiceNotFound = () => new AppError('not_found', invoiceMessages.notFound);

function toListItem(view: InvoiceView, workOrderCount: number): InvoiceListItem {
  const { row } = view;
  return {
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    clientId: row.clientId,
    clientName: clientLabel(view.client),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    subtotalCents: row.subtotalCents,
    taxRatePercent: Number(row.taxRatePercent),
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    sentAt: row.sentAt?.toISOString() ?? null,
    paidDate: row.paidDate,
    workOrderCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvoices(ctx: RequestContext, query: InvoiceListQueryValues): Promise<InvoiceList> {
  const filter = { status: query.status, clientId: query.clientId, search: query.search };
  const [views, total] = await Promise.all([
    listInvoicesPage(ctx.team, { ...filter, limit: query.pageSize, offset: pageOffset(query) }),
    countInvoices(ctx.team, filter),
  ]);
  const counts = await countWorkOrdersOnInvoices(
    ctx,
    views.map((v) => v.row.id),
  );
  return {
    items: views.map((v) => toListItem(v, counts.get(v.row.id) ?? 0)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getInvoice(ctx: RequestContext, id: string): Promise<Invoice> {
  const view = await findInvoiceView(ctx.team, id);
  if (!view) throw invoiceNotFound();
  const workOrders = await getWorkOrdersOfInvoice(ctx, id);
  return {
    ...toListItem(view, workOrders.length),
    notes: view.row.notes,
    shopName: ctx.teamName,
    workOrders: workOrders.map((w) => ({
      id: w.id,
      number: w.number,
      title: w.title,
      carId: w.carId,
      carName: w.carName,
      totalCents: w.actualTotalCents,
      eventCharges: w.eventCharges,
      serviceCharges: w.serviceCharges,
      partsCharges: w.partsCharges,
      damageCharges: w.damageCharges,
    })),
  };
}

/**
 * Create Consolidated Invoice: approved work orders of one client become one draft invoice,
 * numbered from the team's counter, issued today and due in 30 days, with 8.75 % tax (none for
 * a tax-exempt client). Its work orders become invoiced in the same transaction; two requests
 * for the same work order cannot both succeed (the rows are locked, then moved only from
 * approved).
 */
export async function createInvoice(ctx: RequestContext, input: CreateInvoice): Promise<Invoice> {
  const issueDate = input.today ?? todayIso();
  const id = await transaction(ctx, async (ctx) => {
    const workOrders = await lockWorkOrdersForInvoice(ctx, input.workOrderIds);
    const refusal = consolidationRefusal(workOrders);
    if (refusal) {
      throw refusal.conflict
        ? AppError.conflict(refusal.message)
        : AppError.validation(refusal.message, { workOrderIds: refusal.message });
    }
    const clientId = workOrders[0]?.clientId ?? '';
    const client = await getClient(ctx, clientId);
    const totals = invoiceTotals(
      workOrders.map((w) => w.actualTotalCents),
      { taxExempt: client.taxExempt },
    );
    if (totals.totalCents > inputBounds.totalCents.max) {
      throw AppError.validation(invoiceMessages.totalTooLarge, { workOrderIds: invoiceMessages.totalTooLarge });
    }
    const year = yearOfIsoDate(issueDate);
    const invoice = await insertInvoice(ctx.team, {
      number: formatInvoiceNumber(year, await nextTeamCounter(ctx.team, 'invoice', year)),
      clientId,
      status: 'draft',
      issueDate,
      dueDate: invoiceDueDate(issueDate),
      ...totals,
      notes: input.notes?.trim() || null,
    });
    const moved = await markWorkOrdersInvoiced(
      ctx,
      workOrders.map((w) => w.id),
      invoice.id,
    );
    if (moved !== workOrders.length) throw AppError.conflict(invoiceMessages.notApproved);
    return invoice.id;
  });
  return getInvoice(ctx, id);
}

/** Mark sent: a draft invoice was sent to the client. */
export async function sendInvoice(ctx: RequestContext, id: string): Promise<Invoice> {
  await transaction(ctx, async (ctx) => {
    const invoice = await lockInvoice(ctx.team, id);
    if (!invoice) throw invoiceNotFound();
    const refusal = invoiceMoveRefusal(invoice.status as InvoiceStatus, 'sent');
    if (refusal) throw AppError.conflict(refusal);
    await updateInvoice(ctx.team, id, { status: 'sent', sentAt: new Date() });
  });
  return getInvoice(ctx, id);
}

/**
 * Mark paid: the invoice and its work orders are paid, so the client's total spent grows by its
 * total and their balance drops by it.
 */
export async function payInvoice(ctx: RequestContext, id: string, today: string = todayIso()): Promise<Invoice> {
  await transaction(ctx, async (ctx) => {
    const invoice = await lockInvoice(ctx.team, id);
    if (!invoice) throw invoiceNotFound();
    const refusal = invoiceMoveRefusal(invoice.status as InvoiceStatus, 'paid');
    if (refusal) throw AppError.conflict(refusal);
    await updateInvoice(ctx.team, id, { status: 'paid', paidDate: today });
    await markInvoiceWorkOrdersPaid(ctx, id);
  });
  return getInvoice(ctx, id);
}

/** The invoice as a PDF, with its file name. */
export async function getInvoicePdf(ctx: RequestContext, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await getInvoice(ctx, id);
  const client = await getClient(ctx, invoice.clientId);
  const address = client.billingAddress;
  const cityLine = [address?.city, [address?.state, address?.postalCode].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const recipient: InvoiceRecipient = {
    name: client.label,
    email: client.email,
    phone: client.phone,
    addressLines: [address?.street ?? '', cityLine].filter((line) => line.trim() !== ''),
  };
  return { fileName: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice, recipient) };
}

/** A client's Total Spent (paid invoices), balance (invoices not yet paid) and last payment. */
export async function getClientAccount(ctx: RequestContext, clientId: string): Promise<ClientAccount> {
  await getClient(ctx, clientId);
  const sums = await sumClientInvoices(ctx.team, clientId);
  return { clientId, totalSpentCents: sums.paid, balanceCents: sums.unpaid, lastPaymentDate: sums.lastPaid };
}
