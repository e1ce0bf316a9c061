import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a track. Its history: the events held there (with their sessions) and the
 * race results recorded there. A track with any of these is archived; one without is deleted
 * with the cars' setup notes for it.
 */
export const trackRelations = {
  events: { singular: 'event', plural: 'events', history: true, references: ['events.track_id'] },
  results: { singular: 'race result', plural: 'race results', history: true, references: ['races.track_id'] },
  setupNotes: {
    singular: 'car setup note',
    plural: 'car setup notes',
    history: false,
    references: ['car_track_setups.track_id'],
  },
} as const satisfies Record<string, RelatedKind>;

/**
 * What else references a track and is not listed: a session's track is its event's, and a lap's
 * its session's (triggers set them), so sessions and their laps are counted with the events.
 */
export const trackReferencesNotListed = ['event_sessions.track_id', 'session_laps.track_id'] as const;

export type TrackRelation = keyof typeof trackRelations;
export type TrackRelationCounts = Record<TrackRelation, number>;

export function trackRemoval(counts: TrackRelationCounts): RemovalPlan {
  return planRemoval(trackRelations, counts);
}
