import { addDaysIso } from '../lib/dates';
import { dollarsLabel, inputBounds } from '../lib/input-bounds';
import { formatCents } from '../lib/money';
import { formatTeamNumber } from '../lib/numbering';
import type { PaymentTerms } from '../inventory/suppliers.rules';

/** Spec section 9, "Invoicing": tax 8.75 %, due 30 days after the issue date. */
export const invoiceTaxRatePercent = 8.75;
export const invoiceDueDays = 30;

export const invoiceStatuses = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
};
export const invoiceStatusColors: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  paid: 'green',
  void: 'dark',
};

/** CN-{year}-{sequence, at least 3 digits}: the credit note that voids an invoice. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return formatTeamNumber('CN', year, sequence);
}

/**
 * Why the invoice cannot be voided by a credit note, or null: not twice, and not while money is
 * paid on it (refund it first: the credit note cancels what is owed, a refund gives money back).
 */
export function voidRefusal(invoice: { status: InvoiceStatus; paidCents: number }): string | null {
  if (invoice.status === 'void') return invoiceMessages.alreadyVoid;
  if (invoice.paidCents > 0) return invoiceMessages.refundBeforeVoid(invoice.paidCents);
  return null;
}

/** INV-{year}-{sequence, at least 3 digits}. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return formatTeamNumber('INV', year, sequence);
}

/** Days from issue to due under each of the spec's payment terms (COD, Prepaid, Due on Receipt: the issue day). */
export const termsDueDays: Record<PaymentTerms, number> = {
  'Net 30': invoiceDueDays,
  'Net 15': 15,
  'Net 60': 60,
  COD: 0,
  Prepaid: 0,
  'Due on Receipt': 0,
};

/** The due date: the issue date plus the terms' days (Net 30, the spec's 30 days, by default). */
export function invoiceDueDate(issueDate: string, terms: PaymentTerms = 'Net 30'): string {
  return addDaysIso(issueDate, termsDueDays[terms]);
}

/**
 * Tax on a subtotal in cents at `ratePercent` (8.75), rounded half up to the cent, once per
 * invoice. Exact: the rate is taken to hundredths of a percent (basis points).
 */
export function taxCents(subtotalCents: number, ratePercent: number = invoiceTaxRatePercent): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((subtotalCents * basisPoints + 5_000) / 10_000);
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
}

/**
 * An invoice's totals from its work orders' totals (each already whole cents, the sum of its
 * lines): subtotal, tax at 8.75 % (0 for a tax-exempt client) and total.
 */
export function invoiceTotals(
  workOrderTotalsCents: readonly number[],
  options: { taxExempt?: boolean } = {},
): InvoiceTotals {
  const subtotalCents = workOrderTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const taxRatePercent = options.taxExempt ? 0 : invoiceTaxRatePercent;
  const tax = taxCents(subtotalCents, taxRatePercent);
  return { subtotalCents, taxRatePercent, taxCents: tax, totalCents: subtotalCents + tax };
}

/** Where an invoice may go: draft → sent → paid, or paid straight from draft. */
const transitions: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['sent', 'paid', 'void'],
  sent: ['paid', 'void'],
  paid: [],
  void: [],
};

export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return transitions[from].includes(to);
}

/** Why an invoice cannot move to `to`, or null when it can. */
export function invoiceMoveRefusal(from: InvoiceStatus, to: InvoiceStatus): string | null {
  if (canMoveInvoice(from, to)) return null;
  if (from === 'paid') return invoiceMessages.alreadyPaid;
  if (from === 'void') return invoiceMessages.alreadyVoid;
  if (from === to) return `This invoice is already ${invoiceStatusLabels[to].toLowerCase()}`;
  return `An invoice cannot go from ${invoiceStatusLabels[from]} to ${invoiceStatusLabels[to]}`;
}

/**
 * Why these work orders cannot go on one invoice, or null: at least one, all approved, all of
 * one client.
 */
export function consolidationRefusal(
  workOrders: readonly { status: string; clientId: string }[],
): { message: string; conflict: boolean } | null {
  if (workOrders.length === 0) return { message: invoiceMessages.noWorkOrders, conflict: false };
  if (workOrders.some((w) => w.status !== 'approved')) return { message: invoiceMessages.notApproved, conflict: true };
  const client = workOrders[0]?.clientId;
  if (workOrders.some((w) => w.clientId !== client)) return { message: invoiceMessages.mixedClients, conflict: false };
  return null;
}

/**
 * A client's account from their invoices: total spent (what they have paid, payments less refunds)
 * and balance (what they still owe: each invoice's total less what was paid on it).
 */
export function clientAccount(invoices: readonly { status: InvoiceStatus; totalCents: number; paidCents: number }[]): {
  totalSpentCents: number;
  balanceCents: number;
} {
  let totalSpentCents = 0;
  let balanceCents = 0;
  for (const invoice of invoices) {
    totalSpentCents += invoice.paidCents;
    // A voided invoice is owed no more (its credit note cancels it).
    if (invoice.status !== 'void') balanceCents += invoice.totalCents - invoice.paidCents;
  }
  return { totalSpentCents, balanceCents };
}

/** The tax line's label: "Tax (8.75%)", or "Tax exempt" for a tax-exempt client's invoice (no tax). */
export function invoiceTaxLabel(taxRatePercent: number): string {
  return taxRatePercent > 0 ? `Tax (${taxRatePercent}%)` : 'Tax exempt';
}

export const invoiceMessages = {
  notFound: 'Invoice not found',
  noWorkOrders: 'Select at least one approved work order',
  notApproved: 'Only approved work orders can be invoiced',
  mixedClients: 'All work orders on one invoice must belong to the same client',
  alreadyPaid: 'This invoice has already been paid',
  alreadyVoid: 'This invoice has been voided by a credit note',
  refundBeforeVoid: (paidCents: number) => `Refund the ${formatCents(paidCents)} paid before voiding this invoice`,
  reasonRequired: 'Enter the reason for the credit note',
  voided: (invoice: string, creditNote: string) => `Invoice ${invoice} voided by credit note ${creditNote}`,
  created: (number: string) => `Invoice ${number} created`,
  createFailed: 'Error creating invoice. Please try again.',
  taxLabel: `Tax (${invoiceTaxRatePercent}%)`,
  totalTooLarge: `An invoice can total at most ${dollarsLabel(inputBounds.totalCents.max)}`,
} as const;
