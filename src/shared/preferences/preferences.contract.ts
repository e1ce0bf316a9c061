import { z } from 'zod';
import { boundedNumber, inputBounds } from '../lib/input-bounds';
import { emailPattern, optionalText } from '../lib/schema-helpers';
import { dueKinds } from '../due-list/due-list.rules';
import { reminderFrequencies } from '../reminders/reminders.rules';

export const notificationMessages = {
  kind: 'Choose kinds of reminder from the list',
  frequency: 'Choose daily or weekly',
} as const;

/**
 * E-mail (reminder digests) and push switches, the kinds of reminder a digest leaves out (every
 * other kind, one added later too, is in) and how often it comes (src/shared/reminders).
 */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  mutedKinds: z.array(z.enum(dueKinds, { error: notificationMessages.kind })),
  frequency: z.enum(reminderFrequencies, { error: notificationMessages.frequency }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const preferencesSchema = z.object({
  showCompletedRepairs: z.boolean(),
  showPastEvents: z.boolean(),
  showRacingFeatures: z.boolean(),
  raceShopEnabled: z.boolean(),
  notificationPreferences: notificationPreferencesSchema,
  displayPreferences: z.object({ compactView: z.boolean(), showImages: z.boolean() }),
  /** mph, whatever the units shown; the screens convert it for a metric user. */
  averageSpeed: z.number(),
  useMetric: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  defaultCarId: z.string().nullable(),
});
z.globalRegistry.add(preferencesSchema, { id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesMessages = {
  nothingToSave: 'Choose at least one preference to save',
} as const;

export const updatePreferencesSchema = z
  .object({
    showCompletedRepairs: z.boolean(),
    showPastEvents: z.boolean(),
    showRacingFeatures: z.boolean(),
    raceShopEnabled: z.boolean(),
    /** Only the switches given change. */
    notificationPreferences: notificationPreferencesSchema
      .extend({
        mutedKinds: notificationPreferencesSchema.shape.mutedKinds
          .max(dueKinds.length, notificationMessages.kind)
          .refine((kinds) => new Set(kinds).size === kinds.length, notificationMessages.kind),
      })
      .partial(),
    displayPreferences: z.object({ compactView: z.boolean(), showImages: z.boolean() }),
    /** mph. */
    averageSpeed: boundedNumber('Average speed', inputBounds.speed),
    useMetric: z.boolean(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    company: optionalText(200),
    email: optionalText(254).refine((v) => v === null || emailPattern.test(v), 'Invalid email format'),
    phone: optionalText(40),
    address: optionalText(500),
    defaultCarId: z.uuid('Choose one of your cars').nullable(),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), preferencesMessages.nothingToSave);
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;
export type UpdatePreferences = z.output<typeof updatePreferencesSchema>;
