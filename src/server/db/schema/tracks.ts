import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { teamOwned, timestamps } from './columns';

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
    ...timestamps(),
  },
  (t) => [index('tracks_team_name_idx').on(t.teamId, t.name)],
);

/** One setup note per car and track. */
export const carTrackSetups = pgTable(
  'car_track_setups',
  {
    ...teamOwned(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    trackId: uuid()
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    notes: text().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('car_track_setups_car_track_idx').on(t.carId, t.trackId)],
);
