import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { teamKey, teamOwned } from './columns';

/**
 * Changes sent with an `Idempotency-Key` (a change id the client made up), so that sending one
 * twice applies it once: the second time answers what the first answered. A row without a
 * status is a change being applied. Kept for 30 days.
 */
export const appliedChanges = pgTable(
  'applied_changes',
  {
    ...teamOwned(),
    changeId: uuid().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Method, route and a hash of the parameters and body: the same id must carry the same change. */
    fingerprint: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    teamKey('applied_changes', t),
    uniqueIndex('applied_changes_team_change_idx').on(t.teamId, t.changeId),
    index('applied_changes_team_created_idx').on(t.teamId, t.createdAt),
  ],
);
