import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization, user } from './auth';
import { cars } from './cars';
import { clients } from './clients';
import { inputBounds } from '@shared/lib/input-bounds';
import {
  archivable,
  rangeChecks,
  teamKey,
  teamOwned,
  teamOwnedWithChosenIds,
  teamPrimaryKey,
  teamReference,
  timestamps,
} from './columns';
import { drivers } from './drivers';
import { tracks } from './tracks';

export const events = pgTable(
  'events',
  {
    ...teamOwned(),
    title: text().notNull(),
    date: date().notNull(),
    /** Track Day, Time Attack, Testing, Race */
    type: text().notNull(),
    description: text(),
    notes: text(),
    trackId: uuid().notNull(),
    /** Minutes. */
    estimatedMinutes: integer().notNull().default(0),
    /** The car the event was planned for (optional; registrations hold the full list). */
    carId: uuid(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('events', t),
    teamReference('events', 'trackId', t, tracks).onDelete('restrict'),
    teamReference('events', 'carId', t, cars).onDelete('no action'),
    index('events_team_date_idx').on(t.teamId, t.date),
    index('events_team_track_date_idx').on(t.teamId, t.trackId, t.date),
    index('events_car_date_idx').on(t.carId, t.date),
    // The archived events, few beside the active ones: their list, and what list totals take off.
    index('events_team_archived_date_idx')
      .on(t.teamId, t.date)
      .where(sql`${t.archivedAt} is not null`),
    ...rangeChecks('events', t, { estimatedMinutes: inputBounds.minutes }),
  ],
);

/**
 * Running counts of a team's events per type, per date and per track, kept by database
 * triggers on `events` (migration 0001). Statistics and list totals read these few rows
 * instead of counting events, so they cost the same at 1,000 or 100,000 events.
 */
export const eventCounts = pgTable(
  'event_counts',
  {
    teamId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** type, date (YYYY-MM-DD) or track (track id) */
    dimension: text().notNull(),
    key: text().notNull(),
    events: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.dimension, t.key] })],
);

/** A car registered for an event (a client's car in team mode, the user's own otherwise). */
export const eventCars = pgTable(
  'event_cars',
  {
    ...teamOwned(),
    eventId: uuid().notNull(),
    carId: uuid().notNull(),
    clientId: uuid(),
    driverId: uuid(),
    carNumber: text(),
    class: text(),
    status: text().notNull().default('registered'),
    preEventInspectionCompleted: boolean().notNull().default(false),
    preEventInspectionDate: timestamp({ withTimezone: true }),
    preEventNotes: text(),
    postEventInspectionCompleted: boolean().notNull().default(false),
    postEventInspectionDate: timestamp({ withTimezone: true }),
    postEventNotes: text(),
    registrationFeeCents: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    teamKey('event_cars', t),
    teamReference('event_cars', 'eventId', t, events).onDelete('no action'),
    teamReference('event_cars', 'carId', t, cars).onDelete('no action'),
    teamReference('event_cars', 'clientId', t, clients).onDelete('no action'),
    teamReference('event_cars', 'driverId', t, drivers).onDelete('no action'),
    uniqueIndex('event_cars_event_car_idx').on(t.eventId, t.carId),
    index('event_cars_car_idx').on(t.carId),
    index('event_cars_client_idx').on(t.clientId),
    index('event_cars_driver_idx').on(t.driverId),
    ...rangeChecks('event_cars', t, { registrationFeeCents: inputBounds.rateCents }),
  ],
);

export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    ...teamOwned(),
    name: text().notNull(),
    description: text(),
    /** pre_event, post_event, maintenance, damage, custom (and tech) */
    inspectionType: text().notNull().default('pre_event'),
    isActive: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    baseFeeCents: integer().notNull().default(0),
    estimatedMinutes: integer().notNull().default(30),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    teamKey('inspection_templates', t),
    index('inspection_templates_team_type_idx').on(t.teamId, t.inspectionType, t.isActive),
    ...rangeChecks('inspection_templates', t, {
      baseFeeCents: inputBounds.rateCents,
      estimatedMinutes: inputBounds.minutes,
    }),
  ],
);

export const inspectionTemplateItems = pgTable(
  'inspection_template_items',
  {
    ...teamOwned(),
    templateId: uuid().notNull(),
    category: text().notNull(),
    itemName: text().notNull(),
    description: text(),
    isRequired: boolean().notNull().default(true),
    /** pass_fail, text, number, select */
    inputType: text().notNull().default('pass_fail'),
    options: jsonb().$type<string[]>(),
    failureCreatesWorkItem: boolean().notNull().default(false),
    workItemTemplate: text(),
    /** Minutes. */
    estimatedRepairMinutes: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    teamKey('inspection_template_items', t),
    teamReference('inspection_template_items', 'templateId', t, inspectionTemplates).onDelete('cascade'),
    index('inspection_template_items_template_idx').on(t.templateId, t.sortOrder),
    ...rangeChecks('inspection_template_items', t, { estimatedRepairMinutes: inputBounds.minutes }),
  ],
);

export interface ChecklistResult {
  itemId: string | null;
  category: string;
  itemName: string;
  isRequired: boolean;
  failureCreatesWorkItem: boolean;
  result: 'pass' | 'fail' | 'na' | null;
  notes: string | null;
}

export const eventInspections = pgTable(
  'event_inspections',
  {
    ...teamOwned(),
    eventCarId: uuid().notNull(),
    /** pre_event, post_event, tech, damage */
    inspectionType: text().notNull(),
    inspectorId: text().references(() => user.id, { onDelete: 'set null' }),
    templateId: uuid(),
    /** pass, fail, conditional, pending */
    status: text().notNull(),
    overallCondition: text().notNull().default('good'),
    checklistResults: jsonb().$type<ChecklistResult[]>().notNull(),
    issuesFound: jsonb().$type<string[]>().notNull().default([]),
    recommendations: text(),
    notes: text(),
    inspectionFeeCents: integer().notNull().default(0),
    billableMinutes: integer().notNull().default(30),
    ...timestamps(),
  },
  (t) => [
    teamKey('event_inspections', t),
    teamReference('event_inspections', 'eventCarId', t, eventCars).onDelete('cascade'),
    teamReference('event_inspections', 'templateId', t, inspectionTemplates).onDelete('set null'),
    uniqueIndex('event_inspections_car_type_idx').on(t.eventCarId, t.inspectionType),
    ...rangeChecks('event_inspections', t, {
      inspectionFeeCents: inputBounds.rateCents,
      billableMinutes: inputBounds.billableMinutes,
    }),
  ],
);

/** Work to be billed or done, created by inspections (failed items) and later work orders. */
export const workOrderItems = pgTable(
  'work_order_items',
  {
    ...teamOwned(),
    eventCarId: uuid(),
    inspectionId: uuid(),
    /** inspection or repair */
    itemType: text().notNull(),
    title: text().notNull(),
    description: text(),
    quantity: doublePrecision().notNull().default(1),
    rateCents: integer().notNull().default(0),
    totalAmountCents: integer().notNull().default(0),
    estimatedMinutes: integer(),
    assignedTo: text().references(() => user.id, { onDelete: 'set null' }),
    status: text().notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    teamKey('work_order_items', t),
    teamReference('work_order_items', 'eventCarId', t, eventCars).onDelete('cascade'),
    teamReference('work_order_items', 'inspectionId', t, eventInspections).onDelete('cascade'),
    index('work_order_items_event_car_idx').on(t.eventCarId),
    index('work_order_items_team_status_idx').on(t.teamId, t.status),
    ...rangeChecks('work_order_items', t, {
      quantity: inputBounds.quantity,
      rateCents: inputBounds.rateCents,
      totalAmountCents: inputBounds.totalCents,
      estimatedMinutes: inputBounds.minutes,
    }),
  ],
);

/**
 * An on-track session of a registered car. A device may choose its id (created without a
 * connection), so the id is unique within the team only (`teamOwnedWithChosenIds`).
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    ...teamOwnedWithChosenIds(),
    eventId: uuid().notNull(),
    eventCarId: uuid().notNull(),
    /**
     * The event's track, copied by a database trigger on insert and kept in step when the
     * event moves to another track, so track records find the best lap per track by index.
     */
    trackId: uuid(),
    /**
     * The registration's car, copied by a database trigger on insert and kept in step with the
     * registration (migration 0044), so a car's personal best at a track reads the car's sessions
     * there by index rather than every session of every registration of the car.
     */
    carId: uuid(),
    name: text().notNull(),
    /** practice, qualifying, race_1, race_2, race_3 */
    sessionType: text().notNull().default('practice'),
    driverId: uuid(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }),
    /** Minutes, 5 to 120. */
    durationMinutes: integer().notNull().default(20),
    /** Text as entered (m:ss.mmm) and milliseconds for comparisons. */
    bestLapTime: text(),
    bestLapMs: integer(),
    notes: text(),
    /** scheduled, in_progress, completed */
    status: text().notNull().default('scheduled'),
    ...timestamps(),
  },
  (t) => [
    teamPrimaryKey('event_sessions', t),
    teamReference('event_sessions', 'eventId', t, events).onDelete('no action'),
    teamReference('event_sessions', 'eventCarId', t, eventCars).onDelete('cascade'),
    teamReference('event_sessions', 'trackId', t, tracks).onDelete('no action'),
    teamReference('event_sessions', 'driverId', t, drivers).onDelete('no action'),
    index('event_sessions_event_car_start_idx').on(t.eventCarId, t.startTime),
    index('event_sessions_event_idx').on(t.eventId),
    index('event_sessions_team_track_lap_idx').on(t.teamId, t.trackId, t.bestLapMs),
    index('event_sessions_driver_idx').on(t.driverId),
    // A driver's sessions at a track: the personal best on a session's lap sheet.
    index('event_sessions_team_driver_track_idx').on(t.teamId, t.driverId, t.trackId),
    // A car's sessions at a track: the car's personal best on a session's lap sheet.
    index('event_sessions_team_car_track_idx').on(t.teamId, t.carId, t.trackId),
    ...rangeChecks('event_sessions', t, {
      durationMinutes: inputBounds.sessionMinutes,
      bestLapMs: inputBounds.lapMs,
    }),
  ],
);

export interface TirePressures {
  lf: number | null;
  rf: number | null;
  lr: number | null;
  rr: number | null;
}

export interface TireTemperatures {
  lf: { outside: number | null; center: number | null; inside: number | null };
  rf: { outside: number | null; center: number | null; inside: number | null };
  lr: { outside: number | null; center: number | null; inside: number | null };
  rr: { outside: number | null; center: number | null; inside: number | null };
}

export const sessionInspections = pgTable(
  'session_inspections',
  {
    ...teamOwned(),
    eventSessionId: uuid().notNull(),
    eventCarId: uuid().notNull(),
    /** pre_session or post_session */
    inspectionType: text().notNull(),
    inspectorId: text().references(() => user.id, { onDelete: 'set null' }),
    sessionType: text(),
    expectedSessionMinutes: integer(),
    wheelTorqueSpec: text(),
    sdCardChecked: boolean(),
    dataSystemsChecked: boolean(),
    waterTempPass: boolean(),
    oilTempPass: boolean(),
    fuelAmount: doublePrecision(),
    tirePressures: jsonb().$type<TirePressures>(),
    brakePadsCondition: text(),
    brakeRotorsCondition: text(),
    fireSystemPinChecked: boolean(),
    carCleaned: boolean(),
    generalInspectionPass: boolean(),
    readyForSession: boolean(),
    tireTemperatures: jsonb().$type<TireTemperatures>(),
    weightWithDriver: doublePrecision(),
    bestLaptime: text(),
    bestLapMs: integer(),
    runningPosition: integer(),
    eventNotes: text(),
    status: text().notNull().default('completed'),
    ...timestamps(),
  },
  (t) => [
    teamKey('session_inspections', t),
    teamReference('session_inspections', 'eventSessionId', t, eventSessions).onDelete('cascade'),
    teamReference('session_inspections', 'eventCarId', t, eventCars).onDelete('cascade'),
    uniqueIndex('session_inspections_session_type_idx').on(t.teamId, t.eventSessionId, t.inspectionType),
    ...rangeChecks('session_inspections', t, {
      expectedSessionMinutes: inputBounds.sessionMinutes,
      fuelAmount: inputBounds.fuel,
      weightWithDriver: inputBounds.weight,
      bestLapMs: inputBounds.lapMs,
      runningPosition: inputBounds.position,
    }),
  ],
);

/** A result: where a car started and finished, and its best lap. */
export const races = pgTable(
  'races',
  {
    ...teamOwned(),
    carId: uuid().notNull(),
    trackId: uuid().notNull(),
    eventId: uuid(),
    eventCarId: uuid(),
    date: date().notNull(),
    eventType: text(),
    startPosition: integer(),
    finishPosition: integer(),
    totalParticipants: integer(),
    bestLapTime: text(),
    bestLapMs: integer(),
    notes: text(),
    class: text(),
    sessionType: text(),
    weather: text(),
    trackCondition: text(),
    timingSheetUrl: text(),
    videoUrls: text().array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    teamKey('races', t),
    teamReference('races', 'carId', t, cars).onDelete('no action'),
    teamReference('races', 'trackId', t, tracks).onDelete('no action'),
    teamReference('races', 'eventId', t, events).onDelete('no action'),
    teamReference('races', 'eventCarId', t, eventCars).onDelete('cascade'),
    index('races_team_date_idx').on(t.teamId, t.date),
    index('races_event_idx').on(t.eventId),
    index('races_car_idx').on(t.carId),
    index('races_team_track_lap_idx').on(t.teamId, t.trackId, t.bestLapMs),
    ...rangeChecks('races', t, {
      startPosition: inputBounds.position,
      finishPosition: inputBounds.position,
      totalParticipants: inputBounds.position,
      bestLapMs: inputBounds.lapMs,
    }),
  ],
);
