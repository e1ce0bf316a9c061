import { describe, expect, it } from 'vitest';
import { formatTeamNumber } from '../lib/numbering';
import {
  clientAccount,
  consolidationRefusal,
  formatCreditNoteNumber,
  voidRefusal,
  formatInvoiceNumber,
  invoiceDueDate,
  invoiceMessages,
  invoiceMoveRefusal,
  invoiceTotals,
  taxCents,
} from './invoices.rules';

describe('tax at 8.75 %', () => {
  it('is rounded half up to the cent, once per invoice', () => {
    expect(taxCents(10_000)).toBe(875);
    expect(taxCents(100)).toBe(9); // 8.75 → 9
    expect(taxCents(20)).toBe(2); // 1.75 → 2
    expect(taxCents(40)).toBe(4); // 3.5 → 4
    expect(taxCents(6)).toBe(1); // 0.525 → 1
    expect(taxCents(5)).toBe(0); // 0.4375 → 0
    expect(taxCents(126_600)).toBe(11_078); // 11077.5 → 11078
    expect(taxCents(0)).toBe(0);
  });

  it('totals an invoice from its work orders (per-line cents already summed)', () => {
    expect(invoiceTotals([126_600, 28_500])).toEqual({
      subtotalCents: 155_100,
      taxRatePercent: 8.75,
      taxCents: 13_571, // 13571.25
      totalCents: 168_671,
    });
    expect(invoiceTotals([10_000], { taxExempt: true })).toEqual({
      subtotalCents: 10_000,
      taxRatePercent: 0,
      taxCents: 0,
      totalCents: 10_000,
    });
  });
});

describe('dates and numbers', () => {
  it('is due 30 days after the issue date', () => {
    expect(invoiceDueDate('2026-01-15')).toBe('2026-02-14');
    expect(invoiceDueDate('2026-12-10')).toBe('2027-01-09');
    expect(invoiceDueDate('2024-02-01')).toBe('2024-03-02');
  });

  it('follows the terms: Net 15 and Net 60 add their days, COD, Prepaid and Due on Receipt are due on issue', () => {
    expect(invoiceDueDate('2026-01-15', 'Net 15')).toBe('2026-01-30');
    expect(invoiceDueDate('2026-01-15', 'Net 60')).toBe('2026-03-16');
    for (const terms of ['COD', 'Prepaid', 'Due on Receipt'] as const) {
      expect(invoiceDueDate('2026-01-15', terms)).toBe('2026-01-15');
    }
  });

  it('formats INV-{year}-{sequence of at least 3 digits}', () => {
    expect(formatInvoiceNumber(2026, 7)).toBe('INV-2026-007');
    expect(formatInvoiceNumber(2026, 1000)).toBe('INV-2026-1000');
    expect(formatTeamNumber('X', 2025, 99)).toBe('X-2025-099');
  });
});

describe('consolidation', () => {
  it('needs approved work orders of one client', () => {
    const a = { status: 'approved', clientId: 'a' };
    expect(consolidationRefusal([a, a])).toBeNull();
    expect(consolidationRefusal([])?.message).toBe(invoiceMessages.noWorkOrders);
    expect(consolidationRefusal([a, { status: 'draft', clientId: 'a' }])).toEqual({
      message: 'Only approved work orders can be invoiced',
      conflict: true,
    });
    expect(consolidationRefusal([a, { status: 'approved', clientId: 'b' }])?.message).toBe(
      'All work orders on one invoice must belong to the same client',
    );
  });
});

describe('invoice status', () => {
  it('goes draft → sent → paid, or draft → paid; a paid invoice stays paid', () => {
    expect(invoiceMoveRefusal('draft', 'sent')).toBeNull();
    expect(invoiceMoveRefusal('sent', 'paid')).toBeNull();
    expect(invoiceMoveRefusal('draft', 'paid')).toBeNull();
    expect(invoiceMoveRefusal('paid', 'paid')).toBe('This invoice has already been paid');
    expect(invoiceMoveRefusal('paid', 'sent')).toBe('This invoice has already been paid');
    expect(invoiceMoveRefusal('sent', 'sent')).toBe('This invoice is already sent');
  });

  it("makes a client's total spent from what was paid and the balance from what is still owed", () => {
    expect(
      clientAccount([
        { status: 'paid', totalCents: 1_000, paidCents: 1_000 },
        { status: 'sent', totalCents: 300, paidCents: 0 },
        { status: 'draft', totalCents: 200, paidCents: 0 },
        { status: 'paid', totalCents: 50, paidCents: 50 },
      ]),
    ).toEqual({ totalSpentCents: 1_050, balanceCents: 500 });
  });

  it('counts a deposit and a partial payment as spent, and only the rest as owed', () => {
    expect(
      clientAccount([
        { status: 'sent', totalCents: 10_875, paidCents: 2_500 + 4_000 },
        { status: 'paid', totalCents: 500, paidCents: 500 },
      ]),
    ).toEqual({ totalSpentCents: 7_000, balanceCents: 4_375 });
  });
});

describe('credit notes', () => {
  it('are numbered CN-{year}-{sequence}', () => {
    expect(formatCreditNoteNumber(2026, 1)).toBe('CN-2026-001');
    expect(formatCreditNoteNumber(2026, 1234)).toBe('CN-2026-1234');
  });

  it('void an unpaid draft or sent invoice once; money paid on it is refunded first', () => {
    expect(voidRefusal({ status: 'draft', paidCents: 0 })).toBeNull();
    expect(voidRefusal({ status: 'sent', paidCents: 0 })).toBeNull();
    expect(voidRefusal({ status: 'sent', paidCents: 2_500 })).toBe(
      'Refund the $25.00 paid before voiding this invoice',
    );
    expect(voidRefusal({ status: 'paid', paidCents: 10_000 })).toBe(
      'Refund the $100.00 paid before voiding this invoice',
    );
    expect(voidRefusal({ status: 'void', paidCents: 0 })).toBe(invoiceMessages.alreadyVoid);
  });

  it("leave a voided invoice out of the client's balance", () => {
    expect(
      clientAccount([
        { status: 'void', totalCents: 9_000, paidCents: 0 },
        { status: 'sent', totalCents: 1_000, paidCents: 400 },
      ]),
    ).toEqual({ totalSpentCents: 400, balanceCents: 600 });
  });
});
