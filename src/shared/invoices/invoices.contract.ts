import { statementMessages } from './statement.rules';
import { pricingTiers } from '../work-orders/pricing-tier.rules';
import { z } from 'zod';
import { pageParam, pageSizeParam } from '../lib/pagination';
import { storableString } from '../lib/input-bounds';
import { boundedInteger, centsMessages, inputBounds } from '../lib/input-bounds';
import { isoDate, optionalText, requiredText, searchText } from '../lib/schema-helpers';
import { paymentKinds, paymentMessages, paymentMethods } from './payments.rules';
import { agingBucketKeys } from './receivables.rules';
import {
  damageChargeSchema,
  eventChargeSchema,
  partsChargeSchema,
  serviceChargeSchema,
} from '../work-orders/work-orders.contract';
import { paymentTerms } from '../inventory/suppliers.rules';
import { invoiceMessages, invoiceStatuses } from './invoices.rules';

/**
 * POST /api/invoices (Create Consolidated Invoice): approved work orders of one client. The
 * invoice is saved as a draft, issued `today` (the user's day; the server's when left out) and
 * due 30 days later; its work orders become invoiced in the same transaction.
 */
export const createInvoiceSchema = z.object({
  workOrderIds: z
    .array(z.uuid({ error: 'Work order not found' }), { error: invoiceMessages.noWorkOrders })
    .min(1, invoiceMessages.noWorkOrders)
    .max(200, 'At most 200 work orders on one invoice'),
  today: isoDate('Enter a valid date').optional(),
  notes: storableString().max(5000, 'At most 5000 characters').nullish(),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;
export type CreateInvoice = z.output<typeof createInvoiceSchema>;

/**
 * POST /api/invoices/:id/pay (Mark Paid): records a payment of the whole balance on `today` (the
 * user's day; the server's when left out), by `method` (other when left out).
 */
export const payInvoiceSchema = z
  .object({
    today: isoDate('Enter a valid date').optional(),
    method: z.enum(paymentMethods, { error: paymentMessages.methodInvalid }).default('other'),
    reference: optionalText(100),
  })
  .default({ method: 'other', reference: null });
export type PayInvoice = Partial<z.output<typeof payInvoiceSchema>>;

const paymentFields = {
  amountCents: boundedInteger('Amount', inputBounds.paymentCents, {
    ...centsMessages('Amount', inputBounds.paymentCents),
    type: paymentMessages.amountRequired,
    min: paymentMessages.amountRequired,
  }),
  paidOn: isoDate('Enter a valid date'),
  method: z.enum(paymentMethods, { error: paymentMessages.methodInvalid }),
  /** A check number, a card slip, a transfer's reference. */
  reference: optionalText(100),
};

/** POST /api/invoices/:id/payments: a deposit (before the work) or a payment, at most the balance. */
export const recordPaymentSchema = z.object({
  kind: z.enum(['deposit', 'payment'], { error: paymentMessages.kindInvalid }).default('payment'),
  ...paymentFields,
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

/** POST /api/invoices/:id/refunds: money given back, at most what was paid, with its reason. */
export const recordRefundSchema = z.object({
  ...paymentFields,
  reason: requiredText(paymentMessages.reasonRequired, 500),
});
export type RecordRefundInput = z.input<typeof recordRefundSchema>;
export type RecordRefund = z.output<typeof recordRefundSchema>;

/** POST /api/invoices/:id/void: a credit note voids the invoice, issued `today` (the user's day; the server's when left out). */
export const voidInvoiceSchema = z.object({
  reason: requiredText(invoiceMessages.reasonRequired, 500),
  today: isoDate('Enter a valid date').optional(),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceSchema>;
export type VoidInvoice = z.output<typeof voidInvoiceSchema>;

export const creditNoteSchema = z.object({
  id: z.uuid(),
  /** CN-{year}-{sequence}. */
  number: z.string(),
  issueDate: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(paymentKinds),
  amountCents: z.number().int(),
  paidOn: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(invoicePaymentSchema, { id: 'InvoicePayment' });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

const invoiceHeader = {
  id: z.uuid(),
  /** INV-{year}-{sequence}. */
  number: z.string(),
  status: z.enum(invoiceStatuses),
  clientId: z.uuid(),
  /** clientLabel() of the client. */
  clientName: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  subtotalCents: z.number().int(),
  /** 8.75, or 0 for a tax-exempt client. */
  taxRatePercent: z.number(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** Deposits and payments less refunds. */
  paidCents: z.number().int(),
  /** What is still owed: total − paid. */
  balanceCents: z.number().int(),
  sentAt: z.string().nullable(),
  paidDate: z.string().nullable(),
  workOrderCount: z.number().int(),
  createdAt: z.string(),
};

export const invoiceListItemSchema = z.object(invoiceHeader);
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceWorkOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  carId: z.uuid(),
  carName: z.string(),
  totalCents: z.number().int(),
  eventCharges: z.array(eventChargeSchema),
  serviceCharges: z.array(serviceChargeSchema),
  partsCharges: z.array(partsChargeSchema),
  damageCharges: z.array(damageChargeSchema),
  /** Rush, weekend or holiday work: the multiplier its labour lines took (absent on documents issued before tiers). */
  pricingTier: z.enum(pricingTiers).optional(),
  pricingMultiplier: z.number().optional(),
});
export type InvoiceWorkOrder = z.infer<typeof invoiceWorkOrderSchema>;

/** The shop issuing an invoice, as its documents print it (Settings → Team). */
export const invoiceShopSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Remit-to: how the shop wants to be paid. */
  paymentInstructions: z.string().nullable(),
});
export type InvoiceShop = z.infer<typeof invoiceShopSchema>;

/** An invoice with its work orders and their lines (the Preview and the PDF). */
export const invoiceSchema = z.object({
  ...invoiceHeader,
  notes: z.string().nullable(),
  /** The shop (the team) issuing it. */
  shopName: z.string(),
  shop: invoiceShopSchema,
  /** Who it is billed to, as it was issued. */
  billTo: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The payment terms its due date follows (the shop's default terms when it was issued). */
  terms: z.enum(paymentTerms),
  workOrders: z.array(invoiceWorkOrderSchema),
  /** Deposits, payments and refunds, oldest first. */
  payments: z.array(invoicePaymentSchema),
  /** The credit note that voided it, if one did. */
  creditNote: creditNoteSchema.nullable(),
});
z.globalRegistry.add(invoiceSchema, { id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoices: newest first; `search` matches the number or the client's name. */
export const invoiceListQuerySchema = z.object({
  status: z.enum(invoiceStatuses, { error: 'Choose draft, sent, paid or void' }).optional(),
  clientId: z.uuid({ error: 'Choose one of your clients' }).optional(),
  search: searchText().optional(),
  page: pageParam(),
  pageSize: pageSizeParam(20),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export type InvoiceListQueryValues = z.output<typeof invoiceListQuerySchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * GET /api/clients/:id/account: what the client has paid (Total Spent, from paid invoices) and
 * still owes (balance: invoices not yet paid), and when they last paid.
 */
export const clientAccountSchema = z.object({
  clientId: z.uuid(),
  totalSpentCents: z.number().int(),
  balanceCents: z.number().int(),
  lastPaymentDate: z.string().nullable(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

/** GET /api/invoices/receivables: aged on `today` (the user's day; the server's when left out). */
export const receivablesQuerySchema = z.object({
  today: isoDate('Enter a valid date').optional(),
  page: pageParam(),
  pageSize: pageSizeParam(20),
});
export type ReceivablesQuery = z.input<typeof receivablesQuerySchema>;
export type ReceivablesQueryValues = z.output<typeof receivablesQuerySchema>;

export const receivableSchema = invoiceListItemSchema.extend({
  /** Days past the due date (0 while current). */
  daysOverdue: z.number().int(),
  bucket: z.enum(agingBucketKeys),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** Sent invoices with a balance, oldest due first, with each aging bucket's count and balance and the total. */
export const receivablesSchema = z.object({
  today: z.string(),
  items: z.array(receivableSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  buckets: z.array(
    z.object({
      key: z.enum(agingBucketKeys),
      label: z.string(),
      count: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  totalBalanceCents: z.number().int(),
});
z.globalRegistry.add(receivablesSchema, { id: 'Receivables' });
export type Receivables = z.infer<typeof receivablesSchema>;

/**
 * GET /api/clients/:id/statement.pdf: `to` defaults to today; without `from` the statement lists
 * the open items, with it every line from `from` to `to` after the opening balance.
 */
export const statementQuerySchema = z
  .object({
    from: isoDate('Enter a valid start date').optional(),
    to: isoDate('Enter a valid end date').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: statementMessages.fromAfterTo, path: ['from'] });
export type StatementQuery = z.input<typeof statementQuerySchema>;
