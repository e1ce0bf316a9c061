import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a car. Its history: repairs, damage reports, work orders, event
 * registrations (with their sessions, inspections and results), race results and the events
 * planned for it. A car
 * with any of these is archived; one without is deleted with its service items (and their
 * logged services) and its track setup notes.
 */
export const carRelations = {
  repairs: { singular: 'repair', plural: 'repairs', history: true },
  damageReports: { singular: 'damage report', plural: 'damage reports', history: true },
  workOrders: { singular: 'work order', plural: 'work orders', history: true },
  registrations: { singular: 'event registration', plural: 'event registrations', history: true },
  results: { singular: 'race result', plural: 'race results', history: true },
  plannedEvents: { singular: 'event planned for it', plural: 'events planned for it', history: true },
  serviceItems: { singular: 'service item', plural: 'service items', history: false },
  serviceRecords: { singular: 'logged service', plural: 'logged services', history: false },
  setupNotes: { singular: 'track setup note', plural: 'track setup notes', history: false },
} as const satisfies Record<string, RelatedKind>;

export type CarRelation = keyof typeof carRelations;
export type CarRelationCounts = Record<CarRelation, number>;

export function carRemoval(counts: CarRelationCounts): RemovalPlan {
  return planRemoval(carRelations, counts);
}
