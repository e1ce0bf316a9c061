import { doublePrecision, index, integer, pgTable, text, date, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { inputBounds } from '@shared/lib/input-bounds';
import { archivable, rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';
import { drivers } from './drivers';

export const cars = pgTable(
  'cars',
  {
    ...teamOwned(),
    name: text().notNull(),
    make: text(),
    model: text(),
    year: integer(),
    color: text(),
    description: text(),
    /** Distance is stored in miles, shown per use_metric. */
    miles: doublePrecision().notNull().default(0),
    /** Hours of use, one decimal. */
    hours: doublePrecision().notNull().default(0),
    purchaseDate: date(),
    defaultDriverId: uuid(),
    clientId: uuid(),
    /** lbs */
    weight: doublePrecision(),
    horsepower: doublePrecision(),
    sanctioningBodies: text().array().notNull().default([]),
    transponderNumber: text(),
    logbookExpiration: date(),
    beltsExpiration: date(),
    fireBottleExpiration: date(),
    ownershipType: text().notNull().default('team'),
    ownerId: text(),
    rentalStatus: text().notNull().default('available'),
    currentRenterId: text(),
    rentalRatePerHourCents: integer(),
    rentalRatePerDayCents: integer(),
    /** Storage keys of the re-encoded image and its list thumbnail. */
    imageKey: text(),
    thumbnailKey: text(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('cars', t),
    teamReference('cars', 'defaultDriverId', t, drivers).onDelete('no action'),
    teamReference('cars', 'clientId', t, clients).onDelete('no action'),
    index('cars_team_name_idx').on(t.teamId, t.name),
    index('cars_team_purchase_date_idx').on(t.teamId, t.purchaseDate),
    index('cars_team_miles_idx').on(t.teamId, t.miles),
    index('cars_team_created_idx').on(t.teamId, t.createdAt),
    index('cars_client_idx').on(t.clientId),
    index('cars_default_driver_idx').on(t.defaultDriverId),
    ...rangeChecks('cars', t, {
      year: inputBounds.year,
      miles: inputBounds.miles,
      hours: inputBounds.hours,
      weight: inputBounds.weight,
      horsepower: inputBounds.horsepower,
      rentalRatePerHourCents: inputBounds.rateCents,
      rentalRatePerDayCents: inputBounds.rateCents,
    }),
  ],
);
