import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';
import { AppError } from '@shared/lib/app-error';
import { archivedMessage } from '@shared/lib/removal.rules';
import * as schema from './schema';

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
  /** The referencing table and column themselves, for queries over references (db/reference-counts.ts). */
  source: { table: PgTable; column: AnyPgColumn };
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
        source: { table, column },
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
