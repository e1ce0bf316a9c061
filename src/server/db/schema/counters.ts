import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organization } from './auth';

/** Per-team numbering (WO-2026-001, INV-2026-001), advanced inside the transaction that uses it. */
export const teamCounters = pgTable(
  'team_counters',
  {
    teamId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    year: integer().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.name, t.year] })],
);
