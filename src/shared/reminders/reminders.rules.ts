import { dueKinds, dueLevels, type DueKind, type DueLevel } from '../due-list/due-list.rules';

/**
 * E-mail reminders: each member gets a digest of what became due or more urgent since their last
 * digest, daily or weekly, of the kinds they chose (docs/decisions/022).
 */

export const reminderFrequencies = ['daily', 'weekly'] as const;
export type ReminderFrequency = (typeof reminderFrequencies)[number];

export const reminderFrequencyLabels: Record<ReminderFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** The kinds of reminder a member may choose, as the e-mail preferences name them. */
export const reminderKindLabels: Record<DueKind, string> = {
  service_item: 'Service items',
  safety_date: 'Safety dates',
  inspection: 'Events and inspections',
  repair: 'Repairs',
  invoice: 'Invoices',
};

/** What a digest remembers of an entry it considered: its key and how urgent it was then. */
export interface RemindedEntry {
  key: string;
  level: DueLevel;
}

/** How urgent a level is: 0 the most. */
const urgency = (level: DueLevel): number => dueLevels.indexOf(level);

/**
 * The rule of "never the same reminder twice while nothing changed". Given the member's list now
 * (already narrowed to the kinds they chose) and what the last digest remembered:
 * - `fresh`: the entries to mail: new to the member, more urgent than remembered, or back on the
 *   list after having left it (an entry that left is forgotten, so it counts as new again);
 * - `remembered`: what this digest remembers, every entry on the list now at its level now (one
 *   that eased is remembered at its easier level, so growing urgent again is news again).
 * Nothing fresh: no mail.
 */
export function remindersToSend<T extends RemindedEntry>(
  current: readonly T[],
  lastRemembered: readonly RemindedEntry[],
): { fresh: T[]; remembered: RemindedEntry[] } {
  const before = new Map(lastRemembered.map((entry) => [entry.key, entry.level]));
  const fresh = current.filter((entry) => {
    const level = before.get(entry.key);
    return level === undefined || urgency(entry.level) < urgency(level);
  });
  return { fresh, remembered: current.map(({ key, level }) => ({ key, level })) };
}

/**
 * The digest period a moment falls in, in UTC: its day for a daily digest, the Monday of its
 * week for a weekly one. A member gets at most one digest per period.
 */
export function digestPeriod(frequency: ReminderFrequency, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (frequency === 'daily') return `daily:${day}`;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return `weekly:${monday.toISOString().slice(0, 10)}`;
}

/** The kinds a member may choose from, in the list's order. */
export const reminderKinds: readonly DueKind[] = dueKinds;

/** A digest's subject: how many reminders it holds. */
export function digestSubject(count: number): string {
  return count === 1 ? "Pitboard: 1 reminder of what's due" : `Pitboard: ${count} reminders of what's due`;
}

/** The one-click unsubscribe link of a member's reminder mails (and their List-Unsubscribe header). */
export function unsubscribePath(token: string): string {
  return `/unsubscribe/${token}`;
}
