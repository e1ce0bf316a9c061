import { can } from '../auth/permissions.rules';
import { expiryStatus, expiryWarningDays, safetyDateLabels, type SafetyDates } from '../cars/cars.rules';
import { daysBetweenIso } from '../lib/dates';
import type { AppMode } from '../mode/mode.rules';
import { lifePercent, type ServiceStatus } from '../service-items/service-status.rules';

/**
 * What's due: one list of what needs doing across the team's cars and tracked components. Each
 * kind of entry comes from its own feature's rule (a service item's status, a safety date's
 * expiry, a repair's date, an invoice's due date); these rules only say which of them make the
 * list, how urgent each is and in which order the list reads. A component's service item is a
 * service item like a car's: the same verdict, the same place in the order.
 */

export const dueKinds = ['service_item', 'safety_date', 'inspection', 'repair', 'invoice'] as const;
export type DueKind = (typeof dueKinds)[number];

export const dueKindLabels: Record<DueKind, string> = {
  service_item: 'Service items',
  safety_date: 'Safety dates',
  inspection: 'Inspections',
  repair: 'Repairs',
  invoice: 'Invoices',
};

/** How urgent an entry is, most urgent first. */
export const dueLevels = ['overdue', 'due', 'soon'] as const;
export type DueLevel = (typeof dueLevels)[number];

export const dueLevelLabels: Record<DueLevel, string> = { overdue: 'Overdue', due: 'Due', soon: 'Coming up' };
export const dueLevelColors: Record<DueLevel, string> = { overdue: 'red', due: 'orange', soon: 'yellow' };

/** A safety date is listed from this many days before it expires (expiryStatus's warning). */
export const expiryLookaheadDays = expiryWarningDays;

/** An upcoming event is listed while any registered car still lacks its pre-event inspection, this many days ahead. */
export const inspectionWindowDays = 30;
/** From this close, an event's missing inspection is due rather than coming up. */
export const inspectionDueDays = 7;

export interface DueVerdict {
  level: DueLevel;
  /** What the list says about it ('Due', '(Expired)', '3 days overdue' …). */
  reason: string;
}

/**
 * A service item makes the list when its status (computeServiceStatus) says it is due, aging or at
 * the end of its life: end of life is overdue, due is due, aging is coming up. The reason says by
 * how much, in the status's own figures.
 */
export function serviceItemVerdict(
  status: Pick<
    ServiceStatus,
    'isDue' | 'isLifeCritical' | 'isLifeWarning' | 'hoursRemaining' | 'hoursLifePercent' | 'distanceLifePercent'
  >,
): DueVerdict | null {
  const life = lifePercent(status);
  const lifeUsed = life === null ? '' : ` · ${life}% of life used`;
  const overdue =
    status.hoursRemaining !== null && status.hoursRemaining < 0 ? ` · ${-status.hoursRemaining} h overdue` : '';
  if (status.isLifeCritical) return { level: 'overdue', reason: `End of Life${lifeUsed}${overdue}` };
  if (status.isDue) return { level: 'due', reason: `Due${overdue}${status.isLifeWarning ? lifeUsed : ''}` };
  if (status.isLifeWarning) return { level: 'soon', reason: `Aging${lifeUsed}` };
  return null;
}

/** A safety date (logbook, belts, fire bottle) makes the list when expiryStatus() says expired or within 30 days. */
export function safetyDateVerdict(dateIso: string | null, todayIso: string): DueVerdict | null {
  const expiry = expiryStatus(dateIso, todayIso);
  if (expiry.state === 'expired') return { level: 'overdue', reason: 'Expired' };
  if (expiry.state === 'expiring') {
    const days = expiry.daysLeft ?? 0;
    return { level: 'soon', reason: days === 0 ? 'Expires today' : `Expires in ${days} ${dayWord(days)}` };
  }
  return null;
}

/** The safety dates a car has, with their labels, in the car form's order. */
export const safetyDateFields = Object.keys(safetyDateLabels) as (keyof SafetyDates)[];

/**
 * A car registered for an event on or after today and within the window, without its pre-event
 * inspection: due in the last week before the event, coming up before that.
 */
export function inspectionVerdict(
  registration: { eventDate: string; preEventInspectionCompleted: boolean },
  todayIso: string,
): DueVerdict | null {
  if (registration.preEventInspectionCompleted) return null;
  const days = daysBetweenIso(todayIso, registration.eventDate);
  if (days < 0 || days > inspectionWindowDays) return null;
  const when = days === 0 ? 'today' : `in ${days} ${dayWord(days)}`;
  return { level: days <= inspectionDueDays ? 'due' : 'soon', reason: `Not inspected · event ${when}` };
}

/** A repair not completed whose scheduled date has passed. */
export function repairVerdict(
  repair: { status: string; scheduledDate: string | null },
  todayIso: string,
): DueVerdict | null {
  if (repair.status === 'Completed' || repair.scheduledDate === null || repair.scheduledDate >= todayIso) return null;
  return { level: 'overdue', reason: overdueReason(daysBetweenIso(repair.scheduledDate, todayIso)) };
}

/** A sent invoice not paid by its due date. */
export function invoiceVerdict(invoice: { status: string; dueDate: string }, todayIso: string): DueVerdict | null {
  if (invoice.status !== 'sent' || invoice.dueDate >= todayIso) return null;
  return { level: 'overdue', reason: overdueReason(daysBetweenIso(invoice.dueDate, todayIso)) };
}

/**
 * Overdue invoices belong to the race shop: listed in team mode with the race shop on, and only
 * to a member whose role may see billing.
 */
export function listsInvoices(options: { mode: AppMode; raceShopEnabled: boolean; role: string }): boolean {
  return options.mode === 'team_admin' && options.raceShopEnabled && can({ role: options.role }, 'manage_billing');
}

export interface SortableDueEntry {
  level: DueLevel;
  /** The date the entry is about (expiry, event, scheduled or due date), when it has one. */
  date: string | null;
  title: string;
  key: string;
}

/**
 * The list's order: overdue, then due, then coming up; within a level the earliest date first
 * (entries without a date, service items, before dated ones: they are due now), then by title.
 */
export function compareDueEntries(a: SortableDueEntry, b: SortableDueEntry): number {
  const level = dueLevels.indexOf(a.level) - dueLevels.indexOf(b.level);
  if (level !== 0) return level;
  if (a.date !== b.date) {
    if (a.date === null) return -1;
    if (b.date === null) return 1;
    return a.date < b.date ? -1 : 1;
  }
  const title = a.title.localeCompare(b.title);
  return title !== 0 ? title : a.key.localeCompare(b.key);
}

export function sortDueEntries<T extends SortableDueEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareDueEntries);
}

/** 'What's Due (3)': the dashboard link's label. */
export function dueLinkLabel(count: number): string {
  return `What's Due (${count})`;
}

function dayWord(days: number): string {
  return days === 1 ? 'day' : 'days';
}

function overdueReason(days: number): string {
  return `${days} ${dayWord(days)} overdue`;
}
