import { daysBetweenIso } from '../lib/dates';
import { invoiceStatusColors, invoiceStatusLabels, type InvoiceStatus } from './invoices.rules';

/**
 * Receivables: what clients owe on sent invoices, aged by how far past its due date each is.
 * An invoice is overdue when it was sent, still has a balance and its due date has passed.
 */
export const agingBuckets = [
  { key: 'current', label: 'Current', maxDays: 0 },
  { key: 'days1to30', label: '1–30 days', maxDays: 30 },
  { key: 'days31to60', label: '31–60 days', maxDays: 60 },
  { key: 'days61to90', label: '61–90 days', maxDays: 90 },
  { key: 'over90', label: 'Over 90 days', maxDays: null },
] as const;
export type AgingBucket = (typeof agingBuckets)[number]['key'];
export const agingBucketKeys = agingBuckets.map((b) => b.key) as [AgingBucket, ...AgingBucket[]];

/** Days past the due date on `today` (0 on or before it). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, daysBetweenIso(dueDate, today));
}

/** The aging bucket of an invoice `days` past due: current (not yet due), 1–30, 31–60, 61–90, over 90. */
export function agingBucketOf(days: number): AgingBucket {
  return agingBuckets.find((b) => b.maxDays === null || days <= b.maxDays)?.key ?? 'over90';
}

/** Whether the invoice is overdue on `today`: sent, a balance left, past its due date. */
export function isOverdue(
  invoice: { status: InvoiceStatus; dueDate: string; balanceCents: number },
  today: string,
): boolean {
  return invoice.status === 'sent' && invoice.balanceCents > 0 && daysOverdue(invoice.dueDate, today) > 0;
}

/** The status a user sees: Overdue (with its days) for an overdue invoice, otherwise its own. */
export function invoiceDisplayStatus(
  invoice: { status: InvoiceStatus; dueDate: string; balanceCents: number },
  today: string,
): { label: string; color: string; daysOverdue: number } {
  if (isOverdue(invoice, today)) {
    const days = daysOverdue(invoice.dueDate, today);
    return { label: 'Overdue', color: 'red', daysOverdue: days };
  }
  return { label: invoiceStatusLabels[invoice.status], color: invoiceStatusColors[invoice.status], daysOverdue: 0 };
}

/** "3 days overdue", "1 day overdue". */
export function overdueLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
}
