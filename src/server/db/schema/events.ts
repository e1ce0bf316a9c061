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
import { teamOwned, timestamps } from './columns';
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
    trackId: uuid()
      .notNull()
      .references(() => tracks.id, { onDelete: 'restrict' }),
    /** Minutes. */
    estimatedMinutes: integer().notNull().default(0),
    /** The car the event was planned for (optional; registrations hold the full list). */
    carId: uuid().references(() => cars.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('events_team_date_idx').on(t.teamId, t.date),
    index('events_team_track_date_idx').on(t.teamId, t.trackId, t.date),
    index('events_car_date_idx').on(t.carId, t.date),
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
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    clientId: uuid().references(() => clients.id, { onDelete: 'set null' }),
    driverId: uuid().references(() => drivers.id, { onDelete: 'set null' }),
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
    uniqueIndex('event_cars_event_car_idx').on(t.eventId, t.carId),
    index('event_cars_car_idx').on(t.carId),
    index('event_cars_client_idx').on(t.clientId),
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
  (t) => [index('inspection_templates_team_type_idx').on(t.teamId, t.inspectionType, t.isActive)],
);

export const inspectionTemplateItems = pgTable(
  'inspection_template_items',
  {
    ...teamOwned(),
    templateId: uuid()
      .notNull()
      .references(() => inspectionTemplates.id, { onDelete: 'cascade' }),
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
  (t) => [index('inspection_template_items_template_idx').on(t.templateId, t.sortOrder)],
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
    eventCarId: uuid()
      .notNull()
      .references(() => eventCars.id, { onDelete: 'cascade' }),
    /** pre_event, post_event, tech, damage */
    inspectionType: text().notNull(),
    inspectorId: text().references(() => user.id, { onDelete: 'set null' }),
    templateId: uuid().references(() => inspectionTemplates.id, { onDelete: 'set null' }),
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
  (t) => [uniqueIndex('event_inspections_car_type_idx').on(t.eventCarId, t.inspectionType)],
);

/** Work to be billed or done, created by inspections (failed items) and later work orders. */
export const workOrderItems = pgTable(
  'work_order_items',
  {
    ...teamOwned(),
    eventCarId: uuid().references(() => eventCars.id, { onDelete: 'cascade' }),
    inspectionId: uuid().references(() => eventInspections.id, { onDelete: 'cascade' }),
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
  (t) => [index('work_order_items_event_car_idx').on(t.eventCarId), index('work_order_items_team_status_idx').on(t.teamId, t.status)],
);

/** An on-track session of a registered car. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    ...teamOwned(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventCarId: uuid()
      .notNull()
      .references(() => eventCars.id, { onDelete: 'cascade' }),
    /**
     * The event's track, copied by a database trigger on insert and kept in step when the
     * event moves to another track, so track records find the best lap per track by index.
     */
    trackId: uuid().references(() => tracks.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** practice, qualifying, race_1, race_2, race_3 */
    sessionType: text().notNull().default('practice'),
    driverId: uuid().references(() => drivers.id, { onDelete: 'set null' }),
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
    index('event_sessions_event_car_start_idx').on(t.eventCarId, t.startTime),
    index('event_sessions_event_idx').on(t.eventId),
    index('event_sessions_team_track_lap_idx').on(t.teamId, t.trackId, t.bestLapMs),
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
    eventSessionId: uuid()
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    eventCarId: uuid()
      .notNull()
      .references(() => eventCars.id, { onDelete: 'cascade' }),
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
  (t) => [uniqueIndex('session_inspections_session_type_idx').on(t.eventSessionId, t.inspectionType)],
);

/** A result: where a car started and finished, and its best lap. */
export const races = pgTable(
  'races',
  {
    ...teamOwned(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    trackId: uuid()
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    eventCarId: uuid().references(() => eventCars.id, { onDelete: 'cascade' }),
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
    index('races_team_date_idx').on(t.teamId, t.date),
    index('races_event_idx').on(t.eventId),
    index('races_team_track_lap_idx').on(t.teamId, t.trackId, t.bestLapMs),
  ],
);
