import { z } from 'zod';
import { optionsQuerySchema } from '../lib/options.contract';
import { emailPattern, optionalText, phonePattern, requiredText } from '../lib/schema-helpers';

export const driverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  userId: z.string().nullable(),
  /** When the driver was archived; null while it is active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
z.globalRegistry.add(driverSchema, { id: 'Driver' });
export type Driver = z.infer<typeof driverSchema>;

/** A driver in pickers (a car's default driver, registrations, sessions, charge lines). */
export const driverOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type DriverOption = z.infer<typeof driverOptionSchema>;

/**
 * The query of GET /api/drivers/options: the team's active drivers whose name matches `search`,
 * at most `limit` of them by name, plus the active drivers among `ids` (a picker's chosen one).
 */
export const driverOptionsQuerySchema = optionsQuerySchema('driver', 'active drivers by name matching `search`');

export const driverMessages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone format',
  notFound: 'Driver not found.',
  deleteConfirm: 'Are you sure you want to delete this driver?',
  empty: 'No drivers added yet.',
  fetchFailed: 'Failed to fetch drivers',
} as const;

/**
 * The driver form, checked the same way in the browser and on the server: name required,
 * e-mail and phone optional but well-formed, blanks saved as null.
 */
export const driverInputSchema = z.object({
  name: requiredText(driverMessages.nameRequired, 200),
  email: optionalText(254).refine((v) => v === null || emailPattern.test(v), driverMessages.invalidEmail),
  phone: optionalText(40).refine((v) => v === null || phonePattern.test(v), driverMessages.invalidPhone),
  licenseNumber: optionalText(100),
});
z.globalRegistry.add(driverInputSchema, { id: 'DriverFields' });
export type DriverInput = z.input<typeof driverInputSchema>;
export type DriverValues = z.output<typeof driverInputSchema>;
