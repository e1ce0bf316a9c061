import { z } from 'zod';
import { boundedInteger, boundedNumber, inputBounds } from '../lib/input-bounds';
import { optionalText, requiredText } from '../lib/schema-helpers';
import { lapTimeInputSchema } from './lap-time-input';

export const sessionTypes = ['practice', 'qualifying', 'race_1', 'race_2', 'race_3'] as const;
export type SessionType = (typeof sessionTypes)[number];

export const sessionStatuses = ['scheduled', 'in_progress', 'completed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** Spec: duration 5 to 120 minutes, default 20; wheel torque '85 ft-lbs'. */
export const sessionDuration = { ...inputBounds.sessionMinutes, default: 20 } as const;
export const defaultWheelTorqueSpec = '85 ft-lbs';

export const brakeConditions = ['good', 'fair', 'needs_replacement'] as const;
export type BrakeCondition = (typeof brakeConditions)[number];

export const sessionMessages = {
  nameRequired: 'Session name is required',
  startTimeRequired: 'Start time is required',
  durationRange: 'Duration must be between 5 and 120 minutes',
  expectedTimeRange: 'Expected session time must be between 5 and 120 minutes',
  createFailed: 'Failed to create session',
  fetchFailed: 'Failed to fetch sessions',
  notReady: 'The car is not ready for the session: tick every check and fill in the four tire pressures and the fuel',
  preAlreadyDone: 'The pre-session inspection has already been completed',
  postAlreadyDone: 'The post-session inspection has already been completed',
  preRequired: 'Complete the pre-session inspection first',
  idTaken: 'A session with this id already exists',
  runningPosition: 'Running position must be at least 1',
} as const;

const sessionTypeField = z.enum(sessionTypes, { error: 'Choose practice, qualifying, race_1, race_2 or race_3' });

const minutesInRange = (message: string) =>
  boundedInteger('Duration', sessionDuration, { type: message, min: message, max: message, whole: message }).default(
    sessionDuration.default,
  );

export const createSessionSchema = z.object({
  /** Chosen by the device when the session is created without a connection, so that the changes queued after it can name it. */
  id: z.uuid({ error: 'A new session id must be a UUID' }).optional(),
  name: requiredText(sessionMessages.nameRequired, 200),
  sessionType: sessionTypeField.default('practice'),
  startTime: z.iso.datetime({ offset: true, error: sessionMessages.startTimeRequired }),
  durationMinutes: minutesInRange(sessionMessages.durationRange),
  driverId: z
    .uuid({ error: 'Choose one of your drivers' })
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(5000),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSession = z.output<typeof createSessionSchema>;

export const sessionSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventCarId: z.uuid(),
  name: z.string(),
  sessionType: z.string(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  durationMinutes: z.number().int(),
  bestLapTime: z.string().nullable(),
  bestLapMs: z.number().int().nullable(),
  notes: z.string().nullable(),
  status: z.string(),
  preInspectionDone: z.boolean(),
  postInspectionDone: z.boolean(),
});
z.globalRegistry.add(sessionSchema, { id: 'Session' });
export type EventSession = z.infer<typeof sessionSchema>;

const pressure = boundedNumber('Tire pressure', inputBounds.tirePressure, {
  min: 'Tire pressure must be 0 or more',
  max: 'Tire pressure is too high',
})
  .nullable()
  .default(null);

export const tirePressuresSchema = z.object({ lf: pressure, rf: pressure, lr: pressure, rr: pressure });
z.globalRegistry.add(tirePressuresSchema, { id: 'TirePressures' });

const temperature = boundedNumber('Tire temperature', inputBounds.tireTemperature, {
  min: 'Tire temperature is too low',
  max: 'Tire temperature is too high',
})
  .nullable()
  .default(null);
const wheelTemperatures = z
  .object({ outside: temperature, center: temperature, inside: temperature })
  .default({ outside: null, center: null, inside: null });
export const tireTemperaturesSchema = z.object({
  lf: wheelTemperatures,
  rf: wheelTemperatures,
  lr: wheelTemperatures,
  rr: wheelTemperatures,
});

const check = z.boolean({ error: 'Tick or untick the check' }).default(false);
const brakeCondition = z.enum(brakeConditions, { error: 'Choose good, fair or needs_replacement' }).default('good');

export const preSessionInspectionSchema = z.object({
  sessionType: sessionTypeField.nullish().transform((v) => v ?? null),
  expectedSessionMinutes: minutesInRange(sessionMessages.expectedTimeRange),
  wheelTorqueSpec: optionalText(100).transform((v) => v ?? defaultWheelTorqueSpec),
  sdCardChecked: check,
  dataSystemsChecked: check,
  waterTempPass: check,
  oilTempPass: check,
  fireSystemPinChecked: check,
  carCleaned: check,
  generalInspectionPass: check,
  fuelAmount: boundedNumber('Fuel', inputBounds.fuel, { min: 'Fuel must be 0 or more', max: 'Fuel is too much' })
    .nullable()
    .default(null),
  tirePressures: tirePressuresSchema.default({ lf: null, rf: null, lr: null, rr: null }),
  brakePadsCondition: brakeCondition,
  brakeRotorsCondition: brakeCondition,
  notes: optionalText(5000),
});
export type PreSessionInspectionInput = z.input<typeof preSessionInspectionSchema>;
export type PreSessionInspection = z.output<typeof preSessionInspectionSchema>;

export const postSessionInspectionSchema = z.object({
  tirePressures: tirePressuresSchema.default({ lf: null, rf: null, lr: null, rr: null }),
  tireTemperatures: tireTemperaturesSchema.default({
    lf: { outside: null, center: null, inside: null },
    rf: { outside: null, center: null, inside: null },
    lr: { outside: null, center: null, inside: null },
    rr: { outside: null, center: null, inside: null },
  }),
  weightWithDriver: boundedNumber('Weight', inputBounds.weight, {
    min: 'Weight must be 0 or more',
    max: 'Weight is too high',
  })
    .nullable()
    .default(null),
  bestLap: lapTimeInputSchema.nullable().default(null),
  runningPosition: boundedInteger('Running position', inputBounds.position, {
    type: sessionMessages.runningPosition,
    whole: sessionMessages.runningPosition,
    min: sessionMessages.runningPosition,
    max: 'Running position is too high',
  })
    .nullable()
    .default(null),
  notes: optionalText(5000),
});
export type PostSessionInspectionInput = z.input<typeof postSessionInspectionSchema>;
export type PostSessionInspection = z.output<typeof postSessionInspectionSchema>;

const recordedWheel = z.object({
  outside: z.number().nullable(),
  center: z.number().nullable(),
  inside: z.number().nullable(),
});

/** A recorded pre- or post-session inspection; fields of the other kind are null. */
export const sessionInspectionSchema = z.object({
  id: z.uuid(),
  eventSessionId: z.uuid(),
  eventCarId: z.uuid(),
  /** pre_session or post_session */
  inspectionType: z.string(),
  inspectorId: z.string().nullable(),
  inspectorName: z.string().nullable(),
  sessionType: z.string().nullable(),
  expectedSessionMinutes: z.number().int().nullable(),
  wheelTorqueSpec: z.string().nullable(),
  sdCardChecked: z.boolean().nullable(),
  dataSystemsChecked: z.boolean().nullable(),
  waterTempPass: z.boolean().nullable(),
  oilTempPass: z.boolean().nullable(),
  fireSystemPinChecked: z.boolean().nullable(),
  carCleaned: z.boolean().nullable(),
  generalInspectionPass: z.boolean().nullable(),
  /** Gallons. */
  fuelAmount: z.number().nullable(),
  /** psi per wheel. */
  tirePressures: z
    .object({
      lf: z.number().nullable(),
      rf: z.number().nullable(),
      lr: z.number().nullable(),
      rr: z.number().nullable(),
    })
    .nullable(),
  brakePadsCondition: z.string().nullable(),
  brakeRotorsCondition: z.string().nullable(),
  readyForSession: z.boolean().nullable(),
  /** °F per wheel, outside, center and inside. */
  tireTemperatures: z.object({ lf: recordedWheel, rf: recordedWheel, lr: recordedWheel, rr: recordedWheel }).nullable(),
  /** lbs. */
  weightWithDriver: z.number().nullable(),
  bestLaptime: z.string().nullable(),
  bestLapMs: z.number().int().nullable(),
  runningPosition: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(sessionInspectionSchema, { id: 'SessionInspection' });
export type SessionInspection = z.infer<typeof sessionInspectionSchema>;

export const sessionInspectionResponseSchema = z.object({
  inspection: sessionInspectionSchema,
  session: sessionSchema,
});
z.globalRegistry.add(sessionInspectionResponseSchema, { id: 'SessionInspectionResult' });
export type SessionInspectionResponse = z.infer<typeof sessionInspectionResponseSchema>;
