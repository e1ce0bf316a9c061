import {
  inventoryItemInputSchema,
  inventoryMessages,
  maxImportRows,
  type ImportPreview,
  type ImportRow,
} from '@shared/inventory/inventory.contract';
import {
  categoryOf,
  countOf,
  dollarsToCents,
  importCategoryMessage,
  importColumnOf,
  requiredImportColumns,
  type ImportColumn,
} from '@shared/inventory/inventory-import.rules';
import {
  newInventoryItemDefaults,
  retailPriceCentsOf,
  type InventoryCategory,
} from '@shared/inventory/inventory.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../../auth/request-context';
import { readCsvRecords } from '../../platform/csv-records';
import { insertItems, type NewItem } from './inventory-items.repository';
import { findActiveLocationsByName, lockActiveLocation } from './locations.service';
import { insertStockMoves } from './stock-moves.repository';

/** A data row of the file: where it starts and its cells by column. */
interface FileRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

type ReadFile = { rows: FileRow[]; fileErrors: string[] };

/** The file's data rows by column, or what is wrong with the file itself. */
async function readFile(csv: string): Promise<ReadFile> {
  const file = await readCsvRecords(csv);
  if (!file.ok) return { rows: [], fileErrors: [inventoryMessages.importUnreadable(file.reason)] };
  const { header, records: data } = file;
  if (header.length === 0) return { rows: [], fileErrors: [inventoryMessages.importEmpty] };
  const columns = header.map(importColumnOf);
  const missing = requiredImportColumns.filter((column) => !columns.includes(column));
  const fileErrors: string[] = [];
  if (missing.length > 0) fileErrors.push(inventoryMessages.importMissingColumns(missing));
  if (data.length === 0) fileErrors.push(inventoryMessages.importNoRows);
  if (data.length > maxImportRows) fileErrors.push(inventoryMessages.importTooManyRows(maxImportRows));
  if (fileErrors.length > 0) return { rows: [], fileErrors };
  const rows = data.map(({ line, cells: record }) => {
    const cells: FileRow['cells'] = {};
    record.forEach((cell, index) => {
      const column = columns[index];
      if (column && cells[column] === undefined) cells[column] = cell.trim();
    });
    return { line, cells };
  });
  return { rows, fileErrors: [] };
}

/** A checked row, and what would be saved for it when it has no errors. */
interface CheckedRow {
  preview: ImportRow;
  item: (NewItem & { currentStock: number }) | null;
}

const anyLocationId = '00000000-0000-4000-8000-000000000000';

/** The fields of the form a row fills, checked with the form's own schema. */
const rowFields = new Set(['name', 'partNumber', 'currentStock', 'unitCostCents', 'retailPriceCents']);

function checkRow(row: FileRow, locations: Map<string, { id: string; name: string }>): CheckedRow {
  const text = (column: ImportColumn) => row.cells[column]?.trim() ?? '';
  const errors: string[] = [];

  const categoryText = text('category');
  const category = categoryOf(categoryText);
  if (categoryText === '') errors.push(inventoryMessages.categoryRequired);
  else if (!category) errors.push(importCategoryMessage(categoryText));

  const locationText = text('location');
  const location = locations.get(locationText.toLowerCase());
  if (locationText === '') errors.push(inventoryMessages.locationRequired);
  else if (!location) errors.push(inventoryMessages.importLocationNotFound(locationText));

  const stockText = text('stock');
  const stock = stockText === '' ? null : countOf(stockText);
  if (stockText === '') errors.push(inventoryMessages.currentStockRequired);
  else if (stock === null) errors.push('Current stock must be a whole number');

  const amount = (column: 'cost' | 'retail', label: string): number | null | undefined => {
    const value = text(column);
    if (value === '') return null;
    const parsed = dollarsToCents(value);
    if (parsed.ok) return parsed.value;
    errors.push(parsed.reason === 'fraction' ? `${label} must be in whole cents` : `${label} must be a number`);
    return undefined;
  };
  const cost = amount('cost', 'Unit cost');
  const retail = amount('retail', 'Retail price');

  const parsed = inventoryItemInputSchema.safeParse({
    name: text('name'),
    partNumber: text('part number'),
    category: category ?? newInventoryItemDefaults.category,
    currentStock: stock ?? 0,
    locationId: location?.id ?? anyLocationId,
    unitCostCents: cost ?? 0,
    retailPriceCents: retail ?? null,
    condition: newInventoryItemDefaults.condition,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (rowFields.has(field) && !errors.includes(issue.message)) errors.push(issue.message);
    }
  }

  // What would be saved: a blank cost is 0; a blank retail price stays null (1.5 × cost applies).
  const costCents = cost === undefined ? null : (cost ?? 0);
  const retailCents = retail ?? null;
  const preview: ImportRow = {
    line: row.line,
    name: text('name'),
    partNumber: text('part number') || null,
    category: category ?? categoryText,
    currentStock: stock !== null && Number.isSafeInteger(stock) ? stock : null,
    unitCostCents: costCents,
    retailPriceCents: retailCents,
    locationName: location?.name ?? locationText,
    errors,
  };
  if (errors.length > 0 || !parsed.success) return { preview, item: null };
  const values = parsed.data;
  return {
    preview,
    item: {
      name: values.name,
      partNumber: values.partNumber,
      category: category as InventoryCategory,
      currentStock: values.currentStock,
      minStockLevel: values.minStockLevel,
      maxStockLevel: values.maxStockLevel,
      locationId: values.locationId,
      unitCostCents: values.unitCostCents,
      retailPriceCents: retailPriceCentsOf(values.unitCostCents, values.retailPriceCents),
      condition: values.condition,
      scope: 'shop',
      clientId: null,
    },
  };
}

async function checkFile(ctx: RequestContext, csv: string): Promise<{ preview: ImportPreview; rows: CheckedRow[] }> {
  const { rows, fileErrors } = await readFile(csv);
  const locations = await findActiveLocationsByName(
    ctx,
    rows.map((row) => row.cells.location?.trim() ?? ''),
  );
  const checked = rows.map((row) => checkRow(row, locations));
  const valid = fileErrors.length === 0 && checked.every((row) => row.item !== null);
  return { preview: { rows: checked.map((row) => row.preview), fileErrors, valid }, rows: checked };
}

/** What the file would import, row by row with its errors; saves nothing. */
export async function previewInventoryImport(ctx: RequestContext, csv: string): Promise<ImportPreview> {
  return (await checkFile(ctx, csv)).preview;
}

/** The most row errors a refused import names in its fields. */
const maxErrorFields = 100;

function refusal(preview: ImportPreview): AppError {
  const fields: Record<string, string> = {};
  if (preview.fileErrors.length > 0) fields.csv = preview.fileErrors.join(' ');
  const bad = preview.rows.filter((row) => row.errors.length > 0);
  for (const row of bad.slice(0, maxErrorFields)) fields[`line ${row.line}`] = row.errors.join(' ');
  const message =
    preview.fileErrors[0] ?? inventoryMessages.importRefused(bad.length, bad[0] ? `line ${bad[0].line}` : '');
  return AppError.validation(message, fields);
}

const chunkSize = 500;

/**
 * Imports every row of the file as a shop item with its 'initial' stock move, in one
 * transaction; a file with any bad row imports nothing (400 naming the rows).
 */
export async function importInventoryItems(ctx: RequestContext, csv: string): Promise<{ imported: number }> {
  return transaction(ctx, async (ctx) => {
    const { preview, rows } = await checkFile(ctx, csv);
    if (!preview.valid) throw refusal(preview);
    const items = rows.flatMap((row) => (row.item ? [row.item] : []));
    // The locations stay active until the items are in them.
    for (const id of new Set(items.map((item) => item.locationId))) {
      if (!(await lockActiveLocation(ctx, id))) {
        throw AppError.validation(inventoryMessages.importLocationGone, { csv: inventoryMessages.importLocationGone });
      }
    }
    for (let start = 0; start < items.length; start += chunkSize) {
      const inserted = await insertItems(ctx.team, items.slice(start, start + chunkSize));
      await insertStockMoves(
        ctx.team,
        inserted.map((row) => ({
          itemId: row.id,
          reason: 'initial',
          change: row.currentStock,
          stockAfter: row.currentStock,
          note: 'Imported',
          userId: ctx.userId,
        })),
      );
    }
    return { imported: items.length };
  });
}
