import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What hangs on an event. All of it is the event's history: the cars registered for it (with
 * their inspections and the work items those found), the sessions run there and their checks,
 * its race results, the damage reports found at it and the work order charges for it. An event
 * with any of these is archived; only an event without any is deleted, and nothing goes with it.
 */
export const eventRelations = {
  registrations: { singular: 'event registration', plural: 'event registrations', history: true },
  inspections: { singular: 'inspection', plural: 'inspections', history: true },
  workItems: { singular: 'work item', plural: 'work items', history: true },
  sessions: { singular: 'session', plural: 'sessions', history: true },
  sessionInspections: { singular: 'session inspection', plural: 'session inspections', history: true },
  results: { singular: 'race result', plural: 'race results', history: true },
  damageReports: { singular: 'damage report', plural: 'damage reports', history: true },
  charges: { singular: 'work order charge', plural: 'work order charges', history: true },
  /** Rows of a table not named below: kept as history rather than taken along unseen. */
  otherRecords: { singular: 'other linked record', plural: 'other linked records', history: true },
} as const satisfies Record<string, RelatedKind>;

export type EventRelation = keyof typeof eventRelations;
export type EventRelationCounts = Record<EventRelation, number>;

/**
 * The tables whose rows hang on an event (the server reads them from the schema's references:
 * those that reference the event and those that go with them), as the kinds above.
 */
export const eventRelationTables: Readonly<Record<string, Exclude<EventRelation, 'otherRecords'>>> = {
  event_cars: 'registrations',
  event_inspections: 'inspections',
  work_order_items: 'workItems',
  event_sessions: 'sessions',
  session_inspections: 'sessionInspections',
  races: 'results',
  damage_reports: 'damageReports',
  work_order_charges: 'charges',
};

/** The counts per kind from the counts per table; a table not named above counts as other records. */
export function eventRelationCounts(rowsByTable: Readonly<Record<string, number>>): EventRelationCounts {
  const counts = Object.fromEntries(Object.keys(eventRelations).map((kind) => [kind, 0])) as EventRelationCounts;
  for (const [table, rows] of Object.entries(rowsByTable)) {
    const kind = Object.hasOwn(eventRelationTables, table) ? eventRelationTables[table] : undefined;
    counts[kind ?? 'otherRecords'] += rows;
  }
  return counts;
}

/** Archive or delete the event, from the rows that hang on it per table. */
export function eventRemoval(rowsByTable: Readonly<Record<string, number>>): RemovalPlan {
  return planRemoval(eventRelations, eventRelationCounts(rowsByTable));
}
