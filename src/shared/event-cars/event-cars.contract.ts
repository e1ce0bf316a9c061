import { z } from 'zod';
import { appModes } from '../mode/mode.rules';
import { optionalText } from '../lib/schema-helpers';
import { rateCentsNumber } from '../lib/input-bounds';
import { workItemSchema } from '../inspections/inspections.contract';
import { dollarsField } from '../lib/form-fields';

/** Event car status (spec section 4). New registrations are `registered`. */
export const eventCarStatuses = ['registered', 'tech_inspected', 'ready', 'competing', 'finished', 'dnf'] as const;

/** The statuses a user may set from the registration row. */
export const settableEventCarStatuses = ['ready', 'competing', 'finished', 'dnf'] as const;
export type SettableEventCarStatus = (typeof settableEventCarStatuses)[number];

export const eventCarMessages = {
  clientRequired: 'Please select a client',
  carRequired: 'Please select a car',
  carHasNoClient: 'Selected car has no client assigned',
  carNotOfClient: 'The selected car does not belong to this client',
  clientInactive: 'This client is inactive, so their cars cannot be registered for events',
  alreadyRegistered: 'This car is already registered for this event',
  statusInvalid: 'Choose ready, competing, finished or dnf',
} as const;

/** Whose car a team registers: one of a client's, or one of the team's own (no client). */
export const registrationCarOwners = ['client', 'team'] as const;
export type RegistrationCarOwner = (typeof registrationCarOwners)[number];

const addEventCarFields = {
  /**
   * Team admin mode registers a client's car (with its client) or one of the team's own cars
   * (no client); individual mode registers the user's own car.
   */
  mode: z.enum(appModes, { error: 'Choose team_admin or individual' }).default('team_admin'),
  clientId: z
    .uuid({ error: eventCarMessages.clientRequired })
    .nullish()
    .transform((v) => v ?? null),
  carId: z.uuid({ error: eventCarMessages.carRequired }),
  carNumber: optionalText(20),
  class: optionalText(100),
  driverId: z
    .uuid({ error: 'Choose one of your drivers' })
    .nullish()
    .transform((v) => v ?? null),
};

/** The request: which car needs which client is the server's check (registrationCarProblem). */
export const addEventCarSchema = z.object({
  ...addEventCarFields,
  registrationFeeCents: rateCentsNumber('Fee').default(0),
});
export type AddEventCarInput = z.input<typeof addEventCarSchema>;
export type AddEventCar = z.output<typeof addEventCarSchema>;

/**
 * The Add Car to Event form: the same fields, with the fee in dollars (blank is 0) and whose car
 * it is; a client's car needs its client.
 */
export const addEventCarFormSchema = z
  .object({
    ...addEventCarFields,
    carOwner: z.enum(registrationCarOwners).default('client'),
    fee: dollarsField('Fee'),
  })
  .refine((v) => v.mode !== 'team_admin' || v.carOwner !== 'client' || v.clientId !== null, {
    path: ['clientId'],
    message: eventCarMessages.clientRequired,
    // Run with the other fields' errors too, so the form shows every message at once (but only
    // on an object: a value that is null or a list has nothing to check).
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  });

export const updateEventCarStatusSchema = z.object({
  status: z.enum(settableEventCarStatuses, { error: eventCarMessages.statusInvalid }),
});

export const eventCarParams = z.object({ eventId: z.uuid(), id: z.uuid() });
export const eventParams = z.object({ eventId: z.uuid() });

export const eventCarSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  carId: z.uuid(),
  carName: z.string(),
  clientId: z.uuid().nullable(),
  /** clientLabel() of the client, null without one. */
  clientName: z.string().nullable(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  carNumber: z.string().nullable(),
  class: z.string().nullable(),
  status: z.string(),
  preEventInspectionCompleted: z.boolean(),
  preEventInspectionDate: z.string().nullable(),
  preEventNotes: z.string().nullable(),
  postEventInspectionCompleted: z.boolean(),
  postEventInspectionDate: z.string().nullable(),
  postEventNotes: z.string().nullable(),
  registrationFeeCents: z.number().int(),
  /** Work created by this car's inspections (failed items). */
  workItems: z.array(workItemSchema),
  createdAt: z.string(),
});
z.globalRegistry.add(eventCarSchema, { id: 'EventCar' });
export type EventCar = z.infer<typeof eventCarSchema>;
