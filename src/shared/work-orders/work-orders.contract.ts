import { pricingTierMessages, pricingTiers } from './pricing-tier.rules';
import { z } from 'zod';
import { pageParam, pageSizeParam } from '../lib/pagination';
import {
  boundedInteger,
  boundedNumber,
  inputBounds,
  rateCentsNumber,
  storableString,
  type Bound,
} from '../lib/input-bounds';
import { optionalDate, optionalId, optionalText, searchText } from '../lib/schema-helpers';
import {
  defaultWorkOrderPriority,
  hasAtMostTwoDecimals,
  lineTotalCents,
  workOrderTotalCents,
  manualWorkOrderStatuses,
  repairOrderTabs,
  workOrderMessages,
  workOrderPriorities,
  workOrderStatuses,
} from './work-orders.rules';

/** Most charge lines one work order can hold (all four kinds together). */
export const maxChargeLines = 500;

const required = workOrderMessages.requiredFields;

const cents = rateCentsNumber;

const quantity = boundedNumber('Quantity', inputBounds.quantity, {
  min: 'Quantity must be 0 or more',
  max: 'Quantity is too large',
}).refine(hasAtMostTwoDecimals, 'Quantity can have at most 2 decimals');

const description = storableString({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(500, 'At most 500 characters');

const optionalWholeNumber = (label: string, bound: Bound) =>
  z
    .union([z.number({ error: `${label} must be a number` }), z.literal(''), z.null()], {
      error: `${label} must be a number`,
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(
      boundedInteger(label, bound, {
        min: `${label} must be a whole number`,
        max: `${label} must be a whole number`,
      }).nullable(),
    );

/** A line's total (quantity × rate or price) must fit a total; the message is on its quantity. */
const lineTotalFits = (rateOf: (line: { unitRateCents?: number; unitPriceCents?: number }) => number) => ({
  check: (line: { quantity: number; unitRateCents?: number; unitPriceCents?: number }) =>
    lineTotalCents(line.quantity, rateOf(line)) <= inputBounds.totalCents.max,
  issue: { message: workOrderMessages.lineTotalTooLarge, path: ['quantity'] },
});
const rateLineFits = lineTotalFits((line) => line.unitRateCents ?? 0);
const partLineFits = lineTotalFits((line) => line.unitPriceCents ?? 0);

/** Fields every charge line has. `unitRateCents` is per unit (an hour, a day, an item). */
const lineFields = {
  chargeType: optionalText(60),
  quantity,
  notes: optionalText(2000),
};

export const eventChargeInputSchema = z
  .object({
    ...lineFields,
    description,
    unitRateCents: cents('Unit rate'),
    eventId: optionalId('Choose one of your events'),
    eventDate: optionalDate('Enter a valid event date'),
    driverId: optionalId('Choose one of your drivers'),
    sessionCount: optionalWholeNumber('Session count', inputBounds.sessionCount),
  })
  .refine(rateLineFits.check, rateLineFits.issue);
export type EventChargeInput = z.input<typeof eventChargeInputSchema>;

export const serviceChargeInputSchema = z
  .object({
    ...lineFields,
    description,
    unitRateCents: cents('Unit rate'),
    serviceDate: optionalDate('Enter a valid service date'),
    serviceType: optionalText(100),
  })
  .refine(rateLineFits.check, rateLineFits.issue);
export type ServiceChargeInput = z.input<typeof serviceChargeInputSchema>;

/** A part: unit cost and unit price (the line total uses the price); the markup is computed. */
export const partsChargeInputSchema = z
  .object({
    ...lineFields,
    partName: storableString({ error: 'Part name is required' })
      .trim()
      .min(1, 'Part name is required')
      .max(200, 'At most 200 characters'),
    /** Blank becomes the part name. */
    description: optionalText(500),
    partNumber: optionalText(100),
    unitCostCents: cents('Unit cost'),
    unitPriceCents: cents('Unit price'),
    supplier: optionalText(200),
    category: optionalText(100),
    /** The inventory item the part was taken from ('Use in Order'); kept when the builder saves again. */
    inventoryItemId: optionalId('Choose one of your inventory items'),
  })
  .refine(partLineFits.check, partLineFits.issue);
export type PartsChargeInput = z.input<typeof partsChargeInputSchema>;

export const damageChargeInputSchema = z
  .object({
    ...lineFields,
    description,
    unitRateCents: cents('Unit rate'),
    damageReportId: optionalId('Choose one of your damage reports'),
    damageType: optionalText(100),
    assessmentDate: optionalDate('Enter a valid assessment date'),
    severity: optionalText(60),
    /** Minutes. */
    estimatedRepairMinutes: optionalWholeNumber('Estimated repair time', inputBounds.minutes),
  })
  .refine(rateLineFits.check, rateLineFits.issue);
export type DamageChargeInput = z.input<typeof damageChargeInputSchema>;

const chargeList = <T extends z.ZodType>(line: T) =>
  z.array(line, { error: 'Charges must be a list' }).max(maxChargeLines, workOrderMessages.tooManyLines).default([]);

/**
 * POST /api/work-orders and PUT /api/work-orders/:id: the builder's header and all its charge
 * lines, saved in one transaction (a save replaces every line). Client, vehicle and title are
 * required with the spec's message; the vehicle must be the client's. `status` is what the
 * builder's buttons set: draft (Save Draft) or pending_approval (Send for Approval).
 */
export const workOrderInputSchema = z
  .object({
    clientId: z.uuid({ error: required }),
    carId: z.uuid({ error: required }),
    title: storableString({ error: required }).trim().min(1, required).max(200, 'At most 200 characters'),
    description: optionalText(5000),
    priority: z
      .enum(workOrderPriorities, { error: 'Choose low, medium, high or urgent' })
      .default(defaultWorkOrderPriority),
    /** Standard, rush, weekend or holiday: the rate card multiplier its labour lines take. */
    pricingTier: z.enum(pricingTiers, { error: pricingTierMessages.invalid }).default('standard'),
    requestedDate: optionalDate('Enter a valid requested date'),
    scheduledStartDate: optionalDate('Enter a valid scheduled start date'),
    estimatedCompletionDate: optionalDate('Enter a valid estimated completion date'),
    requiresClientApproval: z.boolean({ error: 'Requires client approval must be true or false' }).default(true),
    notes: optionalText(5000),
    status: z.enum(['draft', 'pending_approval'], { error: 'Choose draft or pending_approval' }).default('draft'),
    eventCharges: chargeList(eventChargeInputSchema),
    serviceCharges: chargeList(serviceChargeInputSchema),
    partsCharges: chargeList(partsChargeInputSchema),
    damageCharges: chargeList(damageChargeInputSchema),
  })
  .refine(
    (v) =>
      v.scheduledStartDate === null ||
      v.estimatedCompletionDate === null ||
      v.estimatedCompletionDate >= v.scheduledStartDate,
    { message: workOrderMessages.completionBeforeStart, path: ['estimatedCompletionDate'] },
  )
  .refine(
    (v) =>
      v.eventCharges.length + v.serviceCharges.length + v.partsCharges.length + v.damageCharges.length <=
      maxChargeLines,
    { message: workOrderMessages.tooManyLines, path: ['eventCharges'] },
  )
  .refine(
    (v) =>
      workOrderTotalCents([
        ...v.eventCharges,
        ...v.serviceCharges,
        ...v.partsCharges.map((line) => ({ quantity: line.quantity, unitRateCents: line.unitPriceCents })),
        ...v.damageCharges,
      ]) <= inputBounds.totalCents.max,
    { message: workOrderMessages.totalTooLarge, path: ['eventCharges'] },
  );
z.globalRegistry.add(workOrderInputSchema, { id: 'WorkOrderFields' });
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;
export type WorkOrderValues = z.output<typeof workOrderInputSchema>;

const lineResponse = {
  id: z.uuid(),
  chargeType: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  totalCents: z.number().int(),
  notes: z.string().nullable(),
};

export const eventChargeSchema = z.object({
  ...lineResponse,
  unitRateCents: z.number().int(),
  eventId: z.uuid().nullable(),
  eventDate: z.string().nullable(),
  driverId: z.uuid().nullable(),
  sessionCount: z.number().int().nullable(),
});
z.globalRegistry.add(eventChargeSchema, { id: 'EventCharge' });
export type EventCharge = z.infer<typeof eventChargeSchema>;

export const serviceChargeSchema = z.object({
  ...lineResponse,
  unitRateCents: z.number().int(),
  serviceDate: z.string().nullable(),
  serviceType: z.string().nullable(),
});
z.globalRegistry.add(serviceChargeSchema, { id: 'ServiceCharge' });
export type ServiceCharge = z.infer<typeof serviceChargeSchema>;

export const partsChargeSchema = z.object({
  ...lineResponse,
  partName: z.string(),
  partNumber: z.string().nullable(),
  unitCostCents: z.number().int(),
  unitPriceCents: z.number().int(),
  /** (price − cost) / cost × 100, two decimals; null when the cost is 0. */
  markupPercentage: z.number().nullable(),
  supplier: z.string().nullable(),
  category: z.string().nullable(),
  /** The inventory item the part was taken from, if any. */
  inventoryItemId: z.uuid().nullable(),
});
z.globalRegistry.add(partsChargeSchema, { id: 'PartsCharge' });
export type PartsCharge = z.infer<typeof partsChargeSchema>;

export const damageChargeSchema = z.object({
  ...lineResponse,
  unitRateCents: z.number().int(),
  damageReportId: z.uuid().nullable(),
  damageType: z.string().nullable(),
  assessmentDate: z.string().nullable(),
  severity: z.string().nullable(),
  estimatedRepairMinutes: z.number().int().nullable(),
});
z.globalRegistry.add(damageChargeSchema, { id: 'DamageCharge' });
export type DamageCharge = z.infer<typeof damageChargeSchema>;

export const chargeCountsSchema = z.object({
  event: z.number().int(),
  service: z.number().int(),
  parts: z.number().int(),
  damage: z.number().int(),
});
export type ChargeCounts = z.infer<typeof chargeCountsSchema>;

const workOrderHeader = {
  id: z.uuid(),
  /** WO-{year}-{sequence}. */
  number: z.string(),
  status: z.enum(workOrderStatuses),
  priority: z.enum(workOrderPriorities),
  pricingTier: z.enum(pricingTiers),
  /** The tier's multiplier on the card it was priced from when last saved (1 for standard). */
  pricingMultiplier: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  clientId: z.uuid(),
  /** clientLabel() of the client. */
  clientName: z.string(),
  carId: z.uuid(),
  /** carLabel() of the car. */
  carName: z.string(),
  requestedDate: z.string().nullable(),
  estimatedTotalCents: z.number().int(),
  createdAt: z.string(),
};

/** A card of the list (and of the client profile's repair-order tabs). */
export const workOrderListItemSchema = z.object({
  ...workOrderHeader,
  chargeCounts: chargeCountsSchema,
  /** The invoice the work order is on, once invoiced. */
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
});
z.globalRegistry.add(workOrderListItemSchema, { id: 'WorkOrderListItem' });
export type WorkOrderListItem = z.infer<typeof workOrderListItemSchema>;

export const workOrderSchema = z.object({
  ...workOrderHeader,
  scheduledStartDate: z.string().nullable(),
  estimatedCompletionDate: z.string().nullable(),
  requiresClientApproval: z.boolean(),
  clientApprovedAt: z.string().nullable(),
  /** Who recorded the approval. */
  clientApprovedBy: z.string().nullable(),
  actualTotalCents: z.number().int(),
  notes: z.string().nullable(),
  /** The registration whose inspections added lines to this work order, if any. */
  eventCarId: z.uuid().nullable(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  eventCharges: z.array(eventChargeSchema),
  serviceCharges: z.array(serviceChargeSchema),
  partsCharges: z.array(partsChargeSchema),
  damageCharges: z.array(damageChargeSchema),
  /** The statuses the status endpoint accepts now (what the UI can offer). */
  nextStatuses: z.array(z.enum(manualWorkOrderStatuses)),
  /** Whether the builder can still save it (draft or pending approval). */
  editable: z.boolean(),
  updatedAt: z.string(),
});
z.globalRegistry.add(workOrderSchema, { id: 'WorkOrder' });
export type WorkOrder = z.infer<typeof workOrderSchema>;

const pageFields = {
  page: pageParam(),
  pageSize: pageSizeParam(20),
};

/**
 * GET /api/work-orders: newest first. `search` matches the number, the title and the client's
 * name; `status` and `priority` filter; `clientId` narrows to one client (the Billing
 * Workflow lists `status=approved`; Add to Existing Work Order lists `clientId=…&editable=true`).
 */
export const workOrderListQuerySchema = z.object({
  search: searchText().optional(),
  status: z.enum(workOrderStatuses, { error: 'Choose a work order status' }).optional(),
  priority: z.enum(workOrderPriorities, { error: 'Choose low, medium, high or urgent' }).optional(),
  clientId: z.uuid({ error: 'Choose one of your clients' }).optional(),
  /** true: only work orders the builder can still change (draft, pending approval), e.g. Add to Existing Work Order. */
  editable: z.stringbool({ error: 'Editable is true or false' }).optional(),
  ...pageFields,
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuerySchema>;
export type WorkOrderListQueryValues = z.output<typeof workOrderListQuerySchema>;

export const workOrderListSchema = z.object({
  items: z.array(workOrderListItemSchema),
  /** Matching the filters ("X of Y work orders": X). */
  total: z.number().int(),
  /** All of the team's work orders (Y; also tells the two empty states apart). */
  teamTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkOrderList = z.infer<typeof workOrderListSchema>;

/** POST /api/work-orders/:id/status: Send for approval, Approve, Back to draft, Cancel. */
export const workOrderStatusInputSchema = z.object({
  status: z.enum(workOrderStatuses, { error: 'Choose a work order status' }),
});
export type WorkOrderStatusInput = z.infer<typeof workOrderStatusInputSchema>;

/** A Selected Items line of the Quick Billing Panel: a price list key and a quantity. */
export const quickBillingItemSchema = z.object({
  key: storableString({ error: 'Choose an item of the price list' })
    .min(1, 'Choose an item of the price list')
    .max(100, 'Choose an item of the price list'),
  /** A whole number of at least 1 (the panel turns anything else into 1). */
  quantity: boundedInteger('Quantity', inputBounds.itemCount, {
    type: 'Quantity must be a whole number of at least 1',
    whole: 'Quantity must be a whole number of at least 1',
    min: 'Quantity must be a whole number of at least 1',
    max: 'Quantity is too large',
  }).default(1),
});
z.globalRegistry.add(quickBillingItemSchema, { id: 'QuickBillingItem' });
export type QuickBillingItem = z.input<typeof quickBillingItemSchema>;

const quickItems = z
  .array(quickBillingItemSchema, { error: 'Select at least one item' })
  .min(1, 'Select at least one item')
  .max(200, 'At most 200 items');

/**
 * POST /api/work-orders/:id/price-list-items (Add to Existing Work Order): the items are
 * priced on the server from the team's default rate card and added to an open (draft or
 * pending approval) work order.
 */
export const addPriceListItemsSchema = z.object({ items: quickItems });
export type AddPriceListItems = z.input<typeof addPriceListItemsSchema>;

/** POST /api/work-orders/from-price-list (Create New Work Order): a new draft with the items. */
export const createFromPriceListSchema = z.object({
  clientId: z.uuid({ error: required }),
  carId: z.uuid({ error: required }),
  /** Blank becomes 'Quick billing'. */
  title: optionalText(200),
  items: quickItems,
});
export type CreateFromPriceList = z.input<typeof createFromPriceListSchema>;
export type CreateFromPriceListValues = z.output<typeof createFromPriceListSchema>;
export const quickBillingDefaultTitle = 'Quick billing';

/**
 * GET /api/clients/:id/work-orders: the client profile's repair-order tabs. `search` matches
 * the vehicle (name, make, model) or the RO number.
 */
export const clientWorkOrdersQuerySchema = z.object({
  tab: z.enum(repairOrderTabs, { error: 'Choose active, saved, ar or paid' }).default('active'),
  search: searchText().optional(),
  ...pageFields,
});
export type ClientWorkOrdersQuery = z.input<typeof clientWorkOrdersQuerySchema>;
export type ClientWorkOrdersQueryValues = z.output<typeof clientWorkOrdersQuerySchema>;

export const clientWorkOrdersSchema = z.object({
  items: z.array(workOrderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many of the client's work orders each tab holds (without the search). */
  tabCounts: z.object({
    active: z.number().int(),
    saved: z.number().int(),
    ar: z.number().int(),
    paid: z.number().int(),
  }),
});
export type ClientWorkOrders = z.infer<typeof clientWorkOrdersSchema>;
