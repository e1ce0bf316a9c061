/**
 * Inventory rules: categories, conditions, the stock level badge and pricing defaults
 * (spec: shop-and-account section 4 and section 9).
 */
import { inputBounds } from '../lib/input-bounds';

export const inventoryCategories = [
  'body_panel',
  'engine_part',
  'suspension',
  'electrical',
  'consumable',
  'tool',
  'safety',
  'wear_item',
  'other',
] as const;
export type InventoryCategory = (typeof inventoryCategories)[number];

export const inventoryCategoryLabels: Record<InventoryCategory, string> = {
  body_panel: 'Body Panel',
  engine_part: 'Engine Part',
  suspension: 'Suspension',
  electrical: 'Electrical',
  consumable: 'Consumable',
  tool: 'Tool',
  safety: 'Safety',
  wear_item: 'Wear Item',
  other: 'Other',
};

export const inventoryConditions = [
  'new',
  'used_excellent',
  'used_good',
  'used_fair',
  'needs_repair',
  'obsolete',
] as const;
export type InventoryCondition = (typeof inventoryConditions)[number];

export const inventoryConditionLabels: Record<InventoryCondition, string> = {
  new: 'New',
  used_excellent: 'Used - Excellent',
  used_good: 'Used - Good',
  used_fair: 'Used - Fair',
  needs_repair: 'Needs Repair',
  obsolete: 'Obsolete',
};

export const inventoryScopes = ['shop', 'client'] as const;
export type InventoryScope = (typeof inventoryScopes)[number];

/** Why an item's stock changed. `initial` is the stock an item was created or imported with. */
export const stockMoveReasons = ['initial', 'received', 'used', 'adjusted'] as const;
export type StockMoveReason = (typeof stockMoveReasons)[number];

export const stockMoveReasonLabels: Record<StockMoveReason, string> = {
  initial: 'Initial stock',
  received: 'Received',
  used: 'Used in work order',
  adjusted: 'Adjusted',
};

export type StockLevel = 'out' | 'low' | 'good';

/**
 * Out when nothing is left (0 or less), low when a minimum is set and the stock is at or below
 * it, otherwise good.
 */
export function stockLevel(currentStock: number, minStockLevel: number | null | undefined): StockLevel {
  if (currentStock <= 0) return 'out';
  if (minStockLevel != null && minStockLevel > 0 && currentStock <= minStockLevel) return 'low';
  return 'good';
}

export const stockLevelLabels: Record<StockLevel, string> = {
  out: 'Out of Stock',
  low: 'Low Stock',
  good: 'In Stock',
};

/** Retail price is 1.5 × unit cost when none is given. */
export const defaultRetailMarkup = 1.5;

/** The retail price of an item whose retail price was left blank: 1.5 × cost, to the cent. */
export function defaultRetailPriceCents(unitCostCents: number): number {
  return Math.round(unitCostCents * defaultRetailMarkup);
}

/** The retail price to store: the one given, or the default from the cost. */
export function retailPriceCentsOf(unitCostCents: number, retailPriceCents: number | null | undefined): number {
  return retailPriceCents ?? defaultRetailPriceCents(unitCostCents);
}

/** Why a change of stock is refused: it would take the stock below 0 or past the most a count holds. */
export type StockChangeRefusal = 'below_zero' | 'above_max';

/** The stock after a change, or why the change is refused (never below 0, never past `inputBounds.stock`). */
export function stockAfterChange(
  currentStock: number,
  change: number,
): { stock: number } | { refused: StockChangeRefusal } {
  const after = currentStock + change;
  if (after < inputBounds.stock.min) return { refused: 'below_zero' };
  if (after > inputBounds.stock.max) return { refused: 'above_max' };
  return { stock: after };
}

/** New-item defaults (spec section 9). */
export const newInventoryItemDefaults = {
  currentStock: 1,
  category: 'other' as InventoryCategory,
  condition: 'new' as InventoryCondition,
  scope: 'shop' as InventoryScope,
  minStockLevel: 0,
  maxStockLevel: 0,
};
