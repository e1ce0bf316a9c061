import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a track. Its history: the events held there (with their sessions) and the
 * race results recorded there. A track with any of these is archived; one without is deleted
 * with the cars' setup notes for it.
 */
export const trackRelations = {
  events: { singular: 'event', plural: 'events', history: true },
  results: { singular: 'race result', plural: 'race results', history: true },
  setupNotes: { singular: 'car setup note', plural: 'car setup notes', history: false },
} as const satisfies Record<string, RelatedKind>;

export type TrackRelation = keyof typeof trackRelations;
export type TrackRelationCounts = Record<TrackRelation, number>;

export function trackRemoval(counts: TrackRelationCounts): RemovalPlan {
  return planRemoval(trackRelations, counts);
}
