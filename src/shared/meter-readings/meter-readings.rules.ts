import { inputBounds, roundStored } from '../lib/input-bounds';
import type { MeterReadingSource } from './meter-readings.contract';

/** What a car's meters read: hours of use and distance in miles. */
export interface Meter {
  hours: number;
  miles: number;
}

/** What a session adds to its car's meters; `estimated` when its distance is time × average speed. */
export interface Accrual extends Meter {
  estimated: boolean;
}

/** Where a reading is typed: the meter readings' form (with its Correction box) or the car form. */
export type ReadingForm = 'reading' | 'car';

const howToCorrect: Record<ReadingForm, string> = {
  reading: 'Tick "Correction" if the meter was replaced or the last reading was mistyped.',
  car: "If the meter was replaced or the last reading was mistyped, add a correction from the car's meter readings.",
};

export const meterRefusals = {
  hours: (previous: number, form: ReadingForm = 'reading') =>
    `Hours cannot be lower than the last reading (${formatHours(previous)} h). ${howToCorrect[form]}`,
  distance: (form: ReadingForm = 'reading') => `Distance cannot be lower than the last reading. ${howToCorrect[form]}`,
} as const;

/** Hours as the screens show them: one decimal. */
export function formatHours(hours: number): string {
  return (Math.round(hours * 10) / 10).toFixed(1);
}

/**
 * Why a new reading is refused, field by field, or null when it is taken: a reading lower than
 * the one before (the car's current meters) is refused unless it is marked as a correction. The
 * same reading again, or a higher one, is taken.
 */
export function readingRefusal(
  previous: Meter,
  next: Meter,
  isCorrection: boolean,
  form: ReadingForm = 'reading',
): { hours?: string; distance?: string } | null {
  if (isCorrection) return null;
  const fields: { hours?: string; distance?: string } = {};
  if (next.hours < previous.hours) fields.hours = meterRefusals.hours(previous.hours, form);
  if (next.miles < previous.miles) fields.distance = meterRefusals.distance(form);
  return fields.hours || fields.distance ? fields : null;
}

/** The running time from a session's start to its completion, in whole minutes within the bounds. */
export function sessionRunningMinutes(start: Date, end: Date): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return Math.min(inputBounds.runningMinutes.max, Math.max(inputBounds.runningMinutes.min, minutes));
}

/**
 * What a session adds to its car: its running time in hours, and its distance: laps × the track's
 * length when both are known, otherwise the time × the average speed (marked estimated; nothing
 * when there is no average speed).
 */
export function sessionAccrual(input: {
  runningMinutes: number;
  laps: number | null;
  trackLengthMiles: number | null;
  averageSpeedMph: number;
}): Accrual {
  const hours = roundStored(input.runningMinutes / 60);
  if (input.laps !== null && input.trackLengthMiles !== null && input.trackLengthMiles > 0) {
    return { hours, miles: roundStored(input.laps * input.trackLengthMiles), estimated: false };
  }
  const speed = Number.isFinite(input.averageSpeedMph) && input.averageSpeedMph > 0 ? input.averageSpeedMph : 0;
  return { hours, miles: roundStored(hours * speed), estimated: true };
}

/** A meter moved by `by` (negative to take off), never below zero, kept to the stored decimals. */
export function moveMeter(meter: Meter, by: Meter, sign: 1 | -1 = 1): Meter {
  return {
    hours: roundStored(Math.max(0, meter.hours + sign * by.hours)),
    miles: roundStored(Math.max(0, meter.miles + sign * by.miles)),
  };
}

/** A reading of a car's log, as the shift below needs it. */
export interface LogEntry extends Meter {
  id: string;
  source: MeterReadingSource;
  /** What a session reading added; null for the others. */
  added: Meter | null;
}

export interface LogShift {
  /** The readings whose meters move, with their new meters (the session's own included, unless removed). */
  updates: (Meter & { id: string })[];
  /**
   * The car's meters afterwards when they follow (no manual or imported reading after the
   * session's), else null: a reading typed or imported later is what the car read then.
   */
  carMeter: Meter | null;
}

/**
 * A session's reading corrected (`added` its new time and distance) or removed (`added` null).
 * `entries` are the session's reading and those recorded after it, oldest first. The session's
 * reading and the session readings that follow it, up to the next reading typed or imported,
 * move by the difference; the car follows when no such reading comes after.
 */
export function shiftSessionReading(entries: LogEntry[], added: Meter | null): LogShift {
  const [own, ...after] = entries;
  if (!own) return { updates: [], carMeter: null };
  const before = own.added ?? { hours: 0, miles: 0 };
  const now = added ?? { hours: 0, miles: 0 };
  const delta = { hours: now.hours - before.hours, miles: now.miles - before.miles };
  const updates: (Meter & { id: string })[] = [];
  // Where the log stands after the session's reading: its new meters, or those before it.
  let last = moveMeter(own, delta);
  if (added) updates.push({ id: own.id, ...last });
  for (const entry of after) {
    if (entry.source !== 'session') return { updates, carMeter: null };
    last = moveMeter(entry, delta);
    updates.push({ id: entry.id, ...last });
  }
  return { updates, carMeter: last };
}
