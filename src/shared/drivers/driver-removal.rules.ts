import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a driver, all of it history: the cars it is the default driver of, the
 * event registrations and sessions it drove and the work order charges that name it. A driver with any of these is archived; one
 * without is deleted and takes nothing along.
 */
export const driverRelations = {
  cars: { singular: 'car that has it as default driver', plural: 'cars that have it as default driver', history: true },
  registrations: { singular: 'event registration', plural: 'event registrations', history: true },
  sessions: { singular: 'session', plural: 'sessions', history: true },
  charges: { singular: 'work order charge', plural: 'work order charges', history: true },
} as const satisfies Record<string, RelatedKind>;

export type DriverRelation = keyof typeof driverRelations;
export type DriverRelationCounts = Record<DriverRelation, number>;

export function driverRemoval(counts: DriverRelationCounts): RemovalPlan {
  return planRemoval(driverRelations, counts);
}
