import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RemindedEntry } from '@shared/reminders/reminders.rules';
import { user } from './auth';
import { teamKey, teamOwned, timestamps } from './columns';

/**
 * A member's reminder digests in one team: what the last digest considered (each entry's key and
 * urgency then), so the next one mails only what is new or more urgent (reminders.rules.ts).
 */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    ...teamOwned(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    remembered: jsonb().$type<RemindedEntry[]>().notNull().default([]),
    /** When a digest last looked at the member's list, and when it last mailed them. */
    lastRunAt: timestamp({ withTimezone: true }),
    lastSentAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [teamKey('reminder_digests', t), uniqueIndex('reminder_digests_team_user_idx').on(t.teamId, t.userId)],
);
