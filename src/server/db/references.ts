import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';
import { AppError } from '@shared/lib/app-error';
import { archivedMessage } from '@shared/lib/removal.rules';
import * as schema from './schema';
import type { TeamDb } from './team-db';

/** What a row of each team-owned table is called in a message ("Car not found"). */
export const recordLabels: Record<string, string> = {
  cars: 'Car',
  clients: 'Client',
  drivers: 'Driver',
  tracks: 'Track',
  events: 'Event',
  event_cars: 'Registration',
  event_inspections: 'Inspection',
  event_sessions: 'Session',
  inspection_templates: 'Inspection template',
  service_life_items: 'Service item',
  repairs: 'Repair',
  damage_reports: 'Damage report',
  rate_cards: 'Rate card',
  work_orders: 'Work order',
  work_order_charges: 'Charge',
  invoices: 'Invoice',
  inventory_items: 'Inventory item',
  inventory_locations: 'Location',
  suppliers: 'Supplier',
};

/** A composite foreign key (team_id, column) → target (team_id, id) between team-owned rows. */
export interface TeamReference {
  constraint: string;
  table: string;
  /** The property name of the referencing column, as request bodies spell it. */
  field: string;
  target: string;
  /** What deleting the target does to the referencing rows ('no action' when the schema says nothing). */
  onDelete: UpdateDeleteAction;
}

/** Every team reference in the schema, read from the schema itself. */
export const teamTables: PgTable[] = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [value] : [],
);

export const teamReferences: TeamReference[] = teamTables.flatMap((table) => {
  const config = getTableConfig(table);
  return config.foreignKeys.flatMap((fk) => {
    const { columns, foreignTable, foreignColumns } = fk.reference();
    const [teamColumn, column] = columns;
    if (columns.length !== 2 || teamColumn?.name !== 'teamId' || !column) return [];
    if (foreignColumns[0]?.name !== 'teamId' || foreignColumns[1]?.name !== 'id') return [];
    return [
      {
        constraint: fk.getName(),
        table: config.name,
        field: column.name,
        target: getTableConfig(foreignTable).name,
        onDelete: fk.onDelete ?? 'no action',
      },
    ];
  });
});

const byConstraint = new Map(teamReferences.map((reference) => [reference.constraint, reference]));

interface DatabaseError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** The driver's error behind one that Drizzle may have wrapped. */
export function databaseErrorOf(err: unknown): DatabaseError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DatabaseError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return databaseErrorOf(err)?.code === '23505';
}

/**
 * The SQLSTATE the database raises, with the reference's constraint name, when a new row (or a
 * changed reference) points at an archived car, driver, track, client (migration 0008) or event
 * (migration 0028).
 */
export const archivedReferenceCode = 'PB001';

/**
 * The answer to a write the team keys refused: a body that points at a row the team does not
 * have is a 400 naming the field ("Car not found"), one that points at an archived row a 400
 * saying so ("This car is archived"); deleting a row that others still need is a 409. Anything
 * else is not ours to explain.
 */
export function referenceErrorOf(err: unknown): AppError | undefined {
  const error = databaseErrorOf(err);
  if (!error || typeof error.constraint !== 'string') return undefined;
  const reference = byConstraint.get(error.constraint);
  if (!reference) return undefined;
  const label = recordLabels[reference.target] ?? 'Record';
  if (error.code === archivedReferenceCode) {
    const message = archivedMessage(label);
    return AppError.validation(message, { [reference.field]: message });
  }
  // 23503 on insert or update: the row points at nothing; on delete (or 23001, RESTRICT): the
  // deleted row is still pointed at.
  const stillReferenced =
    error.code === '23001' || (typeof error.message === 'string' && error.message.startsWith('update or delete'));
  if (error.code === '23503' && !stillReferenced) {
    const message = `${label} not found`;
    return AppError.validation(message, { [reference.field]: message });
  }
  if (stillReferenced) return AppError.conflict(`This ${label.toLowerCase()} is still in use`);
  return undefined;
}

const tablesByName = new Map(teamTables.map((table) => [getTableConfig(table).name, table]));

/** A team-owned table of the schema by its SQL name, with its team column and a column by its property name. */
function teamTable(name: string) {
  const table = tablesByName.get(name);
  const columns = table ? getTableConfig(table).columns : [];
  const column = (field: string): PgColumn => {
    const found = columns.find((c) => c.name === field);
    if (!found) throw new Error(`${name} has no column ${field}`);
    return found;
  };
  if (!table) throw new Error(`${name} is not a team-owned table`);
  return { table, teamId: column('teamId'), column };
}

/**
 * The tables whose rows hang on a row of `target`, each with the references they are reached
 * by: every reference to `target` itself, then, from each table reached, the references that
 * cascade (the rows a delete of the reached rows would take along), followed down. In an order
 * where every table comes after the tables it is reached from.
 */
export function referencingTables(target: string): { table: string; by: TeamReference[] }[] {
  const by = new Map<string, TeamReference[]>();
  const reach = (parent: string) => {
    for (const reference of teamReferences) {
      if (reference.target !== parent || reference.table === target) continue;
      if (parent !== target && reference.onDelete !== 'cascade') continue;
      const known = by.get(reference.table);
      if (known) {
        known.push(reference);
        continue;
      }
      by.set(reference.table, [reference]);
      reach(reference.table);
    }
  };
  reach(target);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`The references from ${table} to ${target} go round in a loop`);
    visiting.add(table);
    for (const reference of by.get(table) ?? []) if (reference.target !== target) place(reference.target);
    ordered.push(table);
  };
  for (const table of by.keys()) place(table);
  return ordered.map((table) => ({ table, by: by.get(table) ?? [] }));
}

/**
 * How many rows hang on one row of `target`, per table (see referencingTables): those that
 * reference it, and those that would go with them, each row counted once, whichever way it is
 * reached. Tables without such rows are left out. One statement, read from the schema's team
 * keys, so a table that comes to reference the row is counted without being named here.
 */
export async function countRowsReferencing(team: TeamDb, target: string, id: string): Promise<Record<string, number>> {
  const tables = referencingTables(target);
  if (tables.length === 0) return {};
  const rowsOf = (table: string) => sql.identifier(`${table}_rows`);
  const sets: SQL[] = tables.map(({ table, by }) => {
    const from = teamTable(table);
    const reached = by.map((reference) => {
      const column = from.column(reference.field);
      return reference.target === target
        ? sql`${column} = ${id}`
        : sql`${column} in (select id from ${rowsOf(reference.target)})`;
    });
    return sql`${rowsOf(table)} as (select id from ${from.table} where ${from.teamId} = ${team.teamId} and (${sql.join(reached, sql` or `)}))`;
  });
  const counts = tables.map(
    ({ table }) => sql`select ${table}::text as "table", count(*)::int as n from ${rowsOf(table)}`,
  );
  const result = await team.db.execute(sql`with ${sql.join(sets, sql`, `)} ${sql.join(counts, sql` union all `)}`);
  const rows = result.rows as { table: string; n: number }[];
  return Object.fromEntries(rows.filter((row) => row.n > 0).map((row) => [row.table, row.n]));
}
