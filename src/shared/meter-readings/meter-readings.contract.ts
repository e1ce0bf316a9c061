import { z } from 'zod';
import { boundedInteger, boundedNumber, inputBounds } from '../lib/input-bounds';
import { pageParam, pageSchema, pageSizeParam } from '../lib/pagination';
import { optionalText } from '../lib/schema-helpers';

export const meterReadingSources = ['session', 'manual', 'import'] as const;
export type MeterReadingSource = (typeof meterReadingSources)[number];

export const meterReadingMessages = {
  fetchFailed: 'Failed to fetch meter readings',
  saveFailed: 'Failed to save the reading',
  runningMinutes: 'Running time must be a whole number of minutes from 0 to 1440',
  laps: 'Laps must be a whole number from 0 to 10000',
  nothingToCorrect: 'Give the running time or the laps to correct',
  notCompleted: "Only a completed session's time can be corrected",
} as const;

/** One reading of a car's meter, newest first in its log. */
export const meterReadingSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  recordedAt: z.iso.datetime({ offset: true }),
  hours: z.number(),
  /** Miles. */
  distance: z.number(),
  source: z.enum(meterReadingSources),
  sessionId: z.uuid().nullable(),
  sessionName: z.string().nullable(),
  runningMinutes: z.number().int().nullable(),
  laps: z.number().int().nullable(),
  hoursAdded: z.number().nullable(),
  distanceAdded: z.number().nullable(),
  distanceEstimated: z.boolean(),
  isCorrection: z.boolean(),
  note: z.string().nullable(),
  recordedByName: z.string().nullable(),
});
z.globalRegistry.add(meterReadingSchema, { id: 'MeterReading' });
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const meterReadingsPageSize = 20;

export const meterReadingsQuerySchema = z.object({
  page: pageParam(),
  pageSize: pageSizeParam(meterReadingsPageSize),
});
export type MeterReadingsQuery = z.infer<typeof meterReadingsQuerySchema>;

export const meterReadingsPageSchema = pageSchema(meterReadingSchema);
export type MeterReadingsPage = z.infer<typeof meterReadingsPageSchema>;

/** A reading typed by hand: both meters (distance in miles), and whether it corrects a lower one. */
export const createMeterReadingSchema = z.object({
  hours: boundedNumber('Hours', inputBounds.hours),
  distance: boundedNumber('Distance', inputBounds.miles),
  isCorrection: z.boolean().default(false),
  note: optionalText(1000),
});
export type CreateMeterReadingInput = z.input<typeof createMeterReadingSchema>;
export type CreateMeterReading = z.output<typeof createMeterReadingSchema>;

const runningMinutesField = boundedInteger('Running time', inputBounds.runningMinutes, {
  type: meterReadingMessages.runningMinutes,
  min: meterReadingMessages.runningMinutes,
  max: meterReadingMessages.runningMinutes,
  whole: meterReadingMessages.runningMinutes,
});
const lapsField = boundedInteger('Laps', inputBounds.lapCount, {
  type: meterReadingMessages.laps,
  min: meterReadingMessages.laps,
  max: meterReadingMessages.laps,
  whole: meterReadingMessages.laps,
});

/**
 * Completing a session: the running time the user confirmed (start to completion when not given)
 * and its laps when known. A body-less completion (sent before the form asked) is the same as {}.
 */
export const completeSessionSchema = z
  .object({
    runningMinutes: runningMinutesField.optional(),
    laps: lapsField.nullish(),
  })
  .default({});
export type CompleteSessionInput = z.input<typeof completeSessionSchema>;
export type CompleteSession = z.output<typeof completeSessionSchema>;

/**
 * A completed session's running time and laps as its car's meter log holds them (start to
 * completion when it was completed before readings were kept): what a correction starts from.
 */
export const sessionRunningTimeSchema = z.object({
  runningMinutes: z.number().int(),
  laps: z.number().int().nullable(),
});
z.globalRegistry.add(sessionRunningTimeSchema, { id: 'SessionRunningTime' });
export type SessionRunningTime = z.infer<typeof sessionRunningTimeSchema>;

/** Correcting a completed session's time or laps (null laps: unknown). */
export const correctSessionTimeSchema = z
  .object({
    runningMinutes: runningMinutesField.optional(),
    laps: lapsField.nullish(),
  })
  .refine((v) => v.runningMinutes !== undefined || v.laps !== undefined, meterReadingMessages.nothingToCorrect);
export type CorrectSessionTimeInput = z.input<typeof correctSessionTimeSchema>;
export type CorrectSessionTime = z.output<typeof correctSessionTimeSchema>;
