import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization, user } from './auth';
import { inputBounds } from '@shared/lib/input-bounds';
import { archivable, rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';
import { cars } from './cars';
import { meterReadings } from './meter-readings';

/**
 * A tracked component: an engine, a gearbox … anything with a serial number and a life of its
 * own. Its hours and distance are its own meters; time its car accrues while it is installed
 * accrues to it (src/server/workflows/accrue-session-time.ts, record-meter-reading.ts).
 */
export const components = pgTable(
  'components',
  {
    ...teamOwned(),
    name: text().notNull(),
    /** engine, gearbox, differential, shock, seat, harness, fire_system, other */
    kind: text().notNull(),
    serialNumber: text(),
    notes: text(),
    hours: doublePrecision().notNull().default(0),
    /** Miles. */
    distance: doublePrecision().notNull().default(0),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('components', t),
    index('components_team_name_idx').on(t.teamId, t.name),
    check(
      'components_kind_check',
      sql`${t.kind} in ('engine', 'gearbox', 'differential', 'shock', 'seat', 'harness', 'fire_system', 'other')`,
    ),
    ...rangeChecks('components', t, { hours: inputBounds.hours, distance: inputBounds.miles }),
  ],
);

/**
 * Running counts of a team's components per kind, active or archived, kept by triggers on
 * `components` (migration 0040), so the components list's total reads a few rows instead of
 * counting every component of the team.
 */
export const componentCounts = pgTable(
  'component_counts',
  {
    teamId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    archived: boolean().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.archived, t.kind] })],
);

/**
 * A component's stay on a car: from its installation to its removal (open while it is on the
 * car), with both meters, the car's and the component's, at each end. At most one open stay per
 * component.
 */
export const componentInstallations = pgTable(
  'component_installations',
  {
    ...teamOwned(),
    componentId: uuid().notNull(),
    carId: uuid().notNull(),
    installedAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }),
    carHoursAtInstall: doublePrecision().notNull(),
    carDistanceAtInstall: doublePrecision().notNull(),
    hoursAtInstall: doublePrecision().notNull(),
    distanceAtInstall: doublePrecision().notNull(),
    carHoursAtRemoval: doublePrecision(),
    carDistanceAtRemoval: doublePrecision(),
    hoursAtRemoval: doublePrecision(),
    distanceAtRemoval: doublePrecision(),
    ...timestamps(),
  },
  (t) => [
    teamKey('component_installations', t),
    teamReference('component_installations', 'componentId', t, components).onDelete('cascade'),
    teamReference('component_installations', 'carId', t, cars).onDelete('no action'),
    uniqueIndex('component_installations_open_idx')
      .on(t.teamId, t.componentId)
      .where(sql`${t.removedAt} is null`),
    index('component_installations_component_idx').on(t.teamId, t.componentId, t.installedAt),
    index('component_installations_car_idx').on(t.teamId, t.carId, t.installedAt),
    // Named for its column, as every CHECK is (db/constraint-errors.ts): a removal is not before its installation.
    check(
      'component_installations_removed_at_check',
      sql`${t.removedAt} is null or ${t.removedAt} >= ${t.installedAt}`,
    ),
    ...rangeChecks('component_installations', t, {
      carHoursAtInstall: inputBounds.hours,
      carDistanceAtInstall: inputBounds.miles,
      hoursAtInstall: inputBounds.hours,
      distanceAtInstall: inputBounds.miles,
      carHoursAtRemoval: inputBounds.hours,
      carDistanceAtRemoval: inputBounds.miles,
      hoursAtRemoval: inputBounds.hours,
      distanceAtRemoval: inputBounds.miles,
    }),
  ],
);

/**
 * What one reading of a car's meter log (a session's, or one typed higher) added to a component
 * installed on the car at that moment. Correcting or removing the session's reading moves the
 * component by the difference, through these rows.
 */
export const componentAccruals = pgTable(
  'component_accruals',
  {
    ...teamOwned(),
    componentId: uuid().notNull(),
    installationId: uuid().notNull(),
    meterReadingId: uuid().notNull(),
    /**
     * When its reading was recorded: copied from the reading by a database trigger on insert and
     * kept in step when the reading moves, so a component's page lists its accruals newest first by index.
     */
    recordedAt: timestamp({ withTimezone: true }),
    hours: doublePrecision().notNull(),
    /** Miles. */
    distance: doublePrecision().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('component_accruals', t),
    teamReference('component_accruals', 'componentId', t, components).onDelete('cascade'),
    teamReference('component_accruals', 'installationId', t, componentInstallations).onDelete('cascade'),
    teamReference('component_accruals', 'meterReadingId', t, meterReadings).onDelete('no action'),
    uniqueIndex('component_accruals_reading_component_idx').on(t.teamId, t.meterReadingId, t.componentId),
    index('component_accruals_component_idx').on(t.teamId, t.componentId, t.createdAt),
    index('component_accruals_component_recorded_idx').on(t.teamId, t.componentId, t.recordedAt, t.createdAt, t.id),
    ...rangeChecks('component_accruals', t, { hours: inputBounds.hours, distance: inputBounds.miles }),
  ],
);

/** A rebuild of a component: when, at what meters, by whom; its service items were reset then. */
export const componentRebuilds = pgTable(
  'component_rebuilds',
  {
    ...teamOwned(),
    componentId: uuid().notNull(),
    rebuiltAt: timestamp({ withTimezone: true }).notNull(),
    hours: doublePrecision().notNull(),
    /** Miles. */
    distance: doublePrecision().notNull(),
    note: text(),
    rebuiltBy: text().references(() => user.id, { onDelete: 'set null' }),
    rebuiltByName: text(),
    ...timestamps(),
  },
  (t) => [
    teamKey('component_rebuilds', t),
    teamReference('component_rebuilds', 'componentId', t, components).onDelete('cascade'),
    index('component_rebuilds_component_idx').on(t.teamId, t.componentId, t.rebuiltAt),
    index('component_rebuilds_rebuilt_by_idx').on(t.rebuiltBy),
    ...rangeChecks('component_rebuilds', t, { hours: inputBounds.hours, distance: inputBounds.miles }),
  ],
);
