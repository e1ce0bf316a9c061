import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { inputBounds } from '@shared/lib/input-bounds';
import { archivable, rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';

export const tracks = pgTable(
  'tracks',
  {
    ...teamOwned(),
    name: text().notNull(),
    location: text().notNull(),
    /** Miles. */
    length: doublePrecision(),
    type: text(),
    description: text(),
    imageUrl: text(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('tracks', t),
    index('tracks_team_name_idx').on(t.teamId, t.name),
    ...rangeChecks('tracks', t, { length: inputBounds.trackLength }),
  ],
);

/** One setup note per car and track. */
export const carTrackSetups = pgTable(
  'car_track_setups',
  {
    ...teamOwned(),
    carId: uuid().notNull(),
    trackId: uuid().notNull(),
    notes: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('car_track_setups', t),
    teamReference('car_track_setups', 'carId', t, cars).onDelete('cascade'),
    teamReference('car_track_setups', 'trackId', t, tracks).onDelete('cascade'),
    uniqueIndex('car_track_setups_car_track_idx').on(t.carId, t.trackId),
  ],
);
