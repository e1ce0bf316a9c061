import { describe, expect, it } from 'vitest';
import { agingBucketOf, daysOverdue, invoiceDisplayStatus, isOverdue, overdueLabel } from './receivables.rules';

describe('aging', () => {
  it('counts days past the due date, 0 until it passes', () => {
    expect(daysOverdue('2026-06-10', '2026-06-01')).toBe(0);
    expect(daysOverdue('2026-06-10', '2026-06-10')).toBe(0);
    expect(daysOverdue('2026-06-10', '2026-06-11')).toBe(1);
    expect(daysOverdue('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysOverdue('2025-12-01', '2026-06-01')).toBe(182);
  });

  it('puts each day in its bucket: current, 1–30, 31–60, 61–90, over 90', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'over90',
    ]);
  });
});

describe('overdue', () => {
  const sent = { status: 'sent' as const, dueDate: '2026-01-01', balanceCents: 500 };
  it('is a sent invoice with a balance past its due date', () => {
    expect(isOverdue(sent, '2026-07-01')).toBe(true);
    expect(isOverdue(sent, '2026-01-01')).toBe(false);
    expect(isOverdue({ ...sent, balanceCents: 0 }, '2026-07-01')).toBe(false);
    expect(isOverdue({ ...sent, status: 'draft' }, '2026-07-01')).toBe(false);
    expect(isOverdue({ ...sent, status: 'void' }, '2026-07-01')).toBe(false);
  });

  it('shows as Overdue with its days instead of Sent', () => {
    expect(invoiceDisplayStatus(sent, '2026-07-01')).toEqual({ label: 'Overdue', color: 'red', daysOverdue: 181 });
    expect(invoiceDisplayStatus(sent, '2025-12-20')).toMatchObject({ label: 'Sent', daysOverdue: 0 });
    expect(overdueLabel(1)).toBe('1 day overdue');
    expect(overdueLabel(181)).toBe('181 days overdue');
  });
});
