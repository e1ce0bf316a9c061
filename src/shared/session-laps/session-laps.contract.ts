import { z } from 'zod';
import { boundedInteger } from '../lib/input-bounds';
import { inputBounds } from '../lib/input-bounds';
import { maxLapFileChars, parseLapTimeText, sessionLapMessages } from './session-laps.rules';

const lapNumberField = boundedInteger('Lap number', inputBounds.lapNumber, {
  type: sessionLapMessages.lapNumber,
  whole: sessionLapMessages.lapNumber,
  min: sessionLapMessages.lapNumber,
  max: sessionLapMessages.lapNumber,
});

/** A lap time as typed: "1:42.318" or "102.318"; read into milliseconds. */
const lapTimeField = z
  .string({ error: sessionLapMessages.lapTime })
  .max(20, sessionLapMessages.lapTime)
  .refine((text) => parseLapTimeText(text) !== null, sessionLapMessages.lapTime);

const flag = z.boolean({ error: 'Tick or untick the flag' });

export const createLapSchema = z
  .object({
    /** Chosen by the device when the lap is typed without a connection. */
    id: z.uuid({ error: 'A new lap id must be a UUID' }).optional(),
    /** Left out: one more than the session's highest lap. */
    lapNumber: lapNumberField.optional(),
    lapTime: lapTimeField,
    isOutLap: flag.default(false),
    isInLap: flag.default(false),
  })
  .refine((lap) => !(lap.isOutLap && lap.isInLap), { message: sessionLapMessages.outAndIn, path: ['isInLap'] });
z.globalRegistry.add(createLapSchema, { id: 'NewSessionLap' });
export type CreateLapInput = z.input<typeof createLapSchema>;
export type CreateLap = z.output<typeof createLapSchema>;

export const updateLapSchema = z.object({
  lapTime: lapTimeField.optional(),
  isOutLap: flag.optional(),
  isInLap: flag.optional(),
});
z.globalRegistry.add(updateLapSchema, { id: 'SessionLapChange' });
export type UpdateLapInput = z.input<typeof updateLapSchema>;

export const sessionLapSchema = z.object({
  id: z.uuid(),
  eventSessionId: z.uuid(),
  lapNumber: z.number().int(),
  lapMs: z.number().int(),
  /** m:ss.mmm */
  lapTime: z.string(),
  isOutLap: z.boolean(),
  isInLap: z.boolean(),
});
z.globalRegistry.add(sessionLapSchema, { id: 'SessionLap' });
export type SessionLap = z.infer<typeof sessionLapSchema>;

const personalBestSchema = z.object({
  /** The fastest flying lap of this driver (or car) at the session's track, this session included. */
  bestLapMs: z.number().int().nullable(),
  /** The fastest of the earlier sessions' laps: what this session had to beat. */
  previousBestMs: z.number().int().nullable(),
  /** This session's best beat the previous personal best. */
  isPersonalBest: z.boolean(),
});

export const lapSheetSchema = z.object({
  sessionId: z.uuid(),
  laps: z.array(sessionLapSchema),
  summary: z.object({
    lapCount: z.number().int(),
    flyingLapCount: z.number().int(),
    bestLapMs: z.number().int().nullable(),
    bestLapNumber: z.number().int().nullable(),
    averageLapMs: z.number().int().nullable(),
    /** Standard deviation of the flying laps, ms. */
    consistencyMs: z.number().int().nullable(),
  }),
  /** Null when the session has no driver. */
  driverBest: personalBestSchema.nullable(),
  carBest: personalBestSchema,
});
z.globalRegistry.add(lapSheetSchema, { id: 'SessionLapSheet' });
export type LapSheet = z.infer<typeof lapSheetSchema>;

export const importLapsSchema = z.object({
  csv: z
    .string({ error: 'Choose a lap file' })
    .min(1, sessionLapMessages.fileEmpty)
    .max(maxLapFileChars, sessionLapMessages.fileTooLarge),
  /** The session's laps are replaced by the file's only when this is true. */
  replace: z.boolean({ error: 'Tick or untick replace' }).default(false),
});
z.globalRegistry.add(importLapsSchema, { id: 'SessionLapImport' });
export type ImportLapsInput = z.input<typeof importLapsSchema>;

export const importLapsResultSchema = z.object({
  /** plain or racechrono */
  format: z.enum(['plain', 'racechrono']),
  imported: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  sheet: lapSheetSchema,
});
z.globalRegistry.add(importLapsResultSchema, { id: 'SessionLapImportResult' });
export type ImportLapsResult = z.infer<typeof importLapsResultSchema>;

export const personalBestsQuerySchema = z.object({
  trackId: z.uuid({ error: 'Choose a track' }),
});

const personalBestRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bestLapMs: z.number().int(),
  bestLapTime: z.string(),
  sessionId: z.uuid(),
  date: z.string(),
});

/** A track's personal bests list its fastest drivers and cars, this many of each. */
export const personalBestsLimit = 25;

export const personalBestsSchema = z.object({
  trackId: z.uuid(),
  drivers: z.array(personalBestRowSchema),
  cars: z.array(personalBestRowSchema),
});
z.globalRegistry.add(personalBestsSchema, { id: 'TrackPersonalBests' });
export type PersonalBests = z.infer<typeof personalBestsSchema>;
