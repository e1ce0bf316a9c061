import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inputBounds } from '@shared/lib/input-bounds';
import { user } from './auth';
import { cars } from './cars';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';
import { eventSessions } from './events';

/**
 * A car's meter log: what its hours and distance read at a moment, and where that came from (a
 * completed session, a manual entry, an import). The car's hours and miles are its latest reading
 * (`cars.hours` and `cars.miles` are kept in step in the same transaction). A session's reading
 * also keeps what the session added, so correcting or removing the session shifts the readings
 * after it.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    ...teamOwned(),
    carId: uuid().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hours of use on the meter. */
    hours: doublePrecision().notNull(),
    /** Distance on the meter, in miles (as the car's miles). */
    distance: doublePrecision().notNull(),
    /** session, manual, import */
    source: text().notNull(),
    /** The session whose time this reading adds (one reading per session). */
    sessionId: uuid(),
    /** A session's running time in minutes, as completed or corrected. */
    runningMinutes: integer(),
    /** A session's laps, when known. */
    laps: integer(),
    /** What a session added to the meter. */
    hoursAdded: doublePrecision(),
    distanceAdded: doublePrecision(),
    /** The session's distance is time × the average speed, not laps × the track's length. */
    distanceEstimated: boolean().notNull().default(false),
    /** A reading lower than the one before: a meter replaced, a typo. */
    isCorrection: boolean().notNull().default(false),
    note: text(),
    recordedBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    teamKey('meter_readings', t),
    teamReference('meter_readings', 'carId', t, cars).onDelete('cascade'),
    teamReference('meter_readings', 'sessionId', t, eventSessions).onDelete('no action'),
    uniqueIndex('meter_readings_session_idx').on(t.teamId, t.sessionId),
    index('meter_readings_car_recorded_idx').on(t.teamId, t.carId, t.recordedAt, t.createdAt),
    index('meter_readings_recorded_by_idx').on(t.recordedBy),
    check('meter_readings_source_check', sql`${t.source} in ('session', 'manual', 'import')`),
    // A session's reading names its session.
    check('meter_readings_session_id_check', sql`${t.source} <> 'session' or ${t.sessionId} is not null`),
    ...rangeChecks('meter_readings', t, {
      hours: inputBounds.hours,
      distance: inputBounds.miles,
      runningMinutes: inputBounds.runningMinutes,
      laps: inputBounds.lapCount,
      hoursAdded: inputBounds.hours,
      distanceAdded: inputBounds.miles,
    }),
  ],
);
