import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a car. Its history: repairs, damage reports, work orders, event
 * registrations (with their sessions, inspections and results), race results and the events
 * planned for it. A car
 * with any of these is archived; one without is deleted with its service items (and their
 * logged services) and its track setup notes.
 */
export const carRelations = {
  repairs: { singular: 'repair', plural: 'repairs', history: true, references: ['repairs.car_id'] },
  damageReports: {
    singular: 'damage report',
    plural: 'damage reports',
    history: true,
    references: ['damage_reports.car_id'],
  },
  workOrders: { singular: 'work order', plural: 'work orders', history: true, references: ['work_orders.car_id'] },
  registrations: {
    singular: 'event registration',
    plural: 'event registrations',
    history: true,
    references: ['event_cars.car_id'],
  },
  results: { singular: 'race result', plural: 'race results', history: true, references: ['races.car_id'] },
  plannedEvents: {
    singular: 'event planned for it',
    plural: 'events planned for it',
    history: true,
    references: ['events.car_id'],
  },
  componentInstallations: {
    singular: 'component installation',
    plural: 'component installations',
    history: true,
    references: ['component_installations.car_id'],
  },
  serviceItems: {
    singular: 'service item',
    plural: 'service items',
    history: false,
    references: ['service_life_items.car_id'],
  },
  serviceRecords: {
    singular: 'logged service',
    plural: 'logged services',
    history: false,
    references: ['service_item_history.item_id'],
  },
  setupNotes: {
    singular: 'track setup note',
    plural: 'track setup notes',
    history: false,
    references: ['car_track_setups.car_id'],
  },
} as const satisfies Record<string, RelatedKind>;

/**
 * What else references a car and is not listed: a member's default car is cleared, the
 * inventory items' fit to the car goes with it, and so does its meter log (the readings behind
 * its hours and miles, part of the car itself; a session's reading comes with a registration,
 * which is history).
 */
export const carReferencesNotListed = [
  'user_preferences.default_car_id',
  'inventory_item_cars.car_id',
  'meter_readings.car_id',
  'component_accruals.meter_reading_id',
] as const;

export type CarRelation = keyof typeof carRelations;
export type CarRelationCounts = Record<CarRelation, number>;

export function carRemoval(counts: CarRelationCounts): RemovalPlan {
  return planRemoval(carRelations, counts);
}
