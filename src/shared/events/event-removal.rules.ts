import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to an event. All of it is its history: the cars registered for it (with their
 * inspections), the sessions run there, its race results, the damage reports found at it and the
 * work order charges for it. An event with any of these is archived; only an event without any is
 * deleted, and nothing goes with it.
 */
export const eventRelations = {
  registrations: {
    singular: 'event registration',
    plural: 'event registrations',
    history: true,
    references: ['event_cars.event_id'],
  },
  sessions: { singular: 'session', plural: 'sessions', history: true, references: ['event_sessions.event_id'] },
  results: { singular: 'race result', plural: 'race results', history: true, references: ['races.event_id'] },
  damageReports: {
    singular: 'damage report',
    plural: 'damage reports',
    history: true,
    references: ['damage_reports.event_id'],
  },
  charges: {
    singular: 'work order charge',
    plural: 'work order charges',
    history: true,
    references: ['work_order_charges.event_id'],
  },
} as const satisfies Record<string, RelatedKind>;

/** Every reference to an event is listed above. */
export const eventReferencesNotListed = [] as const;

export type EventRelation = keyof typeof eventRelations;
export type EventRelationCounts = Record<EventRelation, number>;

export function eventRemoval(counts: EventRelationCounts): RemovalPlan {
  return planRemoval(eventRelations, counts);
}
