import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cars } from './cars';
import { components } from './components';
import { inputBounds } from '@shared/lib/input-bounds';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';

/**
 * A part or task with a service interval (hours and/or distance) and an optional total life. It
 * belongs to a car or to a tracked component (exactly one), whose hours and distance it is
 * counted against.
 */
export const serviceLifeItems = pgTable(
  'service_life_items',
  {
    ...teamOwned(),
    carId: uuid(),
    componentId: uuid(),
    name: text().notNull(),
    description: text(),
    category: text().notNull().default('maintenance'),
    hourInterval: doublePrecision(),
    /** Miles. */
    distanceInterval: doublePrecision(),
    lastServiceHours: doublePrecision().notNull().default(0),
    /** Miles. */
    lastServiceDistance: doublePrecision().notNull().default(0),
    /** The car's hours and miles when the part was fitted; life is counted from here. */
    installedHours: doublePrecision().notNull().default(0),
    installedDistance: doublePrecision().notNull().default(0),
    expectedLifeHours: doublePrecision(),
    expectedLifeDistance: doublePrecision(),
    estimatedLaborHours: doublePrecision(),
    estimatedPartsCostCents: integer(),
    priority: text().notNull().default('medium'),
    totalResets: integer().notNull().default(0),
    lastResetDate: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    teamKey('service_life_items', t),
    teamReference('service_life_items', 'carId', t, cars).onDelete('cascade'),
    teamReference('service_life_items', 'componentId', t, components).onDelete('cascade'),
    index('service_life_items_car_idx').on(t.carId, t.name),
    index('service_life_items_component_idx').on(t.componentId, t.name),
    // Named for its column, as every CHECK is (db/constraint-errors.ts): an item is of a car or of a component.
    check('service_life_items_component_id_check', sql`(${t.carId} is null) <> (${t.componentId} is null)`),
    index('service_life_items_team_idx').on(t.teamId),
    ...rangeChecks('service_life_items', t, {
      hourInterval: inputBounds.hours,
      distanceInterval: inputBounds.miles,
      lastServiceHours: inputBounds.hours,
      lastServiceDistance: inputBounds.miles,
      installedHours: inputBounds.hours,
      installedDistance: inputBounds.miles,
      expectedLifeHours: inputBounds.hours,
      expectedLifeDistance: inputBounds.miles,
      estimatedLaborHours: inputBounds.laborHours,
      estimatedPartsCostCents: inputBounds.costCents,
    }),
  ],
);

/** Every service (reset) of an item: when, at what hours and miles, by whom. */
export const serviceItemHistory = pgTable(
  'service_item_history',
  {
    ...teamOwned(),
    itemId: uuid().notNull(),
    performedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hours: doublePrecision().notNull(),
    distance: doublePrecision().notNull(),
    performedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    performedByName: text(),
  },
  (t) => [
    teamKey('service_item_history', t),
    teamReference('service_item_history', 'itemId', t, serviceLifeItems).onDelete('cascade'),
    index('service_item_history_item_idx').on(t.itemId, t.performedAt),
    ...rangeChecks('service_item_history', t, { hours: inputBounds.hours, distance: inputBounds.miles }),
  ],
);
