import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * How many cars, clients, repairs and damage reports each team has, kept by statement-level
 * triggers (migration 0004), so the dashboard reads a few rows instead of counting tables.
 */
export const teamRecordCounts = pgTable(
  'team_record_counts',
  {
    teamId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** The counted table's name. */
    record: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.record] })],
);

/** The parts of a team's data whose changes team_data_versions follows. */
export const teamDataScopes = [
  'fleet',
  'inventory',
  'repairs',
  'damage_reports',
  'work_orders',
  'clients',
  'event_stats',
] as const;
export type TeamDataScope = (typeof teamDataScopes)[number];

/**
 * A number per team and part of its data that moves whenever that data changes, so figures over
 * all of it can be kept until it moves (db/team-figures.ts). Deferred triggers (migration 0018)
 * move it once per committing transaction: 'fleet' follows cars and service items (and, migration
 * 0037, the tracked components and their installations, whose items count for their car), 'inventory'
 * the inventory items, 'repairs' and 'damage_reports' their own tables, and 'work_orders' (migration
 * 0021) the work orders and the clients and cars their list searches by, 'clients' (migration
 * 0022) the clients and the cars and invoices their summary counts, and 'event_stats' (migration
 * 0023) the events and what the track statistics show of them: their tracks, registered cars,
 * sessions' best laps and race results.
 */
export const teamDataVersions = pgTable(
  'team_data_versions',
  {
    teamId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    scope: text().$type<TeamDataScope>().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(0),
    /** The transaction that last moved it: a transaction moves it once, however many rows it changes. */
    changedIn: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.scope] })],
);
