import { z } from 'zod';
import { centsNumber, inputBounds } from '../lib/input-bounds';
import {
  isoDate,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  requiredText,
  searchText,
} from '../lib/schema-helpers';
import { pageQuerySchema, pageSchema } from '../lib/pagination';
import { repairStatuses, repairStatusFilters } from './repairs.rules';

/** A cost in cents that may be left blank ('' or null become null). */
export const optionalCents = (label: string) =>
  z
    .union([z.number({ error: `${label} must be a number` }), z.literal(''), z.null()], {
      error: `${label} must be a number`,
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(centsNumber(label).nullable());

/** A cost in cents that must be given. */
export const requiredCents = (label: string) =>
  centsNumber(label, inputBounds.costCents, { type: `${label} is required` });

/** An optional calendar date that may also be left out: blank becomes null. */
const repairFields = {
  title: requiredText('Title is required', 200),
  carId: z.uuid({ error: 'Please select a car' }),
  scheduledDate: optionalDate('Enter a valid scheduled date'),
  description: optionalText(5000),
  estimatedCostCents: optionalCents('Estimated cost'),
  actualCostCents: optionalCents('Actual cost'),
  parts: optionalText(2000),
  intervalMiles: optionalNumber('Interval miles', inputBounds.miles),
  intervalHours: optionalNumber('Interval hours', inputBounds.hours),
  notes: optionalText(5000),
};

export const createRepairSchema = z.object({
  ...repairFields,
  /** The damage report this repair fixes: links both ways and schedules the report. */
  damageReportId: optionalId('Choose one of your damage reports'),
});
export type CreateRepairInput = z.input<typeof createRepairSchema>;
export type CreateRepair = z.output<typeof createRepairSchema>;

export const updateRepairSchema = z.object({
  ...repairFields,
  /** Only a completed repair has one; required then. */
  completedDate: optionalDate('Enter a valid completed date'),
});
export type UpdateRepairInput = z.input<typeof updateRepairSchema>;
export type UpdateRepair = z.output<typeof updateRepairSchema>;

/** What completing a repair asks for. */
export const completeRepairSchema = z.object({
  completedDate: isoDate('Completed date is required'),
  actualCostCents: requiredCents('Actual cost'),
});

export const changeRepairStatusSchema = z
  .object({
    status: z.enum(repairStatuses, { error: 'Choose Scheduled, In Progress or Completed' }),
    completedDate: optionalDate('Enter a valid completed date'),
    actualCostCents: optionalCents('Actual cost'),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'Completed') return;
    if (value.completedDate === null) {
      ctx.addIssue({ code: 'custom', path: ['completedDate'], message: 'Completed date is required' });
    }
    if (value.actualCostCents === null) {
      ctx.addIssue({ code: 'custom', path: ['actualCostCents'], message: 'Actual cost is required' });
    }
  });
export type ChangeRepairStatusInput = z.input<typeof changeRepairStatusSchema>;
export type ChangeRepairStatus = z.output<typeof changeRepairStatusSchema>;

export const repairListQuerySchema = pageQuerySchema.extend({
  status: z.enum(repairStatusFilters, { error: 'Choose a valid status' }).optional(),
  carId: z.uuid({ error: 'Choose one of your cars' }).optional(),
  search: searchText().optional(),
  /** The user's local today: upcoming repairs (from today on) come first. */
  today: isoDate().optional(),
});
/** What the web app sends: every filter optional. */
export type RepairListQuery = Partial<z.output<typeof repairListQuerySchema>>;

export const repairImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});

export const repairListItemSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  carLabel: z.string(),
  title: z.string(),
  status: z.string(),
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  estimatedCostCents: z.number().int().nullable(),
  actualCostCents: z.number().int().nullable(),
  damageReportId: z.uuid().nullable(),
});
export type RepairListItem = z.infer<typeof repairListItemSchema>;

export const repairListSchema = pageSchema(repairListItemSchema).extend({
  /** The team is on the free plan and has as many repairs as it allows: New Repair is hidden. */
  atPlanLimit: z.boolean(),
});
export type RepairList = z.infer<typeof repairListSchema>;

export const repairSchema = repairListItemSchema.extend({
  description: z.string().nullable(),
  parts: z.string().nullable(),
  intervalMiles: z.number().nullable(),
  intervalHours: z.number().nullable(),
  notes: z.string().nullable(),
  images: z.array(repairImageSchema),
  damageReport: z.object({ id: z.uuid(), title: z.string(), status: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(repairSchema, { id: 'Repair' });
export type Repair = z.infer<typeof repairSchema>;

export const repairImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });
