import { sql } from 'drizzle-orm';
import { check, foreignKey, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bound } from '@shared/lib/input-bounds';
import { organization } from './auth';

const teamIdColumn = () =>
  text()
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' });

/** Columns every team-owned table starts with. */
export const teamOwned = () => ({
  id: uuid().primaryKey().defaultRandom(),
  teamId: teamIdColumn(),
});

/**
 * Columns of a team-owned table whose rows a device may create with an id of its own choosing (a
 * session recorded without a connection). The id is unique within its team only: the table's
 * primary key is `teamPrimaryKey`. A globally unique id would have to refuse an id another team
 * holds, and that refusal would tell whoever tries an id that some team has it; unique per team,
 * another team's id is as free as one never used, and only the team's own ids are refused.
 */
export const teamOwnedWithChosenIds = () => ({
  id: uuid().notNull().defaultRandom(),
  teamId: teamIdColumn(),
});

/**
 * The primary key (team_id, id) of a `teamOwnedWithChosenIds` table, named `<table>_pkey`. It is
 * also the table's team key, which other rows of the team reference.
 */
export const teamPrimaryKey = (table: string, t: TeamKeyColumns) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.teamId, t.id] });

/** The columns of a team-owned table that its team key is made of. */
export interface TeamKeyColumns {
  id: AnyPgColumn;
  teamId: AnyPgColumn;
}

/**
 * The unique (team_id, id) of a team-owned table: what other rows of the same team reference,
 * so that the database itself refuses a reference to another team's row.
 */
export const teamKey = (table: string, t: TeamKeyColumns) => unique(`${table}_team_key`).on(t.teamId, t.id);

/**
 * A reference from one team-owned row to another of the same team: the composite foreign key
 * (team_id, column) → target (team_id, id). Named `<table>_<column>_fk`; the API reads that
 * name back to tell which field of a request points at nothing (see db/references.ts).
 *
 * An `onDelete('set null')` reference is written `ON DELETE SET NULL (column)` in its migration,
 * so that only the reference is cleared, never the row's team.
 */
export const teamReference = (
  table: string,
  column: string,
  from: TeamKeyColumns & Record<string, AnyPgColumn>,
  target: TeamKeyColumns,
) => {
  const source = from[column];
  if (!source) throw new Error(`${table} has no column ${column}`);
  return foreignKey({
    name: `${table}_${toSnake(column)}_fk`,
    columns: [from.teamId, source],
    foreignColumns: [target.teamId, target.id],
  });
};

/**
 * The bound of every range check by its name, filled as the schema is declared: the error
 * handler reads it to tell which range a refused write left (db/constraint-errors.ts).
 */
export const rangeCheckBounds = new Map<string, Bound>();

/**
 * The column stays within `bound` (a null passes): the range the contracts check
 * (`inputBounds` in src/shared/lib/input-bounds.ts), held by the database too, so no row can
 * carry a figure that breaks a total, an average or a reply. Named `<table>_<column>_range`.
 */
export const rangeCheck = (table: string, from: Record<string, AnyPgColumn>, column: string, bound: Bound) => {
  const value = from[column];
  if (!value) throw new Error(`${table} has no column ${column}`);
  const name = `${table}_${toSnake(column)}_range`;
  rangeCheckBounds.set(name, bound);
  return check(name, sql`${value} between ${sql.raw(String(bound.min))} and ${sql.raw(String(bound.max))}`);
};

/** One `rangeCheck` per column of `bounds`. */
export const rangeChecks = (table: string, from: Record<string, AnyPgColumn>, bounds: Record<string, Bound>) =>
  Object.entries(bounds).map(([column, bound]) => rangeCheck(table, from, column, bound));

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * When the record was archived; null while it is active. An archived record leaves the lists
 * and pickers but keeps its history, which still names it; it can be restored.
 */
export const archivable = () => ({
  archivedAt: timestamp({ withTimezone: true }),
});

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
