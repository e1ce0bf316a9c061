import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceStatuses } from './invoices.rules';
import { paymentMethods } from './payments.rules';
import {
  buildStatement,
  statementLineLabel,
  type StatementCreditNote,
  type StatementInvoice,
  type StatementPayment,
} from './statement.rules';

const inv = (
  id: string,
  issueDate: string,
  dueDate: string,
  totalCents: number,
  status = 'sent',
): StatementInvoice => ({
  id,
  number: `INV-2026-00${id}`,
  status: status as StatementInvoice['status'],
  issueDate,
  dueDate,
  totalCents,
});

const invoices = [
  inv('1', '2026-01-05', '2026-02-04', 100_000, 'paid'),
  inv('2', '2026-02-10', '2026-03-12', 50_000),
  inv('3', '2026-03-01', '2026-03-31', 30_000, 'void'),
  inv('4', '2026-04-01', '2026-05-01', 20_000),
  inv('5', '2026-04-02', '2026-05-02', 99_999, 'draft'),
];
const payments: StatementPayment[] = [
  { invoiceId: '1', kind: 'deposit', paidOn: '2026-01-02', method: 'cash', reference: null, amountCents: 40_000 },
  { invoiceId: '1', kind: 'payment', paidOn: '2026-01-20', method: 'card', reference: '4411', amountCents: 60_000 },
  { invoiceId: '2', kind: 'payment', paidOn: '2026-03-01', method: 'check', reference: '1002', amountCents: 10_000 },
  { invoiceId: '5', kind: 'deposit', paidOn: '2026-04-02', method: 'cash', reference: null, amountCents: 5_000 },
];
const creditNotes: StatementCreditNote[] = [
  { invoiceId: '3', number: 'CN-2026-001', issueDate: '2026-03-05', amountCents: 30_000 },
];
const all = { invoices, payments, creditNotes };

describe('client statement', () => {
  it('open items: the invoices still owing on the day, with their payments, from 0; drafts left out', () => {
    const s = buildStatement(all, { from: null, to: '2026-04-15' });
    expect(s.openingBalanceCents).toBe(0);
    expect(s.lines.map((l) => [l.kind, l.date, l.invoiceNumber, l.amountCents, l.balanceCents])).toEqual([
      ['invoice', '2026-02-10', 'INV-2026-002', 50_000, 50_000],
      ['payment', '2026-03-01', 'INV-2026-002', -10_000, 40_000],
      ['invoice', '2026-04-01', 'INV-2026-004', 20_000, 60_000],
    ]);
    expect(s.closingBalanceCents).toBe(60_000);
    // INV-002 is 34 days past due on 04-15, INV-004 not yet due.
    expect(Object.fromEntries(s.aging.map((a) => [a.key, a.balanceCents]))).toEqual({
      current: 20_000,
      days1to30: 0,
      days31to60: 40_000,
      days61to90: 0,
      over90: 0,
    });
  });

  it('a period: the opening balance of what came before, then every line in it, in date order', () => {
    const s = buildStatement(all, { from: '2026-01-10', to: '2026-03-31' });
    // Before 01-10: INV-001 issued 01-05 (+1,000.00) less the deposit of 01-02 (−400.00).
    expect(s.openingBalanceCents).toBe(60_000);
    expect(s.lines.map((l) => [l.kind, l.invoiceNumber, l.amountCents, l.balanceCents])).toEqual([
      ['payment', 'INV-2026-001', -60_000, 0],
      ['invoice', 'INV-2026-002', 50_000, 50_000],
      // Same day: by invoice number.
      ['payment', 'INV-2026-002', -10_000, 40_000],
      ['invoice', 'INV-2026-003', 30_000, 70_000],
      ['credit_note', 'INV-2026-003', -30_000, 40_000],
    ]);
    expect(s.lines[4]?.creditNoteNumber).toBe('CN-2026-001');
    expect(s.closingBalanceCents).toBe(40_000);
    expect(s.aging.find((a) => a.key === 'days1to30')?.balanceCents).toBe(40_000);
  });

  it('labels each line with its number, method and reference', () => {
    const s = buildStatement(all, { from: '2026-01-01', to: '2026-12-31' });
    expect(s.lines.map(statementLineLabel).slice(0, 3)).toEqual([
      'Deposit (Cash) – INV-2026-001',
      'Invoice INV-2026-001, due 02/04/2026',
      'Payment (Card, ref 4411) – INV-2026-001',
    ]);
    expect(s.lines.map(statementLineLabel)).toContain('Credit note CN-2026-001 – voids INV-2026-003');
  });

  it('has nothing to list for a client who owes nothing', () => {
    const s = buildStatement({ invoices: [], payments: [], creditNotes: [] }, { from: null, to: '2026-01-01' });
    expect(s).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 0, lines: [] });
  });

  it('property: the closing balance is the sum of the open balances and of the aging buckets', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-0${1 + (d % 9)}-${String(d).padStart(2, '0')}`);
    const invoice = fc.record({
      status: fc.constantFrom(...invoiceStatuses),
      issueDate: day,
      dueDate: day,
      totalCents: fc.integer({ min: 0, max: 1_000_000 }),
      payments: fc.array(
        fc.record({
          kind: fc.constantFrom('deposit', 'payment', 'refund'),
          paidOn: day,
          method: fc.constantFrom(...paymentMethods),
          amountCents: fc.integer({ min: 1, max: 500_000 }),
        }),
        { maxLength: 4 },
      ),
      creditNoteOn: fc.option(day),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 8 }), fc.option(day), day, (generated, from, to) => {
        const input = {
          invoices: generated.map((g, i) => inv(String(i), g.issueDate, g.dueDate, g.totalCents, g.status)),
          payments: generated.flatMap((g, i) =>
            g.payments.map((p) => ({ ...p, invoiceId: String(i), reference: null })),
          ),
          creditNotes: generated.flatMap((g, i) =>
            g.creditNoteOn
              ? [{ invoiceId: String(i), number: `CN-${i}`, issueDate: g.creditNoteOn, amountCents: g.totalCents }]
              : [],
          ),
        };
        const period = { from: from !== null && from > to ? to : from, to };
        const s = buildStatement(input, period);
        // Open balances on `to`, computed directly from each issued invoice's own entries.
        const open = input.invoices
          .filter((i) => i.status !== 'draft' && i.issueDate <= to)
          .reduce((sum, i) => {
            const paid = input.payments
              .filter((p) => p.invoiceId === i.id && p.paidOn <= to)
              .reduce((n, p) => n + (p.kind === 'refund' ? -p.amountCents : p.amountCents), 0);
            const credited = input.creditNotes
              .filter((c) => c.invoiceId === i.id && c.issueDate <= to)
              .reduce((n, c) => n + c.amountCents, 0);
            return sum + i.totalCents - paid - credited;
          }, 0);
        expect(s.closingBalanceCents).toBe(open);
        expect(s.aging.reduce((n, a) => n + a.balanceCents, 0)).toBe(open);
        const last = s.lines.at(-1)?.balanceCents ?? s.openingBalanceCents;
        expect(last).toBe(s.closingBalanceCents);
        for (const line of s.lines) {
          expect(line.date <= to).toBe(true);
          if (period.from !== null) expect(line.date >= period.from).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
