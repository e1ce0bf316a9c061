import { z } from 'zod';
import { boundedInteger, inputBounds, rateCentsNumber } from '../lib/input-bounds';
import { formatNumber } from '../lib/number-format';
import { pageParam, pageSizeParam } from '../lib/pagination';
import { optionalId, optionalNumber, optionalText, requiredText, searchText } from '../lib/schema-helpers';
import {
  inventoryCategories,
  inventoryConditions,
  inventoryScopes,
  stockMoveReasons,
  type StockChangeRefusal,
} from './inventory.rules';

/** The spec's messages for inventory items, assignment and the inventory form. */
export const inventoryMessages = {
  nameRequired: 'Item name is required',
  categoryRequired: 'Category is required',
  currentStockRequired: 'Current stock is required',
  locationRequired: 'Location is required',
  conditionRequired: 'Condition is required',
  clientRequired: 'Please select a client.',
  noItemsSelected: 'Please select at least one item to assign.',
  notFound: 'No inventory item found with this ID',
  assignFailed: 'Error assigning item. Please try again.',
  bulkAssignFailed: 'Error assigning inventory items. Please try again.',
  assigned: (item: string, client: string) => `Successfully assigned "${item}" to ${client}!`,
  bulkAssigned: (count: number, client: string) => `Successfully assigned ${count} item(s) to ${client}!`,
  unassigned: (item: string) => `"${item}" is back in shop stock.`,
  onlyShopItems: 'Only shop items can be assigned in bulk; unassign the others first.',
  notEnoughStock: (available: number) => `Not enough stock: only ${available} left.`,
  stockBelowZero: 'Stock cannot go below 0',
  stockAboveMax: `Stock cannot go above ${formatNumber(inputBounds.stock.max)}`,
  workOrderNotOpen: 'Choose a work order that is still a draft or pending approval.',
  reservedForOtherClient:
    "This item is set aside for another client; choose one of that client's work orders or unassign it first.",
  saveFailed: 'Failed to save inventory item',
  loadFailed: (message: string) => `Failed to load inventory item: ${message}`,
  formLoadFailed: (message: string) => `Failed to load form data: ${message}`,
  locationsLoadFailed: (message: string) => `Failed to fetch locations: ${message}`,
  importUnreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  importEmpty: 'The file is empty',
  importNoRows: 'The file has no items below its header row',
  importMissingColumns: (columns: readonly string[]) => `The header row is missing: ${columns.join(', ')}`,
  importTooManyRows: (max: number) => `The file has more than ${max} items; split it into smaller files`,
  importLocationNotFound: (name: string) => `Location "${name}" not found`,
  importLocationGone: 'A location of the file was deleted meanwhile; check the file again.',
  importRefused: (rows: number, first: string) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors (first at ${first}).`,
  emptyTitle: 'No inventory items yet',
  noMatchTitle: 'No items found',
} as const;

/** The message of a refused change of stock, as the form and the API say it. */
export const stockChangeRefusedMessages: Record<StockChangeRefusal, string> = {
  below_zero: inventoryMessages.stockBelowZero,
  above_max: inventoryMessages.stockAboveMax,
};

const wholeStock = (label: string) =>
  boundedInteger(label, inputBounds.stock, {
    type: `${label} is required`,
    min: `${label} must be 0 or more`,
    whole: `${label} must be a whole number`,
  });

/**
 * POST /api/inventory/items and PUT /api/inventory/items/:id. A blank retail price becomes
 * 1.5 × unit cost. A changed current stock on update is recorded as an adjustment.
 */
export const inventoryItemInputSchema = z
  .object({
    name: requiredText(inventoryMessages.nameRequired, 200),
    description: optionalText(2000),
    partNumber: optionalText(100),
    manufacturer: optionalText(100),
    category: z.enum(inventoryCategories, { error: inventoryMessages.categoryRequired }),
    currentStock: wholeStock('Current stock'),
    minStockLevel: wholeStock('Min stock').default(0),
    maxStockLevel: wholeStock('Max stock').default(0),
    locationId: z.uuid({ error: inventoryMessages.locationRequired }),
    shelfLocation: optionalText(100),
    unitCostCents: rateCentsNumber('Unit cost').default(0),
    /** Blank or missing: 1.5 × unit cost. */
    retailPriceCents: z
      .union([rateCentsNumber('Retail price'), z.null()], { error: 'Retail price must be a number' })
      .optional()
      .transform((v) => v ?? null),
    condition: z.enum(inventoryConditions, { error: inventoryMessages.conditionRequired }),
    notes: optionalText(2000),
    supplierId: optionalId('Choose one of your suppliers'),
    supplierPartNumber: optionalText(100),
    leadTimeDays: optionalNumber('Lead time', inputBounds.leadTimeDays, {
      integer: true,
      messages: { min: 'Lead time must be 0 or more', whole: 'Lead time must be a whole number of days' },
    }),
    scope: z.enum(inventoryScopes, { error: 'Choose shop or client' }).default('shop'),
    /** Required when scope is client; ignored (stored as none) when scope is shop. */
    clientId: optionalId('Choose one of your clients'),
    /** The cars the item fits; none means universal. */
    compatibleCarIds: z
      .array(z.uuid({ error: 'Choose cars from your fleet' }), { error: 'Choose cars from your fleet' })
      .max(500, 'At most 500 cars')
      .default([]),
  })
  .refine((v) => v.scope === 'shop' || v.clientId !== null, {
    message: inventoryMessages.clientRequired,
    path: ['clientId'],
  });
z.globalRegistry.add(inventoryItemInputSchema, { id: 'InventoryItemFields' });
export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;
export type InventoryItemValues = z.output<typeof inventoryItemInputSchema>;

const stockLevelSchema = z.enum(['out', 'low', 'good']);

export const inventoryItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  partNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  category: z.enum(inventoryCategories),
  currentStock: z.number().int(),
  minStockLevel: z.number().int(),
  maxStockLevel: z.number().int(),
  /** stockLevel() of the item. */
  stockLevel: stockLevelSchema,
  locationId: z.uuid(),
  locationName: z.string(),
  shelfLocation: z.string().nullable(),
  unitCostCents: z.number().int(),
  retailPriceCents: z.number().int(),
  condition: z.enum(inventoryConditions),
  notes: z.string().nullable(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  supplierPartNumber: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  scope: z.enum(inventoryScopes),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  /** The cars it fits, by name; empty means universal (the table's Vehicle Type column). */
  compatibleCars: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(inventoryItemSchema, { id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /api/inventory/items: searched (name, part number, manufacturer), filtered, by name. */
export const inventoryListQuerySchema = z.object({
  search: searchText().optional(),
  category: z.enum(inventoryCategories, { error: 'Choose a category' }).optional(),
  locationId: z.uuid({ error: 'Choose one of your locations' }).optional(),
  supplierId: z.uuid({ error: 'Choose one of your suppliers' }).optional(),
  clientId: z.uuid({ error: 'Choose one of your clients' }).optional(),
  scope: z.enum(inventoryScopes, { error: 'Choose shop or client' }).optional(),
  /** true: ordered by location name, then item name (the group-by-location view). */
  groupByLocation: z.stringbool({ error: 'Group by location is true or false' }).optional(),
  page: pageParam(),
  pageSize: pageSizeParam(50),
});
export type InventoryListQuery = z.input<typeof inventoryListQuerySchema>;
export type InventoryListQueryValues = z.output<typeof inventoryListQuerySchema>;

export const inventoryListSchema = z.object({
  items: z.array(inventoryItemSchema),
  /** Matching the filters. */
  total: z.number().int(),
  /** All of the team's active items (tells 'No inventory items yet' from 'No items found'). */
  teamTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InventoryList = z.infer<typeof inventoryListSchema>;

/** POST /api/inventory/items/:id/assign */
export const assignItemInputSchema = z.object({
  clientId: z.uuid({ error: inventoryMessages.clientRequired }),
});
export type AssignItemInput = z.input<typeof assignItemInputSchema>;

/** POST /api/inventory/items/assign: shop-scope items to one client, all or none. */
export const bulkAssignInputSchema = z.object({
  clientId: z.uuid({ error: inventoryMessages.clientRequired }),
  itemIds: z
    .array(z.uuid({ error: inventoryMessages.noItemsSelected }), { error: inventoryMessages.noItemsSelected })
    .min(1, inventoryMessages.noItemsSelected)
    .max(500, 'At most 500 items at once'),
});
export type BulkAssignInput = z.input<typeof bulkAssignInputSchema>;

export const bulkAssignResultSchema = z.object({ assigned: z.number().int() });

/** POST /api/inventory/items/:id/use ('Use in Order'): a parts line on an open work order. */
export const useInOrderInputSchema = z.object({
  workOrderId: z.uuid({ error: 'Choose a work order' }),
  quantity: boundedInteger(
    'Quantity',
    { min: 1, max: inputBounds.stock.max },
    {
      type: 'Quantity is required',
      min: 'Quantity must be at least 1',
      whole: 'Quantity must be a whole number',
    },
  ),
});
export type UseInOrderInput = z.input<typeof useInOrderInputSchema>;

export const useInOrderResultSchema = z.object({
  item: inventoryItemSchema,
  workOrderId: z.uuid(),
  workOrderNumber: z.string(),
});
export type UseInOrderResult = z.infer<typeof useInOrderResultSchema>;

/** POST /api/inventory/items/:id/stock: stock received (positive) or a correction (either way). */
export const stockChangeInputSchema = z
  .object({
    reason: z.enum(['received', 'adjusted'], { error: 'Choose received or adjusted' }),
    change: boundedInteger('Change', inputBounds.stockChange, {
      type: 'Change is required',
      whole: 'Change must be a whole number',
    }).refine((v) => v !== 0, 'Change cannot be 0'),
    note: optionalText(500),
  })
  .refine((v) => v.reason !== 'received' || v.change > 0, {
    message: 'Received stock must be more than 0',
    path: ['change'],
  });
export type StockChangeInput = z.input<typeof stockChangeInputSchema>;

export const stockMoveSchema = z.object({
  id: z.uuid(),
  reason: z.enum(stockMoveReasons),
  change: z.number().int(),
  stockAfter: z.number().int(),
  note: z.string().nullable(),
  workOrderId: z.uuid().nullable(),
  workOrderNumber: z.string().nullable(),
  /** Who made the change: their name or e-mail; null when that account is gone. */
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;

/** GET /api/inventory/items/:id/stock-moves: newest first (at most the newest 500). */
export const stockMoveListSchema = z.array(stockMoveSchema);

/**
 * CSV import: POST /api/inventory/import/preview checks every row and saves nothing;
 * POST /api/inventory/import checks again and saves all rows in one transaction, or none
 * (400 with the row errors) if any row is invalid.
 * Columns (header row, case-insensitive): name, part number, category, stock, cost, retail,
 * location (an existing location's name). Cost and retail are dollars; blank retail is 1.5 × cost.
 */
export const importInputSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(2_000_000, 'The file is too large (at most 2 MB)'),
});
z.globalRegistry.add(importInputSchema, { id: 'InventoryImport' });
export type ImportInput = z.input<typeof importInputSchema>;

export const importColumns = ['name', 'part number', 'category', 'stock', 'cost', 'retail', 'location'] as const;
export const maxImportRows = 5000;

export const importRowSchema = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  partNumber: z.string().nullable(),
  category: z.string(),
  currentStock: z.number().int().nullable(),
  unitCostCents: z.number().int().nullable(),
  /** Null when left blank: the item will get 1.5 × cost. */
  retailPriceCents: z.number().int().nullable(),
  locationName: z.string(),
  /** Empty when the row can be imported. */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  /** Problems with the file itself (missing columns, too many rows). */
  fileErrors: z.array(z.string()),
  valid: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ imported: z.number().int() });
