import { z } from 'zod';
import { isoDate, optionalText } from '../lib/schema-helpers';
import { lapTimeInputSchema } from '../event-sessions/lap-time-input';
import { blankAsNull } from '../lib/form-fields';
import { boundedInteger, inputBounds } from '../lib/input-bounds';

export const raceResultMessages = {
  carRequired: 'Please select a car',
  position: 'Position must be at least 1',
  participants: 'Total participants must be at least 1',
  finishAfterTotal: 'Finish position cannot be greater than total participants',
  startAfterTotal: 'Start position cannot be greater than total participants',
  fetchFailed: 'Failed to fetch races',
  eventInFuture: 'Results cannot be recorded for an event in the future',
} as const;

/** Suggestions in the form; any text up to 100 characters is kept. */
export const weatherOptions = ['Sunny', 'Cloudy', 'Overcast', 'Light rain', 'Heavy rain', 'Hot', 'Cold'] as const;
export const trackConditionOptions = ['Dry', 'Damp', 'Wet', 'Mixed', 'Green', 'Rubbered in'] as const;

const position = (message: string) =>
  boundedInteger('Position', inputBounds.position, {
    type: message,
    whole: message,
    min: message,
    max: 'Position is too high',
  })
    .nullable()
    .default(null);

const raceResultFields = {
  eventCarId: z.uuid({ error: raceResultMessages.carRequired }),
  startPosition: position(raceResultMessages.position),
  finishPosition: position(raceResultMessages.position),
  totalParticipants: position(raceResultMessages.participants),
  bestLap: lapTimeInputSchema.nullable().default(null),
  class: optionalText(100),
  sessionType: optionalText(100),
  weather: optionalText(100),
  trackCondition: optionalText(100),
  notes: optionalText(5000),
  /** The user's local today: a result is for an event on or before it. */
  today: isoDate().optional(),
};

interface Positions {
  startPosition: number | null;
  finishPosition: number | null;
  totalParticipants: number | null;
}

/** Positions cannot be beyond the field size when it is known. */
function checkPositions(v: Positions, ctx: z.RefinementCtx): void {
  if (v.totalParticipants === null) return;
  if (v.finishPosition !== null && v.finishPosition > v.totalParticipants) {
    ctx.addIssue({ code: 'custom', path: ['finishPosition'], message: raceResultMessages.finishAfterTotal });
  }
  if (v.startPosition !== null && v.startPosition > v.totalParticipants) {
    ctx.addIssue({ code: 'custom', path: ['startPosition'], message: raceResultMessages.startAfterTotal });
  }
}

export const raceResultInputSchema = z.object(raceResultFields).superRefine(checkPositions);
z.globalRegistry.add(raceResultInputSchema, { id: 'RaceResultFields' });
export type RaceResultInput = z.input<typeof raceResultInputSchema>;
export type RaceResultValues = z.output<typeof raceResultInputSchema>;

const blankPart = (schema: z.ZodType) => blankAsNull(schema);

/** The result form: blank number inputs are unset. */
export const raceResultFormSchema = z
  .object({
    ...raceResultFields,
    startPosition: blankAsNull(raceResultFields.startPosition),
    finishPosition: blankAsNull(raceResultFields.finishPosition),
    totalParticipants: blankAsNull(raceResultFields.totalParticipants),
    bestLap: z.object({
      minutes: blankPart(lapTimeInputSchema.shape.minutes),
      seconds: blankPart(lapTimeInputSchema.shape.seconds),
      milliseconds: blankPart(lapTimeInputSchema.shape.milliseconds),
    }),
  })
  .superRefine(checkPositions);

export const raceResultSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid().nullable(),
  eventCarId: z.uuid().nullable(),
  carId: z.uuid(),
  carName: z.string(),
  carNumber: z.string().nullable(),
  trackId: z.uuid(),
  date: z.string(),
  eventType: z.string().nullable(),
  startPosition: z.number().int().nullable(),
  finishPosition: z.number().int().nullable(),
  totalParticipants: z.number().int().nullable(),
  bestLapTime: z.string().nullable(),
  bestLapMs: z.number().int().nullable(),
  class: z.string().nullable(),
  sessionType: z.string().nullable(),
  weather: z.string().nullable(),
  trackCondition: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(raceResultSchema, { id: 'RaceResult' });
export type RaceResult = z.infer<typeof raceResultSchema>;

export const raceResultParams = z.object({ eventId: z.uuid(), id: z.uuid() });
