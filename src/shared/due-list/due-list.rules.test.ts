import { describe, expect, it } from 'vitest';
import { computeServiceStatus, type ServiceItemFigures } from '../service-items/service-status.rules';
import {
  compareDueEntries,
  dueLinkLabel,
  inspectionVerdict,
  invoiceVerdict,
  listsInvoices,
  repairVerdict,
  safetyDateVerdict,
  serviceItemVerdict,
  sortDueEntries,
  type SortableDueEntry,
} from './due-list.rules';

const today = '2026-06-15';

const item = (changes: Partial<ServiceItemFigures> = {}): ServiceItemFigures => ({
  hourInterval: 10,
  distanceInterval: null,
  lastServiceHours: 0,
  lastServiceDistance: 0,
  installedHours: 0,
  installedDistance: 0,
  expectedLifeHours: null,
  expectedLifeDistance: null,
  estimatedLaborHours: null,
  estimatedPartsCostCents: null,
  priority: 'medium',
  totalResets: 0,
  lastResetDate: null,
  ...changes,
});
const statusAt = (figures: ServiceItemFigures, hours: number) =>
  computeServiceStatus(figures, { hours, miles: 0 }, { averageSpeed: 0, useMetric: false });

describe('serviceItemVerdict', () => {
  it('follows the service status: not listed before its interval, due from it', () => {
    expect(serviceItemVerdict(statusAt(item(), 9.9))).toBeNull();
    expect(serviceItemVerdict(statusAt(item(), 10))).toEqual({ level: 'due', reason: 'Due' });
    expect(serviceItemVerdict(statusAt(item(), 16))).toEqual({ level: 'due', reason: 'Due · 6 h overdue' });
  });

  it('lists an aging item as coming up and an item at the end of its life as overdue', () => {
    const life = item({ hourInterval: null, expectedLifeHours: 100 });
    expect(serviceItemVerdict(statusAt(life, 79.9))).toBeNull();
    expect(serviceItemVerdict(statusAt(life, 80))).toEqual({ level: 'soon', reason: 'Aging · 80% of life used' });
    expect(serviceItemVerdict(statusAt(life, 100))).toEqual({
      level: 'overdue',
      reason: 'End of Life · 100% of life used',
    });
    const both = item({ expectedLifeHours: 100, lastServiceHours: 80 });
    expect(serviceItemVerdict(statusAt(both, 85))).toEqual({ level: 'soon', reason: 'Aging · 85% of life used' });
    expect(serviceItemVerdict(statusAt(both, 92.5))).toEqual({
      level: 'due',
      reason: 'Due · 2.5 h overdue · 92.5% of life used',
    });
    expect(serviceItemVerdict(statusAt(both, 120))).toEqual({
      level: 'overdue',
      reason: 'End of Life · 120% of life used · 30 h overdue',
    });
  });
});

describe('safetyDateVerdict', () => {
  it('lists dates expired or within 30 days, as expiryStatus() says', () => {
    expect(safetyDateVerdict(null, today)).toBeNull();
    expect(safetyDateVerdict('2026-07-16', today)).toBeNull();
    expect(safetyDateVerdict('2026-07-15', today)).toEqual({ level: 'soon', reason: 'Expires in 30 days' });
    expect(safetyDateVerdict('2026-06-16', today)).toEqual({ level: 'soon', reason: 'Expires in 1 day' });
    expect(safetyDateVerdict(today, today)).toEqual({ level: 'soon', reason: 'Expires today' });
    expect(safetyDateVerdict('2026-06-14', today)).toEqual({ level: 'overdue', reason: 'Expired' });
  });
});

describe('inspectionVerdict', () => {
  const registration = (eventDate: string, preEventInspectionCompleted = false) => ({
    eventDate,
    preEventInspectionCompleted,
  });

  it('lists a car not inspected for an event from today to 30 days ahead', () => {
    expect(inspectionVerdict(registration('2026-06-14'), today)).toBeNull();
    expect(inspectionVerdict(registration('2026-07-16'), today)).toBeNull();
    expect(inspectionVerdict(registration('2026-07-15'), today)).toEqual({
      level: 'soon',
      reason: 'Not inspected · event in 30 days',
    });
    expect(inspectionVerdict(registration('2026-06-22'), today)?.level).toBe('due');
    expect(inspectionVerdict(registration('2026-06-23'), today)?.level).toBe('soon');
    expect(inspectionVerdict(registration(today), today)).toEqual({
      level: 'due',
      reason: 'Not inspected · event today',
    });
  });

  it('does not list an inspected car', () => {
    expect(inspectionVerdict(registration('2026-06-16', true), today)).toBeNull();
  });
});

describe('repairVerdict', () => {
  it('lists a repair not completed whose scheduled date has passed', () => {
    expect(repairVerdict({ status: 'Scheduled', scheduledDate: '2026-06-14' }, today)).toEqual({
      level: 'overdue',
      reason: '1 day overdue',
    });
    expect(repairVerdict({ status: 'In Progress', scheduledDate: '2026-06-05' }, today)?.reason).toBe(
      '10 days overdue',
    );
    expect(repairVerdict({ status: 'Scheduled', scheduledDate: today }, today)).toBeNull();
    expect(repairVerdict({ status: 'Scheduled', scheduledDate: null }, today)).toBeNull();
    expect(repairVerdict({ status: 'Completed', scheduledDate: '2026-06-01' }, today)).toBeNull();
  });
});

describe('invoiceVerdict', () => {
  it('lists a sent invoice past its due date, not a draft or a paid one', () => {
    expect(invoiceVerdict({ status: 'sent', dueDate: '2026-06-12' }, today)).toEqual({
      level: 'overdue',
      reason: '3 days overdue',
    });
    expect(invoiceVerdict({ status: 'sent', dueDate: today }, today)).toBeNull();
    expect(invoiceVerdict({ status: 'draft', dueDate: '2026-06-01' }, today)).toBeNull();
    expect(invoiceVerdict({ status: 'paid', dueDate: '2026-06-01' }, today)).toBeNull();
  });
});

describe('listsInvoices', () => {
  it('needs team mode, the race shop and a role that may use billing', () => {
    const base = { mode: 'team_admin', raceShopEnabled: true, role: 'team_manager' } as const;
    expect(listsInvoices(base)).toBe(true);
    expect(listsInvoices({ ...base, role: 'team_administrator' })).toBe(true);
    expect(listsInvoices({ ...base, role: 'track_technician' })).toBe(false);
    expect(listsInvoices({ ...base, mode: 'individual' })).toBe(false);
    expect(listsInvoices({ ...base, raceShopEnabled: false })).toBe(false);
  });
});

describe('sortDueEntries', () => {
  const entry = (key: string, level: SortableDueEntry['level'], date: string | null, title = key) => ({
    key,
    level,
    date,
    title,
  });

  it('puts overdue first, then due, then coming up; undated before dated, earliest date first, then title', () => {
    const sorted = sortDueEntries([
      entry('soon-late', 'soon', '2026-07-01'),
      entry('due-dated', 'due', '2026-06-20'),
      entry('overdue-b', 'overdue', '2026-06-10'),
      entry('soon-early', 'soon', '2026-06-16'),
      entry('due-undated', 'due', null),
      entry('overdue-a', 'overdue', '2026-06-01'),
      entry('overdue-undated', 'overdue', null),
      entry('z', 'due', null, 'Brakes'),
    ]);
    expect(sorted.map((e) => e.key)).toEqual([
      'overdue-undated',
      'overdue-a',
      'overdue-b',
      'z',
      'due-undated',
      'due-dated',
      'soon-early',
      'soon-late',
    ]);
  });

  it('is a total order: ties fall back to the key', () => {
    expect(compareDueEntries(entry('a', 'due', null, 'X'), entry('b', 'due', null, 'X'))).toBeLessThan(0);
    expect(compareDueEntries(entry('a', 'due', null), entry('a', 'due', null))).toBe(0);
  });
});

describe('dueLinkLabel', () => {
  it('reads with the count', () => {
    expect(dueLinkLabel(3)).toBe("What's Due (3)");
  });
});
