import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a driver, all of it history: the cars it is the default driver of, the
 * event registrations and sessions it drove and the work order charges that name it. A driver with any of these is archived; one
 * without is deleted and takes nothing along.
 */
export const driverRelations = {
  cars: {
    singular: 'car that has it as default driver',
    plural: 'cars that have it as default driver',
    history: true,
    references: ['cars.default_driver_id'],
  },
  registrations: {
    singular: 'event registration',
    plural: 'event registrations',
    history: true,
    references: ['event_cars.driver_id'],
  },
  sessions: { singular: 'session', plural: 'sessions', history: true, references: ['event_sessions.driver_id'] },
  charges: {
    singular: 'work order charge',
    plural: 'work order charges',
    history: true,
    references: ['work_order_charges.driver_id'],
  },
} as const satisfies Record<string, RelatedKind>;

/** Every reference to a driver is listed. */
export const driverReferencesNotListed = [] as const;

export type DriverRelation = keyof typeof driverRelations;
export type DriverRelationCounts = Record<DriverRelation, number>;

export function driverRemoval(counts: DriverRelationCounts): RemovalPlan {
  return planRemoval(driverRelations, counts);
}
