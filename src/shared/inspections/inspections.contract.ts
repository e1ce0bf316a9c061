import { z } from 'zod';
import { boundedInteger, dollarsLabel, inputBounds, rateCentsNumber, storableString } from '../lib/input-bounds';
import { optionalText } from '../lib/schema-helpers';

/** Inspection types of an event car (sessions have their own pre_session and post_session). */
export const inspectionTypes = ['pre_event', 'post_event', 'tech', 'damage'] as const;
export type InspectionType = (typeof inspectionTypes)[number];

export const inspectionStatuses = ['pass', 'fail', 'conditional', 'pending'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];

export const overallConditions = ['excellent', 'good', 'fair', 'poor'] as const;
export type OverallCondition = (typeof overallConditions)[number];
export const defaultOverallCondition: OverallCondition = 'good';

export const itemMarks = ['pass', 'fail', 'na'] as const;
export type ItemMark = (typeof itemMarks)[number];

export const itemInputTypes = ['pass_fail', 'text', 'number'] as const;
export type ItemInputType = (typeof itemInputTypes)[number];

/** Spec constants: default billable time 30 minutes, default fee 0, repair work item 60 minutes. */
export const defaultBillableMinutes = 30;
export const defaultRepairMinutes = 60;

/** One line of a checklist, from a template or from the built-in checklist. */
export const checklistItemSchema = z.object({
  /** The template item's id, or a fixed key for the built-in checklist. */
  id: z.string(),
  category: z.string(),
  itemName: z.string(),
  description: z.string().nullable(),
  isRequired: z.boolean(),
  inputType: z.string(),
  failureCreatesWorkItem: z.boolean(),
  workItemTemplate: z.string().nullable(),
  /** Minutes. */
  estimatedRepairMinutes: z.number().int().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistResultSchema = z.object({
  itemId: z.string().nullable(),
  category: z.string(),
  itemName: z.string(),
  isRequired: z.boolean(),
  failureCreatesWorkItem: z.boolean(),
  result: z.enum(itemMarks).nullable(),
  notes: z.string().nullable(),
});
export type ChecklistResultItem = z.infer<typeof checklistResultSchema>;

export const inspectionTypeField = z.enum(inspectionTypes, { error: 'Choose pre_event, post_event, tech or damage' });

export const createInspectionSchema = z.object({
  type: inspectionTypeField,
  /** The template the checklist came from; null for the built-in checklist. */
  templateId: z.uuid({ error: 'Choose a valid template' }).nullable().default(null),
  results: z
    .array(
      z.object({
        itemId: storableString({ error: 'Each result needs its item' })
          .min(1, 'Each result needs its item')
          .max(100, 'At most 100 characters'),
        result: z.enum(itemMarks, { error: 'Mark each item pass, fail or n/a' }).nullable().default(null),
        notes: optionalText(2000),
      }),
    )
    .max(500, 'At most 500 results')
    .default([]),
  issuesFound: z
    .array(storableString().max(2000, 'At most 2000 characters'))
    .max(200, 'At most 200 issues')
    .default([]),
  recommendations: optionalText(5000),
  notes: optionalText(5000),
  overallCondition: z
    .enum(overallConditions, { error: 'Choose excellent, good, fair or poor' })
    .default(defaultOverallCondition),
  inspectionFeeCents: rateCentsNumber('Fee').default(0),
  billableMinutes: boundedInteger('Billable time', inputBounds.billableMinutes, {
    whole: 'Billable time must be whole minutes',
    min: 'Billable time must be 0 or more',
    max: 'Billable time is too long',
  }).default(defaultBillableMinutes),
});
export type CreateInspectionInput = z.input<typeof createInspectionSchema>;
export type CreateInspection = z.output<typeof createInspectionSchema>;

export const workItemSchema = z.object({
  id: z.uuid(),
  eventCarId: z.uuid().nullable(),
  inspectionId: z.uuid().nullable(),
  itemType: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  rateCents: z.number().int(),
  totalAmountCents: z.number().int(),
  estimatedMinutes: z.number().int().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(workItemSchema, { id: 'WorkItem' });
export type WorkItem = z.infer<typeof workItemSchema>;

export const inspectionSchema = z.object({
  id: z.uuid(),
  eventCarId: z.uuid(),
  inspectionType: z.string(),
  inspectorId: z.string().nullable(),
  inspectorName: z.string().nullable(),
  templateId: z.uuid().nullable(),
  status: z.enum(inspectionStatuses),
  overallCondition: z.string(),
  checklistResults: z.array(checklistResultSchema),
  issuesFound: z.array(z.string()),
  recommendations: z.string().nullable(),
  notes: z.string().nullable(),
  inspectionFeeCents: z.number().int(),
  billableMinutes: z.number().int(),
  createdAt: z.string(),
});
z.globalRegistry.add(inspectionSchema, { id: 'Inspection' });
export type Inspection = z.infer<typeof inspectionSchema>;

export const createInspectionResponseSchema = z.object({
  inspection: inspectionSchema,
  workItems: z.array(workItemSchema),
});
export type CreateInspectionResponse = z.infer<typeof createInspectionResponseSchema>;

export const inspectionMessages = {
  alreadyDone: 'This inspection has already been completed',
  notAllowed: 'You are not allowed to perform inspections',
  unknownItem: 'A result names an item that is not on the checklist',
  repairTooCostly: `The repair work of a failed item can total at most ${dollarsLabel(inputBounds.totalCents.max)}`,
} as const;
