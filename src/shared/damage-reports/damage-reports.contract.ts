import { z } from 'zod';
import { isoDate, optionalChoice, optionalId, optionalText, requiredText } from '../lib/schema-helpers';
import { pageQuerySchema, pageSchema } from '../lib/pagination';
import { optionalCents } from '../repairs/repairs.contract';
import { damageSeverities, damageSourceTypes, damageStatuses, driveabilityOptions } from './damage-reports.rules';

export const damageReportInputSchema = z.object({
  title: requiredText('Title is required', 200),
  carId: z.uuid({ error: 'Please select a car' }),
  severity: z.enum(damageSeverities, { error: 'Please select a severity' }),
  damageLocation: optionalText(200),
  discoveredDate: isoDate('Discovered date is required'),
  description: optionalText(5000),
  sourceType: optionalChoice(damageSourceTypes, 'Choose a valid source'),
  driveability: optionalChoice(driveabilityOptions, 'Choose a valid driveability'),
  estimatedRepairCostCents: optionalCents('Estimated repair cost'),
  eventId: optionalId('Choose one of your events'),
});
z.globalRegistry.add(damageReportInputSchema, { id: 'DamageReportFields' });
export type DamageReportInput = z.input<typeof damageReportInputSchema>;
export type DamageReportValues = z.output<typeof damageReportInputSchema>;

export const changeDamageStatusSchema = z.object({
  status: z.enum(damageStatuses, { error: 'Choose a valid status' }),
});
export type ChangeDamageStatusInput = z.infer<typeof changeDamageStatusSchema>;

export const damageReportListQuerySchema = pageQuerySchema.extend({
  carId: z.uuid({ error: 'Choose one of your cars' }).optional(),
  eventId: z.uuid({ error: 'Choose one of your events' }).optional(),
  severity: z.enum(damageSeverities, { error: 'Choose a valid severity' }).optional(),
  status: z.enum(damageStatuses, { error: 'Choose a valid status' }).optional(),
});
/** What the web app sends: every filter optional. */
export type DamageReportListQuery = Partial<z.output<typeof damageReportListQuerySchema>>;

export const damageReportSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  severity: z.string(),
  status: z.string(),
  damageLocation: z.string().nullable(),
  discoveredDate: z.string(),
  description: z.string().nullable(),
  sourceType: z.string().nullable(),
  driveability: z.string().nullable(),
  estimatedRepairCostCents: z.number().int().nullable(),
  carId: z.uuid(),
  carLabel: z.string(),
  eventId: z.uuid().nullable(),
  eventTitle: z.string().nullable(),
  repairId: z.uuid().nullable(),
  repair: z.object({ id: z.uuid(), title: z.string(), status: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(damageReportSchema, { id: 'DamageReport' });
export type DamageReport = z.infer<typeof damageReportSchema>;

export const damageReportListSchema = pageSchema(damageReportSchema);
export type DamageReportList = z.infer<typeof damageReportListSchema>;
