import { z } from 'zod';
import { centsMessages, dollarsMessages, inputBounds } from '../lib/input-bounds';
import { optionalNumber, optionalText, requiredText } from '../lib/schema-helpers';
import {
  defaultServiceCategory,
  defaultServicePriority,
  serviceCategories,
  servicePriorities,
} from './service-status.rules';

export const serviceItemMessages = {
  loadFailed: 'Failed to load service item',
  saveFailed: 'Failed to save service item',
  resetConfirm: 'Are you sure you want to reset the service hours for this item?',
  deleteConfirm: 'Are you sure you want to delete this service item?',
} as const;

const intervalFields = {
  name: requiredText('Name is required', 120),
  description: optionalText(2000),
  category: z.enum(serviceCategories, { error: 'Choose a category' }).default(defaultServiceCategory),
  priority: z.enum(servicePriorities, { error: 'Choose a priority' }).default(defaultServicePriority),
  hourInterval: optionalNumber('Hour interval', inputBounds.hours),
  lastServiceHours: optionalNumber('Hours at last service', inputBounds.hours),
  expectedLifeHours: optionalNumber('Expected life (hours)', inputBounds.hours),
  estimatedLaborHours: optionalNumber('Estimated labor hours', inputBounds.laborHours),
};

/**
 * The API body of a new or changed service item. Distances are miles, the parts cost is
 * cents. A blank last service takes the car's current hours and miles.
 */
export const serviceItemInputSchema = z.object({
  ...intervalFields,
  distanceInterval: optionalNumber('Distance interval', inputBounds.miles),
  lastServiceDistance: optionalNumber('Distance at last service', inputBounds.miles),
  expectedLifeDistance: optionalNumber('Expected life (distance)', inputBounds.miles),
  estimatedPartsCostCents: optionalNumber('Estimated parts cost', inputBounds.costCents, {
    integer: true,
    messages: centsMessages('Estimated parts cost', inputBounds.costCents),
  }),
});
z.globalRegistry.add(serviceItemInputSchema, { id: 'ServiceItemFields' });
export type ServiceItemInput = z.input<typeof serviceItemInputSchema>;
export type ServiceItemValues = z.output<typeof serviceItemInputSchema>;

/** The form's parts cost is in dollars. */
const partsCostDollars = { min: inputBounds.costCents.min / 100, max: inputBounds.costCents.max / 100 };

/** The form's distances are in the user's unit; a kilometre count is held to the bound in miles. */
const formDistance = inputBounds.miles;

/**
 * The form: the same rules, with distances in the user's unit and the parts cost in dollars
 * (the web app converts them at the edge).
 */
export const serviceItemFormSchema = z.object({
  ...intervalFields,
  distanceInterval: optionalNumber('Distance interval', formDistance),
  lastServiceDistance: optionalNumber('Distance at last service', formDistance),
  expectedLifeDistance: optionalNumber('Expected life (distance)', formDistance),
  estimatedPartsCost: optionalNumber('Estimated parts cost', partsCostDollars, {
    messages: dollarsMessages('Estimated parts cost', partsCostDollars),
  }),
});

export const serviceStatusSchema = z.object({
  isDue: z.boolean(),
  isLifeCritical: z.boolean(),
  isLifeWarning: z.boolean(),
  usingApproximation: z.boolean(),
  approximationNotes: z.string().nullable(),
  currentHours: z.number(),
  currentDistance: z.number(),
  hoursSinceService: z.number(),
  distanceSinceService: z.number(),
  hourInterval: z.number().nullable(),
  distanceInterval: z.number().nullable(),
  hoursRemaining: z.number().nullable(),
  distanceRemaining: z.number().nullable(),
  expectedLifeHours: z.number().nullable(),
  expectedLifeDistance: z.number().nullable(),
  hoursLifePercent: z.number().nullable(),
  distanceLifePercent: z.number().nullable(),
  hoursPercentUsed: z.number().nullable(),
  distancePercentUsed: z.number().nullable(),
  totalResets: z.number().int(),
  lastResetDate: z.string().nullable(),
  distanceUnit: z.enum(['miles', 'km']),
  speedUnit: z.enum(['mph', 'km/h']),
  estimatedLaborHours: z.number().nullable(),
  estimatedPartsCostCents: z.number().int().nullable(),
  priority: z.enum(servicePriorities),
});
z.globalRegistry.add(serviceStatusSchema, { id: 'ServiceStatus' });

/** A stored service item (distances in miles) with its status in the user's units. */
export const serviceItemSchema = z.object({
  id: z.uuid(),
  /** The car it belongs to, or null for a tracked component's item. */
  carId: z.uuid().nullable(),
  /** The tracked component it belongs to, or null for a car's item. */
  componentId: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(serviceCategories),
  priority: z.enum(servicePriorities),
  hourInterval: z.number().nullable(),
  distanceInterval: z.number().nullable(),
  lastServiceHours: z.number(),
  lastServiceDistance: z.number(),
  installedHours: z.number(),
  installedDistance: z.number(),
  expectedLifeHours: z.number().nullable(),
  expectedLifeDistance: z.number().nullable(),
  estimatedLaborHours: z.number().nullable(),
  estimatedPartsCostCents: z.number().int().nullable(),
  totalResets: z.number().int(),
  lastResetDate: z.string().nullable(),
  status: serviceStatusSchema,
});
z.globalRegistry.add(serviceItemSchema, { id: 'ServiceItem' });
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const serviceHistoryEntrySchema = z.object({
  id: z.uuid(),
  performedAt: z.string(),
  hours: z.number(),
  /** Miles. */
  distance: z.number(),
  performedBy: z.string().nullable(),
});
export type ServiceHistoryEntry = z.infer<typeof serviceHistoryEntrySchema>;

export const serviceItemDetailSchema = serviceItemSchema.extend({
  history: z.array(serviceHistoryEntrySchema),
});
z.globalRegistry.add(serviceItemDetailSchema, { id: 'ServiceItemDetail' });
export type ServiceItemDetail = z.infer<typeof serviceItemDetailSchema>;

/** The car a list of service items belongs to. */
export const serviceItemCarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hours: z.number(),
  miles: z.number(),
});

export const serviceItemListSchema = z.object({
  car: serviceItemCarSchema,
  items: z.array(serviceItemSchema),
});
export type ServiceItemList = z.infer<typeof serviceItemListSchema>;

export const carServiceItemParams = z.object({ carId: z.uuid() });
export const serviceItemParams = z.object({ carId: z.uuid(), itemId: z.uuid() });
export const componentServiceItemListParams = z.object({ componentId: z.uuid() });
export const componentServiceItemParams = z.object({ componentId: z.uuid(), itemId: z.uuid() });
