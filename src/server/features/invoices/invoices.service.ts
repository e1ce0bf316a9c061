import { clientLabel } from '@shared/clients/client-label.rules';
import type {
  ClientAccount,
  Invoice,
  InvoiceList,
  InvoiceListItem,
  InvoiceListQueryValues,
  InvoicePayment,
  InvoiceWorkOrder,
  Receivables,
  ReceivablesQueryValues,
} from '@shared/invoices/invoices.contract';
import { agingBucketOf, agingBuckets, daysOverdue } from '@shared/invoices/receivables.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import {
  formatCreditNoteNumber,
  formatInvoiceNumber,
  invoiceDueDate,
  invoiceMessages,
  invoiceMoveRefusal,
  invoiceTotals,
  voidRefusal,
  type InvoiceStatus,
} from '@shared/invoices/invoices.rules';
import { AppError } from '@shared/lib/app-error';
import { documentMessages } from '@shared/document-links/document-links.rules';
import { inputBounds } from '@shared/lib/input-bounds';
import type { PaymentTerms } from '@shared/inventory/suppliers.rules';
import { fileUrl } from '../../platform/images';
import { yearOfIsoDate } from '@shared/lib/numbering';
import { pageOffset } from '@shared/lib/pagination';
import { transaction, type RequestContext } from '../../auth/request-context';
import { nextTeamCounter } from '../../db/team-counters';
import { getClient } from '../clients/clients.service';
import { countWorkOrdersOnInvoices, getWorkOrder, getWorkOrdersOfInvoice } from '../work-orders/work-orders.service';
import type { Storage } from '../../platform/storage';
import { pdfImageOf } from '../../platform/pdf-images';
import { addressLines, getShopDocumentIdentity, type ShopDocumentIdentity } from '../team/shop-identity.service';
import { renderClientStatementPdf } from './client-statement-pdf';
import { buildStatement, type StatementPayment } from '@shared/invoices/statement.rules';
import { renderBillingPdf, renderInvoicePdf, type InvoiceRecipient } from './invoice-pdf';
import {
  invoiceBalance,
  paidAfter,
  paymentRefusal,
  statusAfterPayment,
  type PaymentKind,
  type PaymentMethod,
} from '@shared/invoices/payments.rules';
import {
  countInvoices,
  findCreditNoteOf,
  findInvoiceView,
  insertCreditNote,
  insertInvoice,
  insertInvoicePayment,
  listInvoicePayments,
  listInvoicesPage,
  listReceivablesPage,
  listStatementCreditNotes,
  listStatementInvoices,
  listStatementPayments,
  sumReceivablesByBucket,
  lockInvoice,
  sumClientInvoices,
  updateInvoice,
  type InvoiceChanges,
  type InvoicePaymentRow,
  type InvoiceRow,
  type InvoiceView,
  type NewInvoicePayment,
} from './invoices.repository';

const invoiceNotFound = () => new AppError('not_found', invoiceMessages.notFound);

/**
 * What an invoice prints, frozen into it when it is issued (its `document`): who it is billed to,
 * the shop as it was, and its work orders with their lines. A later change of the client, the
 * shop or a released work order does not rewrite it.
 */
export interface InvoiceDocument {
  billTo: InvoiceRecipient;
  shop: ShopDocumentIdentity;
  workOrders: InvoiceWorkOrder[];
}

const documentOf = (row: InvoiceRow): InvoiceDocument | null => (row.document as InvoiceDocument | null) ?? null;

function toListItem(view: InvoiceView, workOrderCount: number): InvoiceListItem {
  const { row } = view;
  const document = documentOf(row);
  return {
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    clientId: row.clientId,
    clientName: document?.billTo.name ?? clientLabel(view.client),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    subtotalCents: row.subtotalCents,
    taxRatePercent: Number(row.taxRatePercent),
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: invoiceBalance(row),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidDate: row.paidDate,
    workOrderCount: document?.workOrders.length ?? workOrderCount,
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
  return (await readInvoice(ctx, id)).invoice;
}

/** The client as a document bills them now. */
async function billToOf(ctx: RequestContext, clientId: string): Promise<InvoiceRecipient> {
  const client = await getClient(ctx, clientId);
  return {
    name: client.label,
    email: client.email,
    phone: client.phone,
    addressLines: addressLines(client.billingAddress),
  };
}

/** What the invoice prints as the records stand now (its work orders with their lines). */
async function liveDocument(ctx: RequestContext, id: string, clientId: string): Promise<InvoiceDocument> {
  const [workOrders, shop, billTo] = await Promise.all([
    getWorkOrdersOfInvoice(ctx, id),
    getShopDocumentIdentity(ctx),
    billToOf(ctx, clientId),
  ]);
  return {
    billTo,
    shop,
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
      pricingTier: w.pricingTier,
      pricingMultiplier: w.pricingMultiplier,
    })),
  };
}

/**
 * Freezes what the invoice prints (bill-to, shop, work orders and lines) into it: called in the
 * transaction that issues it, once its work orders are on it.
 */
export async function freezeInvoiceDocument(ctx: RequestContext, id: string): Promise<void> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  const document = await liveDocument(ctx, id, invoice.clientId);
  await updateInvoice(ctx.team, id, { document: document as unknown as Record<string, unknown> });
}

/** The invoice (from its frozen document; live records for one issued before documents were kept). */
async function readInvoice(ctx: RequestContext, id: string): Promise<{ invoice: Invoice; logoKey: string | null }> {
  const view = await findInvoiceView(ctx.team, id);
  if (!view) throw invoiceNotFound();
  const [document, payments, creditNote] = await Promise.all([
    documentOf(view.row) ?? liveDocument(ctx, id, view.row.clientId),
    listInvoicePayments(ctx.team, id),
    view.row.status === 'void' ? findCreditNoteOf(ctx.team, id) : undefined,
  ]);
  const { logoKey, defaultTerms: _terms, ...shop } = document.shop;
  const invoice: Invoice = {
    ...toListItem(view, document.workOrders.length),
    clientName: document.billTo.name,
    notes: view.row.notes,
    shopName: shop.name,
    shop: { ...shop, logoUrl: fileUrl(logoKey) },
    billTo: document.billTo,
    terms: view.row.terms as PaymentTerms,
    workOrders: document.workOrders,
    payments: payments.map(toPayment),
    creditNote: creditNote
      ? {
          id: creditNote.id,
          number: creditNote.number,
          issueDate: creditNote.issueDate,
          amountCents: creditNote.amountCents,
          reason: creditNote.reason,
        }
      : null,
  };
  return { invoice, logoKey };
}

/** A new draft invoice for one client: what invoicing work orders makes of them. */
export interface DraftInvoice {
  clientId: string;
  issueDate: string;
  /** The work orders' totals. */
  workOrderTotalsCents: number[];
  notes: string | null | undefined;
}

/**
 * Saves a draft invoice numbered from the team's counter, due in 30 days, with 8.75 % tax (none for
 * a tax-exempt client); answers its id. Part of the caller's transaction (its work orders become
 * invoiced in it).
 */
export async function insertDraftInvoice(ctx: RequestContext, draft: DraftInvoice): Promise<string> {
  const client = await getClient(ctx, draft.clientId);
  const totals = invoiceTotals(draft.workOrderTotalsCents, { taxExempt: client.taxExempt });
  if (totals.totalCents > inputBounds.totalCents.max) {
    throw AppError.validation(invoiceMessages.totalTooLarge, { workOrderIds: invoiceMessages.totalTooLarge });
  }
  const year = yearOfIsoDate(draft.issueDate);
  const { defaultTerms: terms } = await getShopDocumentIdentity(ctx);
  const invoice = await insertInvoice(ctx.team, {
    number: formatInvoiceNumber(year, await nextTeamCounter(ctx.team, 'invoice', year)),
    clientId: draft.clientId,
    status: 'draft',
    issueDate: draft.issueDate,
    dueDate: invoiceDueDate(draft.issueDate, terms),
    terms,
    ...totals,
    notes: draft.notes?.trim() || null,
  });
  return invoice.id;
}

/** Moves the invoice to `to` with `changes`, if its status allows (409 otherwise). Part of the caller's transaction. */
async function moveInvoice(ctx: RequestContext, id: string, to: InvoiceStatus, changes: InvoiceChanges): Promise<void> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  const refusal = invoiceMoveRefusal(invoice.status as InvoiceStatus, to);
  if (refusal) throw AppError.conflict(refusal);
  await updateInvoice(ctx.team, id, { status: to, ...changes });
}

/** Mark sent: a draft invoice was sent to the client. */
export async function sendInvoice(ctx: RequestContext, id: string): Promise<Invoice> {
  await transaction(ctx, (ctx) => moveInvoice(ctx, id, 'sent', { sentAt: new Date() }));
  return getInvoice(ctx, id);
}

/**
 * The invoice was mailed to its client: a draft becomes sent; a sent or paid one is sent again as
 * it is; a void one is refused (409). Part of the caller's transaction.
 */
export async function markInvoiceMailed(ctx: RequestContext, id: string, at: Date): Promise<void> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'void') throw AppError.conflict(documentMessages.invoiceNotSendable);
  if (invoice.status === 'draft') await updateInvoice(ctx.team, id, { status: 'sent', sentAt: at });
}

function toPayment(row: InvoicePaymentRow): InvoicePayment {
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    method: row.method as PaymentMethod,
    reference: row.reference,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A deposit, payment or refund to record on an invoice. */
export type PaymentEntry = Pick<NewInvoicePayment, 'amountCents' | 'paidOn' | 'reference'> & {
  kind: PaymentKind;
  method: PaymentMethod;
  reason?: string | null | undefined;
};

/**
 * Records a deposit, payment or refund on the invoice: the invoice is locked, the entry refused
 * (409, with the balance) when it would pay more than the balance or refund more than was paid,
 * then its paid amount and status follow (paid at a balance of 0, reopened by a refund). Part of
 * the caller's transaction; answers the status it had and has now (its work orders follow it).
 */
export async function recordInvoicePayment(
  ctx: RequestContext,
  id: string,
  entry: PaymentEntry,
): Promise<{ from: InvoiceStatus; to: InvoiceStatus }> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  const from = invoice.status as InvoiceStatus;
  const refusal = paymentRefusal(invoice, entry);
  if (refusal) throw AppError.conflict(refusal);
  await insertInvoicePayment(ctx.team, { ...entry, invoiceId: id, reason: entry.reason ?? null });
  const paidCents = paidAfter(invoice.paidCents, entry);
  const to = statusAfterPayment(from, { totalCents: invoice.totalCents, paidCents, sent: invoice.sentAt !== null });
  await updateInvoice(ctx.team, id, {
    paidCents,
    status: to,
    paidDate: to === 'paid' ? (from === 'paid' ? invoice.paidDate : entry.paidOn) : null,
  });
  return { from, to };
}

/**
 * Voids the invoice by a credit note CN-{year}-{sequence} (the team's counter) for its total, with
 * the reason; 409 when already void or while money is paid on it. Nothing is deleted: the invoice
 * keeps its document and payments. Part of the caller's transaction (its work orders are released
 * in it).
 */
export async function voidInvoiceByCreditNote(
  ctx: RequestContext,
  id: string,
  input: { reason: string; issueDate: string },
): Promise<void> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  const refusal = voidRefusal({ status: invoice.status as InvoiceStatus, paidCents: invoice.paidCents });
  if (refusal) throw AppError.conflict(refusal);
  if (!invoice.document) await freezeInvoiceDocument(ctx, id);
  const year = yearOfIsoDate(input.issueDate);
  await insertCreditNote(ctx.team, {
    number: formatCreditNoteNumber(year, await nextTeamCounter(ctx.team, 'credit_note', year)),
    invoiceId: id,
    issueDate: input.issueDate,
    amountCents: invoice.totalCents,
    reason: input.reason,
  });
  await updateInvoice(ctx.team, id, { status: 'void', paidDate: null });
}

/** What is left to pay on the invoice (Mark Paid pays it), after locking it. Part of the caller's transaction. */
export async function lockInvoiceBalance(ctx: RequestContext, id: string): Promise<number> {
  const invoice = await lockInvoice(ctx.team, id);
  if (!invoice) throw invoiceNotFound();
  return invoiceBalance(invoice);
}

/** The invoice as a PDF, with its file name. */
export async function getInvoicePdf(
  storage: Storage,
  ctx: RequestContext,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { invoice, logoKey } = await readInvoice(ctx, id);
  const logo = await pdfImageOf(storage, logoKey);
  return { fileName: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice, logo) };
}

/**
 * A client's statement as a PDF, with its file name: open items on `to` (today unless given), or
 * every line from `from` to `to`; the shop and the client as they are now. 404 for a client that
 * is not the team's.
 */
export async function getClientStatementPdf(
  storage: Storage,
  ctx: RequestContext,
  clientId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const today = todayIso();
  const to = query.to ?? today;
  const [billTo, shop, invoices, payments, creditNotes] = await Promise.all([
    billToOf(ctx, clientId),
    getShopDocumentIdentity(ctx),
    listStatementInvoices(ctx.team, clientId, to),
    listStatementPayments(ctx.team, clientId, to),
    listStatementCreditNotes(ctx.team, clientId, to),
  ]);
  const statement = buildStatement(
    {
      invoices: invoices.map((i) => ({ ...i, status: i.status as InvoiceStatus })),
      payments: payments as StatementPayment[],
      creditNotes,
    },
    { from: query.from ?? null, to },
  );
  const logo = await pdfImageOf(storage, shop.logoKey);
  const pdf = await renderClientStatementPdf({ shop, billTo, issuedOn: today, statement }, logo);
  return { fileName: `statement-${to}.pdf`, pdf };
}

/**
 * A work order as an estimate: what the client is asked to approve, as a PDF with its file name
 * (the shop as it is now, the client, the lines and the estimated total).
 */
export async function getEstimatePdf(
  storage: Storage,
  ctx: RequestContext,
  workOrderId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const workOrder = await getWorkOrder(ctx, workOrderId);
  const [shop, billTo] = await Promise.all([getShopDocumentIdentity(ctx), billToOf(ctx, workOrder.clientId)]);
  const logo = await pdfImageOf(storage, shop.logoKey);
  const headerLines = [`Date: ${formatDate(workOrder.createdAt.slice(0, 10))}`];
  if (workOrder.requestedDate) headerLines.push(`Requested: ${formatDate(workOrder.requestedDate)}`);
  const footer = [{ lines: ['Estimated amounts before tax; the invoice follows the work done.'] }];
  if (workOrder.description) footer.unshift({ lines: [workOrder.description] });
  const pdf = await renderBillingPdf(
    {
      title: `Estimate ${workOrder.number}`,
      shop,
      headerLines,
      recipientLabel: 'Prepared for',
      recipient: billTo,
      workOrders: [{ ...workOrder, totalCents: workOrder.estimatedTotalCents }],
      totals: [{ label: 'Estimated total', value: formatCents(workOrder.estimatedTotalCents), bold: true }],
      footer,
    },
    logo,
  );
  return { fileName: `Estimate-${workOrder.number}.pdf`, pdf };
}

/** A client's Total Spent (paid invoices), balance (invoices not yet paid) and last payment. */
export async function getClientAccount(ctx: RequestContext, clientId: string): Promise<ClientAccount> {
  await getClient(ctx, clientId);
  const sums = await sumClientInvoices(ctx.team, clientId);
  return { clientId, totalSpentCents: sums.paid, balanceCents: sums.unpaid, lastPaymentDate: sums.lastPaid };
}

/** Receivables on `today`: sent invoices with a balance, oldest due first, and the aging totals. */
export async function getReceivables(ctx: RequestContext, query: ReceivablesQueryValues): Promise<Receivables> {
  const today = query.today ?? todayIso();
  const [views, sums] = await Promise.all([
    listReceivablesPage(ctx.team, { limit: query.pageSize, offset: pageOffset(query) }),
    sumReceivablesByBucket(ctx.team, today),
  ]);
  const buckets = agingBuckets.map((b) => {
    const sum = sums.find((row) => row.bucket === b.key);
    return { key: b.key, label: b.label, count: sum?.count ?? 0, balanceCents: sum?.balanceCents ?? 0 };
  });
  return {
    today,
    items: views.map((view) => {
      const days = daysOverdue(view.row.dueDate, today);
      return { ...toListItem(view, 0), daysOverdue: days, bucket: agingBucketOf(days) };
    }),
    total: buckets.reduce((n, b) => n + b.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    buckets,
    totalBalanceCents: buckets.reduce((n, b) => n + b.balanceCents, 0),
  };
}
