import type {
  CreateMeterReading,
  MeterReading,
  MeterReadingsPage,
  MeterReadingsQuery,
} from '@shared/meter-readings/meter-readings.contract';
import {
  moveMeter,
  readingRefusal,
  shiftSessionReading,
  type Accrual,
  type LogEntry,
  type Meter,
  type ReadingForm,
} from '@shared/meter-readings/meter-readings.rules';
import { AppError } from '@shared/lib/app-error';
import type { DatedMeter } from '@shared/imports/meter-reading-import.rules';
import { pageOffset } from '@shared/lib/pagination';
import type { RequestContext } from '../../auth/request-context';
import { findCarUsage } from '../cars/cars.service';
import {
  countMeterReadingsOfCar,
  deleteMeterReading,
  findReadingAt,
  listSessionReadingsFrom,
  insertMeterReading,
  insertImportedReadings,
  listCarMeterLog,
  listMeterReadingsOfCar,
  lockMeterReadingsFrom,
  findFirstReadingOfCar,
  findMeterReadingOfSession,
  lockMeterReadingsOfSessions,
  updateMeterReading,
  type MeterReadingRow,
  type MeterReadingView,
} from './meter-readings.repository';

/*
 * A car's meter log. The car's hours and miles are its latest reading: the workflows that write a
 * reading (src/server/workflows/record-meter-reading.ts, accrue-session-time.ts) keep the car in
 * step with what these functions answer, in the same transaction. Every function that writes is
 * part of the caller's transaction, which has locked the car.
 */

function toMeterReading(view: MeterReadingView): MeterReading {
  const { row } = view;
  return {
    id: row.id,
    carId: row.carId,
    recordedAt: row.recordedAt.toISOString(),
    hours: row.hours,
    distance: row.distance,
    source: row.source as MeterReading['source'],
    sessionId: row.sessionId,
    sessionName: view.sessionName,
    runningMinutes: row.runningMinutes,
    laps: row.laps,
    hoursAdded: row.hoursAdded,
    distanceAdded: row.distanceAdded,
    distanceEstimated: row.distanceEstimated,
    isCorrection: row.isCorrection,
    note: row.note,
    recordedByName: view.recordedByName,
  };
}

/** A page of the car's log, newest first; 404 for a car the team does not have. */
export async function listMeterReadings(
  ctx: RequestContext,
  carId: string,
  query: MeterReadingsQuery,
): Promise<MeterReadingsPage> {
  const [car, rows, total] = await Promise.all([
    findCarUsage(ctx, carId),
    listMeterReadingsOfCar(ctx.team, carId, { limit: query.pageSize, offset: pageOffset(query) }),
    countMeterReadingsOfCar(ctx.team, carId),
  ]);
  if (!car) throw AppError.notFound('Car');
  return { items: rows.map(toMeterReading), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Records what the car's meters read now, typed by hand (or imported). Refused (400, on the field)
 * when lower than the car's current meters (its latest reading) unless marked as a correction.
 * Answers the reading.
 */
export async function recordMeterReading(
  ctx: RequestContext,
  carId: string,
  current: Meter,
  input: CreateMeterReading & { source?: 'manual' | 'import'; form?: ReadingForm },
): Promise<MeterReading> {
  const next = { hours: input.hours, miles: input.distance };
  const refusal = readingRefusal(current, next, input.isCorrection, input.form);
  if (refusal) throw AppError.validation(refusal.hours ?? refusal.distance ?? '', refusal);
  const row = await insertMeterReading(ctx.team, {
    carId,
    recordedAt: new Date(),
    hours: next.hours,
    distance: next.miles,
    source: input.source ?? 'manual',
    isCorrection: input.isCorrection,
    note: input.note,
    recordedBy: ctx.userId,
  });
  return toMeterReading({ row, sessionName: null, recordedByName: ctx.userName });
}

export interface SessionAccrual {
  carId: string;
  sessionId: string;
  /** When the session was completed: where its reading stands in the log. */
  at: Date;
  runningMinutes: number;
  laps: number | null;
  accrual: Accrual;
}

/** Adds a completed session's time and distance to the car's meters; answers them afterwards, and the reading's id. */
export async function recordSessionReading(
  ctx: RequestContext,
  current: Meter,
  input: SessionAccrual,
): Promise<Meter & { readingId: string }> {
  const meter = moveMeter(current, input.accrual);
  const row = await insertMeterReading(ctx.team, {
    carId: input.carId,
    recordedAt: input.at,
    hours: meter.hours,
    distance: meter.miles,
    source: 'session',
    sessionId: input.sessionId,
    runningMinutes: input.runningMinutes,
    laps: input.laps,
    hoursAdded: input.accrual.hours,
    distanceAdded: input.accrual.miles,
    distanceEstimated: input.accrual.estimated,
    recordedBy: ctx.userId,
  });
  return { ...meter, readingId: row.id };
}

/**
 * What the car's meters read at `at`: its latest reading then, or `current` (the car's meters)
 * when its log has none that early.
 */
export async function findCarMeterAt(ctx: RequestContext, carId: string, at: Date, current: Meter): Promise<Meter> {
  const row = await findReadingAt(ctx.team, carId, at);
  return row ? { hours: row.hours, miles: row.distance } : current;
}

/**
 * Moves the reading that starts the car's log back to `at`, lower by `before` (what the car ran
 * between then and that reading), and answers the meters it then reads: for history written
 * after the fact (the demo team's past sessions). Null when the car's log is empty.
 */
export async function backdateCarLog(
  ctx: RequestContext,
  carId: string,
  at: Date,
  before: Meter,
): Promise<Meter | null> {
  const first = await findFirstReadingOfCar(ctx.team, carId);
  if (!first) return null;
  const meter = moveMeter({ hours: first.hours, miles: first.distance }, before, -1);
  await updateMeterReading(ctx.team, first.id, { recordedAt: at, hours: meter.hours, distance: meter.miles });
  return meter;
}

/** The reading a session added, locked; undefined when it added none. */
export async function findSessionReading(ctx: RequestContext, sessionId: string): Promise<MeterReadingRow | undefined> {
  const [row] = await lockMeterReadingsOfSessions(ctx.team, [sessionId]);
  return row;
}

/** The reading a session added, when it added one (read only: nothing is locked). */
export async function readSessionReading(ctx: RequestContext, sessionId: string): Promise<MeterReadingRow | undefined> {
  return findMeterReadingOfSession(ctx.team, sessionId);
}

/** The readings these sessions added, oldest first, locked. */
export async function findSessionReadings(ctx: RequestContext, sessionIds: string[]): Promise<MeterReadingRow[]> {
  return lockMeterReadingsOfSessions(ctx.team, sessionIds);
}

const toEntry = (row: MeterReadingRow): LogEntry => ({
  id: row.id,
  source: row.source as LogEntry['source'],
  hours: row.hours,
  miles: row.distance,
  added: row.hoursAdded === null ? null : { hours: row.hoursAdded, miles: row.distanceAdded ?? 0 },
});

/**
 * Corrects what a session added (its running time, laps and distance): its reading and the session
 * readings after it, up to the next reading typed, move by the difference. Answers the car's
 * meters afterwards when they follow, else null.
 */
export async function correctSessionReading(
  ctx: RequestContext,
  reading: MeterReadingRow,
  change: { runningMinutes: number; laps: number | null; accrual: Accrual },
): Promise<Meter | null> {
  const entries = (await lockMeterReadingsFrom(ctx.team, reading)).map(toEntry);
  const shift = shiftSessionReading(entries, change.accrual);
  for (const update of shift.updates) {
    await updateMeterReading(
      ctx.team,
      update.id,
      update.id === reading.id
        ? {
            hours: update.hours,
            distance: update.miles,
            runningMinutes: change.runningMinutes,
            laps: change.laps,
            hoursAdded: change.accrual.hours,
            distanceAdded: change.accrual.miles,
            distanceEstimated: change.accrual.estimated,
          }
        : { hours: update.hours, distance: update.miles },
    );
  }
  return shift.carMeter;
}

/**
 * Removes a session's reading: the session readings after it, up to the next reading typed, lose
 * its time. Answers the car's meters afterwards when they follow, else null.
 */
export async function removeSessionReading(ctx: RequestContext, reading: MeterReadingRow): Promise<Meter | null> {
  const entries = (await lockMeterReadingsFrom(ctx.team, reading)).map(toEntry);
  const shift = shiftSessionReading(entries, null);
  for (const update of shift.updates) {
    await updateMeterReading(ctx.team, update.id, { hours: update.hours, distance: update.miles });
  }
  await deleteMeterReading(ctx.team, reading.id);
  return shift.carMeter;
}

/** What each of the car's sessions recorded at or after `at` added: its reading and its hours and miles. */
export async function findSessionAdditionsFrom(
  ctx: RequestContext,
  carId: string,
  at: Date,
): Promise<{ readingId: string; added: Meter }[]> {
  const rows = await listSessionReadingsFrom(ctx.team, carId, at);
  return rows.map((row) => ({
    readingId: row.id,
    added: { hours: row.hoursAdded ?? 0, miles: row.distanceAdded ?? 0 },
  }));
}

/** A reading as an import brings it (a car's first reading, or its history). */
export interface ImportedReading {
  carId: string;
  recordedAt: Date;
  hours: number;
  distance: number;
  note: string | null;
}

/**
 * Adds imported readings at their dates, in batches (the caller has placed them in the log:
 * `placeReadings` in src/shared/imports/meter-reading-import.rules.ts); answers how many. They
 * accrue to no component. Part of the caller's transaction, which has locked the car.
 */
export async function importMeterReadings(ctx: RequestContext, readings: readonly ImportedReading[]): Promise<number> {
  await insertImportedReadings(ctx.team, readings, ctx.userId);
  return readings.length;
}

/** The car's log, oldest first, each reading with its day (UTC), hours and miles. */
export async function getCarMeterLog(ctx: RequestContext, carId: string): Promise<DatedMeter[]> {
  const rows = await listCarMeterLog(ctx.team, carId);
  return rows.map((row) => ({
    date: row.recordedAt.toISOString().slice(0, 10),
    hours: row.hours,
    miles: row.distance,
  }));
}
