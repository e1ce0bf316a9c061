/**
 * How a row of an inventory CSV file reads (POST /api/inventory/import): the column names, a
 * category given as its key or its label, and amounts written in dollars.
 */
import { importColumns } from './inventory.contract';
import { inventoryCategories, inventoryCategoryLabels, type InventoryCategory } from './inventory.rules';

export type ImportColumn = (typeof importColumns)[number];

/** The columns a file must have; part number, cost and retail may be left out. */
export const requiredImportColumns: readonly ImportColumn[] = ['name', 'category', 'stock', 'location'];

/** Other ways a header may name a column (after lower-casing and collapsing spaces, _ and -). */
const columnAliases: Record<string, ImportColumn> = {
  'item name': 'name',
  'part no': 'part number',
  'part #': 'part number',
  'current stock': 'stock',
  'unit cost': 'cost',
  'retail price': 'retail',
};

/** The column a header cell names, or null for a column the import does not read. */
export function importColumnOf(header: string): ImportColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if ((importColumns as readonly string[]).includes(key)) return key as ImportColumn;
  return columnAliases[key] ?? null;
}

/** A category given as its key ('engine_part') or its label ('Engine Part'), in any case. */
export function categoryOf(text: string): InventoryCategory | null {
  const key = text.trim().toLowerCase();
  if (key === '') return null;
  return (
    inventoryCategories.find(
      (category) => category === key || inventoryCategoryLabels[category].toLowerCase() === key,
    ) ?? null
  );
}

export const importCategoryMessage = (text: string) =>
  `Category "${text}" is not one of: ${inventoryCategories.map((c) => inventoryCategoryLabels[c]).join(', ')}`;

export type ParsedAmount = { ok: true; value: number } | { ok: false; reason: 'not_a_number' | 'fraction' };

/**
 * Dollars as written in a spreadsheet ('12.5', '$1,299.99', '-3') in whole cents, read from the
 * digits (no floating-point drift): more than 2 decimals is a fraction of a cent.
 */
export function dollarsToCents(text: string): ParsedAmount {
  const match = /^(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === undefined && !match[3])) return { ok: false, reason: 'not_a_number' };
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'fraction' };
  const digits = whole.replace(/,/g, '');
  if (digits.length > 12) return { ok: false, reason: 'not_a_number' };
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, value: minus && cents !== 0 ? -cents : cents };
}

/** A count as written in a spreadsheet ('12', '1,200', '3.0'); a fraction stays a fraction. */
export function countOf(text: string): number | null {
  const match = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(text.trim().replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
