import { z } from 'zod';
import { optionalText, requiredText } from '../lib/schema-helpers';
import { checklistItemSchema, itemInputTypes } from '../inspections/inspections.contract';
import { blankAsDefault, blankAsNull, dollarsField } from '../lib/form-fields';
import { boundedInteger, inputBounds, rateCentsNumber } from '../lib/input-bounds';

export const templateTypes = ['pre_event', 'post_event', 'maintenance', 'damage', 'custom'] as const;
export type TemplateType = (typeof templateTypes)[number];

/** Spec defaults: type pre_event, base fee 0, 30 minutes. */
export const templateDefaults = { inspectionType: 'pre_event', baseFeeCents: 0, estimatedMinutes: 30 } as const;

export const templateMessages = {
  nameRequired: 'Template name is required',
  createFailed: 'Error creating template',
} as const;

export const templateItemInputSchema = z.object({
  category: requiredText('Category is required', 100),
  itemName: requiredText('Item name is required', 200),
  description: optionalText(2000),
  isRequired: z.boolean().default(true),
  inputType: z.enum(itemInputTypes, { error: 'Choose pass_fail, text or number' }).default('pass_fail'),
  failureCreatesWorkItem: z.boolean().default(false),
  workItemTemplate: optionalText(200),
  estimatedRepairMinutes: boundedInteger('Repair time', inputBounds.minutes, {
    whole: 'Repair time must be whole minutes',
    min: 'Repair time must be 0 or more',
    max: 'Repair time is too long',
  })
    .nullable()
    .default(null),
});

const templateFields = {
  name: requiredText(templateMessages.nameRequired, 200),
  description: optionalText(2000),
  inspectionType: z
    .enum(templateTypes, { error: 'Choose pre_event, post_event, maintenance, damage or custom' })
    .default(templateDefaults.inspectionType),
  baseFeeCents: rateCentsNumber('Base fee').default(templateDefaults.baseFeeCents),
  estimatedMinutes: boundedInteger('Estimated minutes', inputBounds.minutes, {
    type: 'Estimated minutes must be a whole number',
    min: 'Estimated minutes must be 0 or more',
    max: 'Estimated minutes is too long',
  }).default(templateDefaults.estimatedMinutes),
  isDefault: z.boolean().default(false),
  items: z.array(templateItemInputSchema).max(200, 'At most 200 items').default([]),
};

export const createTemplateSchema = z.object(templateFields);
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;
export type CreateTemplate = z.output<typeof createTemplateSchema>;

export const templateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  inspectionType: z.string(),
  isDefault: z.boolean(),
  baseFeeCents: z.number().int(),
  estimatedMinutes: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type InspectionTemplate = z.infer<typeof templateSchema>;

export const templateItemSchema = checklistItemSchema.extend({ sortOrder: z.number().int() });
export type InspectionTemplateItem = z.infer<typeof templateItemSchema>;

export const templateDetailSchema = templateSchema.extend({ items: z.array(templateItemSchema) });
z.globalRegistry.add(templateDetailSchema, { id: 'InspectionTemplateDetail' });
export type InspectionTemplateDetail = z.infer<typeof templateDetailSchema>;

/** The checklist to use for an inspection type: the team's template, or the built-in one. */
export const resolvedChecklistSchema = z.object({
  template: z
    .object({ id: z.uuid(), name: z.string(), baseFeeCents: z.number().int(), estimatedMinutes: z.number().int() })
    .nullable(),
  items: z.array(checklistItemSchema),
});
export type ResolvedChecklist = z.infer<typeof resolvedChecklistSchema>;

export const resolveChecklistQuerySchema = z.object({
  type: z.enum(['pre_event', 'post_event', 'tech', 'damage'], {
    error: 'Choose pre_event, post_event, tech or damage',
  }),
});

/** The New Template form: base fee in dollars (blank is 0), blank minutes are 30, blank repair time none. */
const { baseFeeCents: _baseFeeCents, ...templateFormFields } = templateFields;
export const templateFormSchema = z.object({
  ...templateFormFields,
  baseFee: dollarsField('Base fee'),
  estimatedMinutes: blankAsDefault(templateFields.estimatedMinutes),
  items: z
    .array(
      templateItemInputSchema.extend({
        estimatedRepairMinutes: blankAsNull(templateItemInputSchema.shape.estimatedRepairMinutes),
      }),
    )
    .max(200, 'At most 200 items'),
});
