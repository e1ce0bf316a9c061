import { z } from 'zod';
import { isoDate } from '../lib/schema-helpers';

export const eventStatsQuerySchema = z.object({
  /** The user's local today: Recent Activity lists events up to it. */
  today: isoDate(),
});
export type EventStatsQuery = z.infer<typeof eventStatsQuerySchema>;

export const trackRecordSchema = z.object({
  trackId: z.uuid(),
  trackName: z.string(),
  bestLapMs: z.number().int(),
  /** formatLapTime(bestLapMs). */
  bestLapTime: z.string(),
  carName: z.string(),
  date: z.string(),
  /** Where the lap was recorded: an on-track session or a race result. */
  source: z.enum(['session', 'result']),
});

export const recentActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  trackName: z.string(),
  /** The event's car, or else the names of its registered cars. */
  cars: z.array(z.string()),
  /** Registered cars not named in `cars`. */
  moreCars: z.number().int(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const eventStatsSchema = z.object({
  totalEvents: z.number().int(),
  uniqueTracks: z.number().int(),
  trackHours: z.number(),
  trackDays: z.number().int(),
  byType: z.array(z.object({ type: z.string(), count: z.number().int() })),
  trackRecords: z.array(trackRecordSchema),
  recentActivity: z.array(recentActivitySchema),
});
export type EventStats = z.infer<typeof eventStatsSchema>;
