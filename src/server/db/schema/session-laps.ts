import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inputBounds } from '@shared/lib/input-bounds';
import { rangeChecks, teamOwnedWithChosenIds, teamPrimaryKey, teamReference, timestamps } from './columns';
import { eventSessions } from './events';
import { tracks } from './tracks';

/**
 * The laps of a session: number, time in milliseconds and whether it is an out or in lap. Its id
 * may be chosen by the device (a lap typed at the track without a connection).
 */
export const sessionLaps = pgTable(
  'session_laps',
  {
    ...teamOwnedWithChosenIds(),
    eventSessionId: uuid().notNull(),
    /**
     * The session's track, copied by a database trigger on insert and kept in step when the
     * session's event moves, so track records and personal bests find the best lap per track by index.
     */
    trackId: uuid(),
    lapNumber: integer().notNull(),
    lapMs: integer().notNull(),
    isOutLap: boolean().notNull().default(false),
    isInLap: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    teamPrimaryKey('session_laps', t),
    teamReference('session_laps', 'eventSessionId', t, eventSessions).onDelete('cascade'),
    teamReference('session_laps', 'trackId', t, tracks).onDelete('no action'),
    uniqueIndex('session_laps_session_lap_number_idx').on(t.teamId, t.eventSessionId, t.lapNumber),
    // Flying laps (neither out nor in) per track, fastest first: track records and personal bests.
    index('session_laps_team_track_flying_idx')
      .on(t.teamId, t.trackId, t.lapMs)
      .where(sql`not ${t.isOutLap} and not ${t.isInLap}`),
    ...rangeChecks('session_laps', t, {
      lapNumber: inputBounds.lapNumber,
      lapMs: inputBounds.sessionLapMs,
    }),
  ],
);
