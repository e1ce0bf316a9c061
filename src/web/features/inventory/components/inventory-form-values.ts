import {
  inventoryItemInputSchema,
  type InventoryItem,
  type InventoryItemValues,
} from '@shared/inventory/inventory.contract';
import {
  defaultRetailPriceCents,
  newInventoryItemDefaults,
  type InventoryCategory,
  type InventoryCondition,
  type InventoryScope,
} from '@shared/inventory/inventory.rules';
import { centsToDollars, dollarsToCents, formatCents } from '@shared/lib/money';

/** A number input's value: a number, or '' while blank. */
type Amount = number | string;

/**
 * What the inventory form edits. Money is in dollars as the inputs show it (the API takes cents);
 * number inputs hold '' while blank.
 */
export interface InventoryFormValues {
  name: string;
  description: string;
  partNumber: string;
  manufacturer: string;
  category: InventoryCategory | null;
  currentStock: Amount;
  minStockLevel: Amount;
  maxStockLevel: Amount;
  locationId: string | null;
  shelfLocation: string;
  unitCost: Amount;
  /** Blank: 1.5 × unit cost. */
  retailPrice: Amount;
  condition: InventoryCondition | null;
  notes: string;
  supplierId: string | null;
  supplierPartNumber: string;
  leadTimeDays: Amount;
  scope: InventoryScope;
  clientId: string | null;
  /** None: a universal part. */
  compatibleCarIds: string[];
}

/** The API's field names that the form holds under another name (money in dollars). */
const formFieldOfApiField: Record<string, keyof InventoryFormValues> = {
  unitCostCents: 'unitCost',
  retailPriceCents: 'retailPrice',
};

/** The form field showing the error of an API field path ('compatibleCarIds.2' → 'compatibleCarIds'). */
export function formFieldOf(path: string): string {
  const [head = ''] = path.split('.');
  return formFieldOfApiField[head] ?? head;
}

/** A new item (spec defaults, `locationId` preselected), or a stored one to edit. */
export function inventoryFormValues(
  item: InventoryItem | null,
  options: { locationId?: string | null } = {},
): InventoryFormValues {
  if (!item) {
    return {
      name: '',
      description: '',
      partNumber: '',
      manufacturer: '',
      category: newInventoryItemDefaults.category,
      currentStock: newInventoryItemDefaults.currentStock,
      minStockLevel: newInventoryItemDefaults.minStockLevel,
      maxStockLevel: newInventoryItemDefaults.maxStockLevel,
      locationId: options.locationId ?? null,
      shelfLocation: '',
      unitCost: '',
      retailPrice: '',
      condition: newInventoryItemDefaults.condition,
      notes: '',
      supplierId: null,
      supplierPartNumber: '',
      leadTimeDays: '',
      scope: newInventoryItemDefaults.scope,
      clientId: null,
      compatibleCarIds: [],
    };
  }
  return {
    name: item.name,
    description: item.description ?? '',
    partNumber: item.partNumber ?? '',
    manufacturer: item.manufacturer ?? '',
    category: item.category,
    currentStock: item.currentStock,
    minStockLevel: item.minStockLevel,
    maxStockLevel: item.maxStockLevel,
    locationId: item.locationId,
    shelfLocation: item.shelfLocation ?? '',
    unitCost: centsToDollars(item.unitCostCents),
    retailPrice: centsToDollars(item.retailPriceCents),
    condition: item.condition,
    notes: item.notes ?? '',
    supplierId: item.supplierId,
    supplierPartNumber: item.supplierPartNumber ?? '',
    leadTimeDays: item.leadTimeDays ?? '',
    scope: item.scope,
    clientId: item.clientId,
    compatibleCarIds: item.compatibleCars.map((car) => car.id),
  };
}

const isBlank = (value: Amount) => typeof value === 'string' && value.trim() === '';

/** The spec: a number input that does not parse counts as 0. */
function numberOrZero(value: Amount): number {
  if (isBlank(value)) return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Dollars typed → cents; blank or not a number is null. */
function centsOrNull(value: Amount): number | null {
  if (isBlank(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? dollarsToCents(n) : null;
}

/**
 * The body the API takes, before its schema checks it: blank stock levels and unit cost are 0,
 * a blank retail price is left to the server's 1.5 × cost, a blank lead time is unknown, and a
 * shop item carries no client.
 */
export function inventoryFormBody(values: InventoryFormValues) {
  return {
    name: values.name,
    description: values.description,
    partNumber: values.partNumber,
    manufacturer: values.manufacturer,
    category: values.category ?? '',
    currentStock: numberOrZero(values.currentStock),
    minStockLevel: numberOrZero(values.minStockLevel),
    maxStockLevel: numberOrZero(values.maxStockLevel),
    locationId: values.locationId ?? '',
    shelfLocation: values.shelfLocation,
    unitCostCents: centsOrNull(values.unitCost) ?? 0,
    retailPriceCents: centsOrNull(values.retailPrice),
    condition: values.condition ?? '',
    notes: values.notes,
    supplierId: values.supplierId,
    supplierPartNumber: values.supplierPartNumber,
    leadTimeDays: isBlank(values.leadTimeDays) ? null : numberOrZero(values.leadTimeDays),
    scope: values.scope,
    clientId: values.scope === 'client' ? values.clientId : null,
    compatibleCarIds: values.compatibleCarIds,
  };
}

/** Errors keyed by API field path → keyed by the form's fields (the first message of each). */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = formFieldOf(path);
    out[field] ??= message;
  }
  return out;
}

/**
 * Checks the form with the API's own schema: either the body to send, or the messages under
 * the form's fields.
 */
export function checkInventoryForm(
  values: InventoryFormValues,
): { ok: true; input: InventoryItemValues } | { ok: false; errors: Record<string, string> } {
  const result = inventoryItemInputSchema.safeParse(inventoryFormBody(values));
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors: toFormErrors(errors) };
}

/** The retail price field's hint: what a blank retail price becomes. */
export function retailPriceHint(values: Pick<InventoryFormValues, 'unitCost' | 'retailPrice'>): string {
  const costCents = centsOrNull(values.unitCost) ?? 0;
  const fallback = formatCents(defaultRetailPriceCents(costCents));
  return isBlank(values.retailPrice)
    ? `Left blank: 1.5 × unit cost = ${fallback}`
    : `Blank would be 1.5 × unit cost = ${fallback}`;
}

/** The retail price input's placeholder: the default it stands for. */
export function retailPricePlaceholder(values: Pick<InventoryFormValues, 'unitCost'>): string {
  return formatCents(defaultRetailPriceCents(centsOrNull(values.unitCost) ?? 0));
}
