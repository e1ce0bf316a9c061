import { formatDate } from '../lib/dates';
import { agingBucketOf, agingBuckets, daysOverdue, type AgingBucket } from './receivables.rules';
import type { InvoiceStatus } from './invoices.rules';
import { paymentKindLabels, paymentMethodLabels, type PaymentKind, type PaymentMethod } from './payments.rules';

/**
 * A client statement (docs/decisions/024-pricing-multipliers-and-client-rate-cards.md): what the
 * client was charged and paid, line by line with a running balance, and what they owe at the end
 * of the period, aged. Issued invoices only (a draft has not reached the client, so it and its
 * deposits are left out). Every figure is as of the statement's `to` day: entries dated after it
 * do not count.
 */

export interface StatementInvoice {
  id: string;
  number: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  totalCents: number;
}

export interface StatementPayment {
  invoiceId: string;
  kind: PaymentKind;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  amountCents: number;
}

export interface StatementCreditNote {
  invoiceId: string;
  number: string;
  issueDate: string;
  amountCents: number;
}

/**
 * The period: `from` null is "all open items" (every invoice with a balance on `to`, with its
 * payments, from a balance of 0); a `from` day lists everything dated from `from` to `to` after
 * the opening balance (all that was owed before `from`).
 */
export interface StatementPeriod {
  from: string | null;
  to: string;
}

export type StatementLineKind = 'invoice' | PaymentKind | 'credit_note';

export interface StatementLine {
  kind: StatementLineKind;
  date: string;
  /** The invoice the line belongs to. */
  invoiceNumber: string;
  /** An invoice's due date. */
  dueDate: string | null;
  /** A credit note's number. */
  creditNoteNumber: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  /** What it adds to the balance: an invoice and a refund add, a payment and a credit note take away. */
  amountCents: number;
  /** The balance after this line. */
  balanceCents: number;
}

export interface StatementAgingRow {
  key: AgingBucket;
  label: string;
  balanceCents: number;
}

export interface Statement {
  period: StatementPeriod;
  openingBalanceCents: number;
  lines: StatementLine[];
  closingBalanceCents: number;
  aging: StatementAgingRow[];
}

const lineOrder: Record<StatementLineKind, number> = { invoice: 0, deposit: 1, payment: 2, refund: 3, credit_note: 4 };

/** Whether the invoice was issued to the client (drafts are not on a statement). */
const issued = (invoice: StatementInvoice) => invoice.status !== 'draft';

/** The invoice's balance on `day`: its total, less payments, plus refunds, less its credit note, dated up to `day`. */
function balanceOn(
  invoice: StatementInvoice,
  payments: StatementPayment[],
  creditNotes: StatementCreditNote[],
  day: string,
): number {
  if (invoice.issueDate > day) return 0;
  let balance = invoice.totalCents;
  for (const p of payments) {
    if (p.invoiceId === invoice.id && p.paidOn <= day) balance += p.kind === 'refund' ? p.amountCents : -p.amountCents;
  }
  for (const c of creditNotes) if (c.invoiceId === invoice.id && c.issueDate <= day) balance -= c.amountCents;
  return balance;
}

/** Which lines the statement lists and its running balance, closing balance and aging on `period.to`. */
export function buildStatement(
  input: { invoices: StatementInvoice[]; payments: StatementPayment[]; creditNotes: StatementCreditNote[] },
  period: StatementPeriod,
): Statement {
  const { to, from } = period;
  const invoices = input.invoices.filter((i) => issued(i) && i.issueDate <= to);
  const balances = new Map(invoices.map((i) => [i.id, balanceOn(i, input.payments, input.creditNotes, to)]));
  // Open items: the invoices still owing on `to`. A period: every issued invoice.
  const listed = from === null ? invoices.filter((i) => balances.get(i.id) !== 0) : invoices;
  const byId = new Map(listed.map((i) => [i.id, i]));

  const entries: Omit<StatementLine, 'balanceCents'>[] = [];
  const base = { dueDate: null, creditNoteNumber: null, method: null, reference: null };
  for (const invoice of listed) {
    entries.push({
      ...base,
      kind: 'invoice',
      date: invoice.issueDate,
      invoiceNumber: invoice.number,
      dueDate: invoice.dueDate,
      amountCents: invoice.totalCents,
    });
  }
  for (const p of input.payments) {
    const invoice = byId.get(p.invoiceId);
    if (!invoice || p.paidOn > to) continue;
    entries.push({
      ...base,
      kind: p.kind,
      date: p.paidOn,
      invoiceNumber: invoice.number,
      method: p.method,
      reference: p.reference,
      amountCents: p.kind === 'refund' ? p.amountCents : -p.amountCents,
    });
  }
  for (const c of input.creditNotes) {
    const invoice = byId.get(c.invoiceId);
    if (!invoice || c.issueDate > to) continue;
    entries.push({
      ...base,
      kind: 'credit_note',
      date: c.issueDate,
      invoiceNumber: invoice.number,
      creditNoteNumber: c.number,
      amountCents: -c.amountCents,
    });
  }
  entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.invoiceNumber.localeCompare(b.invoiceNumber) ||
      lineOrder[a.kind] - lineOrder[b.kind],
  );

  const before = from === null ? [] : entries.filter((e) => e.date < from);
  const openingBalanceCents = before.reduce((n, e) => n + e.amountCents, 0);
  let running = openingBalanceCents;
  const lines = entries
    .filter((e) => from === null || e.date >= from)
    .map((e) => {
      running += e.amountCents;
      return { ...e, balanceCents: running };
    });

  const aging = agingBuckets.map((b) => ({ key: b.key, label: b.label, balanceCents: 0 }));
  for (const invoice of invoices) {
    const balance = balances.get(invoice.id) ?? 0;
    if (balance === 0) continue;
    const row = aging.find((a) => a.key === agingBucketOf(daysOverdue(invoice.dueDate, to)));
    if (row) row.balanceCents += balance;
  }
  return { period, openingBalanceCents, lines, closingBalanceCents: running, aging };
}

/** What a statement line says: "Invoice INV-2026-001, due 02/04/2026", "Payment (Card, ref 4411) – INV-2026-001". */
export function statementLineLabel(line: StatementLine): string {
  switch (line.kind) {
    case 'invoice':
      return `Invoice ${line.invoiceNumber}${line.dueDate ? `, due ${formatDate(line.dueDate)}` : ''}`;
    case 'credit_note':
      return `Credit note ${line.creditNoteNumber ?? ''} – voids ${line.invoiceNumber}`;
    default: {
      const kind = paymentKindLabels[line.kind];
      const how = [
        line.method ? paymentMethodLabels[line.method] : null,
        line.reference ? `ref ${line.reference}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return `${kind}${how ? ` (${how})` : ''} – ${line.invoiceNumber}`;
    }
  }
}

export const statementMessages = {
  fromAfterTo: 'The start date must be on or before the end date',
} as const;
