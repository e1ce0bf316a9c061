import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { inputBounds } from '@shared/lib/input-bounds';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';
import { events } from './events';

export const repairs = pgTable(
  'repairs',
  {
    ...teamOwned(),
    carId: uuid().notNull(),
    title: text().notNull(),
    scheduledDate: date(),
    /** Scheduled, In Progress, Completed */
    status: text().notNull().default('Scheduled'),
    description: text(),
    estimatedCostCents: integer(),
    actualCostCents: integer(),
    parts: text(),
    intervalMiles: doublePrecision(),
    intervalHours: doublePrecision(),
    notes: text(),
    /** Storage keys. */
    images: text().array().notNull().default([]),
    completedDate: date(),
    /** The damage report this repair fixes, if any. */
    damageReportId: uuid(),
    ...timestamps(),
  },
  (t): PgTableExtraConfigValue[] => [
    teamKey('repairs', t),
    teamReference('repairs', 'carId', t, cars).onDelete('no action'),
    teamReference('repairs', 'damageReportId', t, damageReports).onDelete('set null'),
    index('repairs_team_status_date_idx').on(t.teamId, t.status, t.scheduledDate),
    index('repairs_team_date_idx').on(t.teamId, t.scheduledDate),
    index('repairs_car_idx').on(t.carId, t.scheduledDate),
    ...rangeChecks('repairs', t, {
      estimatedCostCents: inputBounds.costCents,
      actualCostCents: inputBounds.costCents,
      intervalMiles: inputBounds.miles,
      intervalHours: inputBounds.hours,
    }),
  ],
);

export const damageReports = pgTable(
  'damage_reports',
  {
    ...teamOwned(),
    carId: uuid().notNull(),
    eventId: uuid(),
    title: text().notNull(),
    /** cosmetic, minor, moderate, major, safety_critical, total_loss */
    severity: text().notNull(),
    /** reported, assessed, repair_scheduled, repair_in_progress, repaired, written_off */
    status: text().notNull().default('reported'),
    damageLocation: text(),
    discoveredDate: date().notNull(),
    description: text(),
    /** event, session, routine_maintenance, general_inspection */
    sourceType: text(),
    driveability: text(),
    estimatedRepairCostCents: integer(),
    repairId: uuid(),
    ...timestamps(),
  },
  (t): PgTableExtraConfigValue[] => [
    teamKey('damage_reports', t),
    teamReference('damage_reports', 'carId', t, cars).onDelete('no action'),
    teamReference('damage_reports', 'eventId', t, events).onDelete('no action'),
    teamReference('damage_reports', 'repairId', t, repairs).onDelete('set null'),
    index('damage_reports_team_discovered_idx').on(t.teamId, t.discoveredDate),
    index('damage_reports_car_idx').on(t.carId),
    index('damage_reports_event_idx').on(t.eventId),
    ...rangeChecks('damage_reports', t, { estimatedRepairCostCents: inputBounds.costCents }),
  ],
);
