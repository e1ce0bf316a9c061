import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, InventoryList, StockMove } from '@shared/inventory/inventory.contract';
import { inventoryItems, inventoryStockMoves } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createLocationVia } from './inventory-items.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  await createLocationVia(t, u, 'Shop Bay 1', true);
  await createLocationVia(t, u, 'Trailer');
  await createLocationVia(t, other, 'Their Shed', true);
});
afterAll(() => t.close());

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

async function countRows(user: TestUser) {
  const [items] = await t.db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.teamId, user.teamId));
  const [moves] = await t.db
    .select({ n: count() })
    .from(inventoryStockMoves)
    .where(eq(inventoryStockMoves.teamId, user.teamId));
  return { items: items?.n ?? 0, moves: moves?.n ?? 0 };
}

const preview = (csv: string) =>
  t.request(u, { method: 'POST', url: '/api/inventory/import/preview', payload: { csv } });
const importFile = (csv: string) => t.request(u, { method: 'POST', url: '/api/inventory/import', payload: { csv } });

const good = [
  'Name,Part Number,Category,Stock,Cost,Retail,Location',
  'Brake pads,HB-101,wear_item,4,80.00,,shop bay 1',
  '"Oil, 5W-40",OIL-5,Consumable,12,$1299.99,25,TRAILER',
  '',
  'Torque wrench,,tool,1,,,Trailer',
].join('\r\n');

describe('inventory CSV import', () => {
  it('previews a file with a bad row: row-level errors, nothing saved, and the import refuses it whole', async () => {
    const before = await countRows(u);
    const csv = [
      'name,part number,category,stock,cost,retail,location',
      'Brake pads,HB-101,Engine Part,4,80,,Shop Bay 1',
      ',X-1,spoon,-1,12.345,abc,Their Shed',
      '"Multi',
      'line",,other,1.5,1,1,Trailer',
    ].join('\n');
    const res = await preview(csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body.valid).toBe(false);
    expect(body.fileErrors).toEqual([]);
    expect(body.rows[0]).toEqual({
      line: 2,
      name: 'Brake pads',
      partNumber: 'HB-101',
      category: 'engine_part',
      currentStock: 4,
      unitCostCents: 8_000,
      // Blank in the file: the item gets 1.5 × cost when imported.
      retailPriceCents: null,
      locationName: 'Shop Bay 1',
      errors: [],
    });
    expect(body.rows[1]).toMatchObject({ line: 3, category: 'spoon', locationName: 'Their Shed' });
    expect(body.rows[1]?.errors).toEqual([
      expect.stringMatching(/^Category "spoon" is not one of: Body Panel, Engine Part/),
      'Location "Their Shed" not found',
      'Unit cost must be in whole cents',
      'Retail price must be a number',
      'Item name is required',
      'Current stock must be 0 or more',
    ]);
    expect(body.rows[2]).toMatchObject({
      line: 4,
      name: 'Multi\nline',
      errors: ['Current stock must be a whole number'],
    });
    expect(await countRows(u)).toEqual(before);

    const refused = await importFile(csv);
    expect(refused.statusCode).toBe(400);
    const error = errorOf(refused);
    expect(error.message).toBe('Nothing was imported: 2 rows have errors (first at line 3).');
    expect(Object.keys(error.fields ?? {})).toEqual(['line 3', 'line 4']);
    expect(error.fields?.['line 4']).toBe('Current stock must be a whole number');
    expect(await countRows(u)).toEqual(before);
  });

  it('names what is wrong with the file itself', async () => {
    const missing = (await preview('Title,Qty\nBrake pads,4')).json<ImportPreview>();
    expect(missing).toEqual({
      rows: [],
      fileErrors: ['The header row is missing: name, category, stock, location'],
      valid: false,
    });
    const headerOnly = (await preview('name,category,stock,location\n')).json<ImportPreview>();
    expect(headerOnly.fileErrors).toEqual(['The file has no items below its header row']);
    const broken = (await preview('name,category,stock,location\n"Brake,other,1,Trailer')).json<ImportPreview>();
    expect(broken.fileErrors[0]).toMatch(/^The file could not be read as CSV: /);
    const tooMany = `name,category,stock,location\n${'Nut,other,1,Trailer\n'.repeat(5001)}`;
    expect((await preview(tooMany)).json<ImportPreview>().fileErrors).toEqual([
      'The file has more than 5000 items; split it into smaller files',
    ]);
    const empty = await preview('');
    expect(errorOf(empty).fields).toEqual({ csv: 'The file is empty' });
  });

  it("imports a good file: shop items at the named locations, retail 1.5 × cost by default, 'initial' moves", async () => {
    const before = await countRows(u);
    const checked = (await preview(good)).json<ImportPreview>();
    expect(checked.valid).toBe(true);
    expect(checked.rows.map((r) => r.line)).toEqual([2, 3, 5]);
    const res = await importFile(good);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 3 });
    expect(await countRows(u)).toEqual({ items: before.items + 3, moves: before.moves + 3 });

    const list = (await t.request(u, { method: 'GET', url: '/api/inventory/items' })).json<InventoryList>();
    const byName = new Map(list.items.map((item) => [item.name, item]));
    expect(byName.get('Brake pads')).toMatchObject({
      partNumber: 'HB-101',
      category: 'wear_item',
      currentStock: 4,
      unitCostCents: 8_000,
      retailPriceCents: 12_000,
      locationName: 'Shop Bay 1',
      condition: 'new',
      scope: 'shop',
    });
    expect(byName.get('Oil, 5W-40')).toMatchObject({
      category: 'consumable',
      unitCostCents: 129_999,
      retailPriceCents: 2_500,
      locationName: 'Trailer',
    });
    expect(byName.get('Torque wrench')).toMatchObject({ partNumber: null, unitCostCents: 0, retailPriceCents: 0 });
    const id = byName.get('Torque wrench')?.id ?? '';
    const moves = (await t.request(u, { method: 'GET', url: `/api/inventory/items/${id}/stock-moves` })).json<
      StockMove[]
    >();
    expect(moves).toEqual([expect.objectContaining({ reason: 'initial', change: 1, stockAfter: 1, note: 'Imported' })]);
    expect((await countRows(other)).items).toBe(0);
  });
});
