import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventoryMessages,
  type InventoryItem,
  type InventoryList,
  type StockMove,
  type UseInOrderResult,
} from '@shared/inventory/inventory.contract';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { inventoryItemCars, inventoryItems, inventoryStockMoves } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { createWorkOrderVia, moveWorkOrderVia, workOrderBody } from '../work-orders/work-orders.test-fixtures';
import { createItemVia, createLocationVia, createSupplierVia, itemBody } from './inventory-items.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;
let bay: { id: string; name: string };
let trailer: { id: string; name: string };
let theirBay: { id: string; name: string };
let supplier: { id: string; name: string };

const missingId = '00000000-0000-4000-8000-000000000000';

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

async function list(user: TestUser, query = ''): Promise<InventoryList> {
  const res = await t.request(user, { method: 'GET', url: `/api/inventory/items${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InventoryList>();
}

async function movesOf(user: TestUser, id: string): Promise<StockMove[]> {
  const res = await t.request(user, { method: 'GET', url: `/api/inventory/items/${id}/stock-moves` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StockMove[]>();
}

/** Rows of the team in the item tables: what a refused request must leave as it was. */
async function countRows(user: TestUser) {
  const n = async (table: typeof inventoryItems | typeof inventoryStockMoves | typeof inventoryItemCars) => {
    const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.teamId, user.teamId));
    return row?.n ?? 0;
  };
  return { items: await n(inventoryItems), moves: await n(inventoryStockMoves), cars: await n(inventoryItemCars) };
}

const openOrder = () =>
  createWorkOrderVia(
    t,
    u,
    workOrderBody(
      { clientId: fu.client.id, carId: fu.clientCar.id },
      { eventCharges: [], serviceCharges: [], partsCharges: [], damageCharges: [] },
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
  bay = await createLocationVia(t, u, 'Shop Bay 1', true);
  trailer = await createLocationVia(t, u, 'Trailer');
  theirBay = await createLocationVia(t, other, 'Their Bay', true);
  supplier = await createSupplierVia(t, u, 'Summit Racing');
});
afterAll(() => t.close());

describe('inventory items: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/inventory/items' },
      { method: 'POST', url: '/api/inventory/items', payload: {} },
      { method: 'POST', url: '/api/inventory/items/assign', payload: {} },
      { method: 'GET', url: `/api/inventory/items/${missingId}` },
      { method: 'PUT', url: `/api/inventory/items/${missingId}`, payload: {} },
      { method: 'DELETE', url: `/api/inventory/items/${missingId}` },
      { method: 'GET', url: `/api/inventory/items/${missingId}/stock-moves` },
      { method: 'POST', url: `/api/inventory/items/${missingId}/stock`, payload: {} },
      { method: 'POST', url: `/api/inventory/items/${missingId}/assign`, payload: {} },
      { method: 'POST', url: `/api/inventory/items/${missingId}/unassign` },
      { method: 'POST', url: `/api/inventory/items/${missingId}/use`, payload: {} },
      { method: 'POST', url: '/api/inventory/import/preview', payload: { csv: 'name' } },
      { method: 'POST', url: '/api/inventory/import', payload: { csv: 'name' } },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's item on every :id route, like a missing one, and changes nothing", async () => {
    const theirs = await createItemVia(t, other, itemBody(theirBay.id, { name: 'Their pads' }));
    const order = await openOrder();
    const before = await countRows(other);
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      const calls = [
        { method: 'GET', url: `/api/inventory/items/${id}` },
        { method: 'PUT', url: `/api/inventory/items/${id}`, payload: itemBody(bay.id) },
        { method: 'DELETE', url: `/api/inventory/items/${id}` },
        { method: 'GET', url: `/api/inventory/items/${id}/stock-moves` },
        { method: 'POST', url: `/api/inventory/items/${id}/stock`, payload: { reason: 'received', change: 5 } },
        { method: 'POST', url: `/api/inventory/items/${id}/assign`, payload: { clientId: fu.client.id } },
        { method: 'POST', url: `/api/inventory/items/${id}/unassign` },
        { method: 'POST', url: `/api/inventory/items/${id}/use`, payload: { workOrderId: order.id, quantity: 1 } },
      ] as const;
      for (const call of calls) {
        const res = await t.request(u, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    const res = await t.request(u, { method: 'GET', url: `/api/inventory/items/${theirs.id}` });
    expect(errorOf(res)).toEqual({ code: 'not_found', message: 'No inventory item found with this ID' });
    expect(await countRows(other)).toEqual(before);
    const still = await t.request(other, { method: 'GET', url: `/api/inventory/items/${theirs.id}` });
    expect(still.json<InventoryItem>()).toMatchObject({ name: 'Their pads', currentStock: 4, scope: 'shop' });
    expect((await list(u)).items.map((i) => i.id)).not.toContain(theirs.id);
  });

  it("refuses another team's, missing or deleted references in a body: 400 naming the field, nothing saved", async () => {
    const gone = await createLocationVia(t, u, 'Gone soon');
    expect((await t.request(u, { method: 'DELETE', url: `/api/inventory/locations/${gone.id}` })).statusCode).toBe(204);
    const goneSupplier = await createSupplierVia(t, u, 'Closed shop');
    await t.request(u, { method: 'DELETE', url: `/api/inventory/suppliers/${goneSupplier.id}` });
    const before = await countRows(u);
    const cases: [object, string, string][] = [
      [itemBody(theirBay.id), 'locationId', 'Location not found'],
      [itemBody(gone.id), 'locationId', 'Location not found'],
      [itemBody(bay.id, { supplierId: missingId }), 'supplierId', 'Supplier not found'],
      [itemBody(bay.id, { supplierId: goneSupplier.id }), 'supplierId', 'Supplier not found'],
      [itemBody(bay.id, { scope: 'client', clientId: fo.client.id }), 'clientId', 'Client not found'],
      [itemBody(bay.id, { compatibleCarIds: [fu.ownCar.id, fo.ownCar.id] }), 'compatibleCarIds', 'Car not found'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/inventory/items', payload });
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'validation_failed', message, fields: { [field]: message } });
    }
    expect(await countRows(u)).toEqual(before);
  });
});

describe('inventory items: the form', () => {
  it("asks for the required fields with the spec's messages", async () => {
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/inventory/items',
      payload: { name: ' ', currentStock: -1, unitCostCents: 12.5, leadTimeDays: 1.5, scope: 'client' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      name: 'Item name is required',
      category: 'Category is required',
      currentStock: 'Current stock must be 0 or more',
      locationId: 'Location is required',
      condition: 'Condition is required',
      unitCostCents: 'Unit cost must be in whole cents',
      leadTimeDays: 'Lead time must be a whole number of days',
    });
    const noClient = await t.request(u, {
      method: 'POST',
      url: '/api/inventory/items',
      payload: itemBody(bay.id, { scope: 'client' }),
    });
    expect(errorOf(noClient)).toMatchObject({
      message: 'Please select a client.',
      fields: { clientId: 'Please select a client.' },
    });
  });

  it("creates an item with retail at 1.5 × cost, its cars and an 'initial' stock move", async () => {
    const created = await t.request(u, {
      method: 'POST',
      url: '/api/inventory/items',
      payload: itemBody(bay.id, {
        name: 'Rotor',
        unitCostCents: 12_999,
        supplierId: supplier.id,
        compatibleCarIds: [fu.ownCar.id, fu.clientCar.id, fu.ownCar.id],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<InventoryItem>();
    expect(item).toMatchObject({
      name: 'Rotor',
      currentStock: 4,
      stockLevel: 'good',
      retailPriceCents: 19_499, // 194.985 → 194.99
      locationId: bay.id,
      locationName: 'Shop Bay 1',
      supplierName: 'Summit Racing',
      scope: 'shop',
      clientId: null,
      clientName: null,
    });
    expect(item.compatibleCars.map((c) => c.name)).toEqual(['Shop E46', 'Spec Miata #12']);
    const moves = await movesOf(u, item.id);
    expect(moves).toEqual([
      expect.objectContaining({
        reason: 'initial',
        change: 4,
        stockAfter: 4,
        workOrderId: null,
        userName: u.email.split('@')[0],
      }),
    ]);
    const given = await createItemVia(t, u, itemBody(bay.id, { name: 'Priced', retailPriceCents: 9_000 }));
    expect(given.retailPriceCents).toBe(9_000);
  });

  it("saves the form: a changed stock records an 'adjusted' move of the difference, cars follow the picks", async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Oil filter', compatibleCarIds: [fu.ownCar.id] }));
    const saved = await t.request(u, {
      method: 'PUT',
      url: `/api/inventory/items/${item.id}`,
      payload: itemBody(trailer.id, {
        name: 'Oil filter XL',
        currentStock: 1,
        retailPriceCents: 2_500,
        compatibleCarIds: [fu.clientCar.id],
        scope: 'client',
        clientId: fu.client.id,
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InventoryItem>()).toMatchObject({
      name: 'Oil filter XL',
      currentStock: 1,
      stockLevel: 'low',
      retailPriceCents: 2_500,
      locationName: 'Trailer',
      scope: 'client',
      clientName: 'Ayrton Costa',
      compatibleCars: [{ id: fu.clientCar.id, name: 'Spec Miata #12' }],
    });
    // The same stock again records nothing; shop scope drops the client.
    const again = await t.request(u, {
      method: 'PUT',
      url: `/api/inventory/items/${item.id}`,
      payload: itemBody(trailer.id, { currentStock: 1, scope: 'shop', clientId: fu.client.id }),
    });
    expect(again.json<InventoryItem>()).toMatchObject({ scope: 'shop', clientId: null, compatibleCars: [] });
    const moves = await movesOf(u, item.id);
    expect(moves.map((m) => [m.reason, m.change, m.stockAfter])).toEqual([
      ['adjusted', -3, 1],
      ['initial', 4, 4],
    ]);
  });

  it('soft deletes: the item leaves the list and answers 404, its history stays', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Doomed part' }));
    const before = (await list(u)).teamTotal;
    expect((await t.request(u, { method: 'DELETE', url: `/api/inventory/items/${item.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/inventory/items/${item.id}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'DELETE', url: `/api/inventory/items/${item.id}` })).statusCode).toBe(404);
    expect((await list(u)).teamTotal).toBe(before - 1);
    const [moves] = await t.db
      .select({ n: count() })
      .from(inventoryStockMoves)
      .where(eq(inventoryStockMoves.itemId, item.id));
    expect(moves?.n).toBe(1);
  });
});

describe('inventory items: the list', () => {
  let team: TestUser;
  let locations: { a: string; b: string };
  beforeAll(async () => {
    team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const a = await createLocationVia(t, team, 'A Garage', true);
    const b = await createLocationVia(t, team, 'B Trailer');
    locations = { a: a.id, b: b.id };
    const sup = await createSupplierVia(t, team, 'Pegasus');
    const make = (name: string, extra: Parameters<typeof itemBody>[1]) =>
      createItemVia(t, team, itemBody(a.id, { name, partNumber: null, manufacturer: null, ...extra }));
    await make('Brake pads', { category: 'wear_item', locationId: b.id, partNumber: 'HB-101' });
    await make('Air jack', { category: 'tool', manufacturer: 'Pegasus Tools', supplierId: sup.id });
    await make('Coolant', { category: 'consumable', currentStock: 0, locationId: b.id });
    await make('Fire bottle', { category: 'safety', scope: 'client', clientId: f.client.id });
    await make('Wing', { category: 'body_panel', currentStock: 2, minStockLevel: 2 });
  });

  it('is ordered by name, with stock level badges and both totals', async () => {
    const all = await list(team);
    expect(all.items.map((i) => i.name)).toEqual(['Air jack', 'Brake pads', 'Coolant', 'Fire bottle', 'Wing']);
    expect(all.items.map((i) => i.stockLevel)).toEqual(['good', 'good', 'out', 'good', 'low']);
    expect([all.total, all.teamTotal]).toEqual([5, 5]);
    const page = await list(team, '?page=2&pageSize=2');
    expect(page.items.map((i) => i.name)).toEqual(['Coolant', 'Fire bottle']);
  });

  it('searches name, part number and manufacturer, case-insensitively, with % taken literally', async () => {
    const names = async (query: string) => (await list(team, query)).items.map((i) => i.name);
    expect(await names('?search=BRAKE')).toEqual(['Brake pads']);
    expect(await names('?search=hb-1')).toEqual(['Brake pads']);
    expect(await names('?search=pegasus')).toEqual(['Air jack']);
    expect(await names('?search=%25')).toEqual([]);
    const none = await list(team, '?search=zzz');
    expect([none.total, none.teamTotal]).toEqual([0, 5]);
  });

  it('filters by category, location, supplier, client and scope, and groups by location', async () => {
    const names = async (query: string) => (await list(team, query)).items.map((i) => i.name);
    expect(await names('?category=tool')).toEqual(['Air jack']);
    expect(await names(`?locationId=${locations.b}`)).toEqual(['Brake pads', 'Coolant']);
    const supplierId = (await list(team, '?search=air')).items[0]?.supplierId;
    expect(await names(`?supplierId=${supplierId}`)).toEqual(['Air jack']);
    const clientId = (await list(team, '?scope=client')).items[0]?.clientId;
    expect(await names(`?clientId=${clientId}`)).toEqual(['Fire bottle']);
    expect(await names('?scope=shop')).toEqual(['Air jack', 'Brake pads', 'Coolant', 'Wing']);
    expect(await names('?groupByLocation=true')).toEqual(['Air jack', 'Fire bottle', 'Wing', 'Brake pads', 'Coolant']);
    const bad = await t.request(team, { method: 'GET', url: '/api/inventory/items?category=spoon' });
    expect(errorOf(bad).fields).toEqual({ category: 'Choose a category' });
  });

  it('counts every change on the next list, made through the API or written straight to the database', async () => {
    const mine = await t.signUp();
    const garage = await createLocationVia(t, mine, 'Garage', true);
    const totals = async (query = '') => {
      const found = await list(mine, query);
      return [found.total, found.teamTotal];
    };
    await createItemVia(t, mine, itemBody(garage.id, { name: 'Brake pads' }));
    expect(await totals()).toEqual([1, 1]);
    expect(await totals('?search=brake')).toEqual([1, 1]);
    // Another server or an import: seen at once.
    await t.db.insert(inventoryItems).values({ teamId: mine.teamId, name: 'Brake ducts', locationId: garage.id });
    expect(await totals()).toEqual([2, 2]);
    expect(await totals('?search=brake')).toEqual([2, 2]);
    const [ducts] = await t.db
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.teamId, mine.teamId), eq(inventoryItems.name, 'Brake ducts')));
    const removed = await t.request(mine, { method: 'DELETE', url: `/api/inventory/items/${ducts?.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await totals('?search=brake')).toEqual([1, 1]);
    expect(await totals()).toEqual([1, 1]);
  });
});

describe('inventory items: stock changes', () => {
  it('records received and adjusted stock with who and why, never below 0', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Spark plug', currentStock: 2 }));
    const change = (payload: object) =>
      t.request(u, { method: 'POST', url: `/api/inventory/items/${item.id}/stock`, payload });
    const received = await change({ reason: 'received', change: 10, note: 'Order #55' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<InventoryItem>().currentStock).toBe(12);
    const before = await countRows(u);
    const below = await change({ reason: 'adjusted', change: -13 });
    expect(below.statusCode).toBe(400);
    expect(errorOf(below)).toEqual({
      code: 'validation_failed',
      message: 'Stock cannot go below 0',
      fields: { change: 'Stock cannot go below 0' },
    });
    expect(await countRows(u)).toEqual(before);
    const bad = await change({ reason: 'received', change: -1 });
    expect(errorOf(bad).fields).toEqual({ change: 'Received stock must be more than 0' });
    const toZero = await change({ reason: 'adjusted', change: -12, note: 'Counted: none left' });
    expect(toZero.json<InventoryItem>()).toMatchObject({ currentStock: 0, stockLevel: 'out' });
    const moves = await movesOf(u, item.id);
    expect(moves.map((m) => [m.reason, m.change, m.stockAfter, m.note])).toEqual([
      ['adjusted', -12, 0, 'Counted: none left'],
      ['received', 10, 12, 'Order #55'],
      ['initial', 2, 2, null],
    ]);
    expect(new Set(moves.map((m) => m.userName))).toEqual(new Set([u.email.split('@')[0]]));
  });

  it('refuses a change that would take the stock past 1,000,000 with the field, and writes nothing', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Zip tie', currentStock: 999_990 }));
    const before = await countRows(u);
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/stock`,
      payload: { reason: 'received', change: 11 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'validation_failed',
      message: 'Stock cannot go above 1,000,000',
      fields: { change: 'Stock cannot go above 1,000,000' },
    });
    expect(await countRows(u)).toEqual(before);
    const still = await t.request(u, { method: 'GET', url: `/api/inventory/items/${item.id}` });
    expect(still.json<InventoryItem>().currentStock).toBe(999_990);
    const upToTheBound = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/stock`,
      payload: { reason: 'received', change: 10 },
    });
    expect(upToTheBound.json<InventoryItem>().currentStock).toBe(1_000_000);
  });
});

describe('inventory items: Use in Order', () => {
  it('adds a parts line to an open work order, takes the stock and records the work order', async () => {
    const item = await createItemVia(
      t,
      u,
      itemBody(bay.id, {
        name: 'Caliper',
        partNumber: 'CAL-9',
        category: 'engine_part',
        currentStock: 3,
        unitCostCents: 10_000,
        supplierId: supplier.id,
      }),
    );
    const order = await openOrder();
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/use`,
      payload: { workOrderId: order.id, quantity: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<UseInOrderResult>();
    expect(result).toMatchObject({ workOrderId: order.id, workOrderNumber: order.number });
    expect(result.item).toMatchObject({ currentStock: 1, stockLevel: 'low' });
    const after = (await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(after.partsCharges).toEqual([
      expect.objectContaining({
        partName: 'Caliper',
        partNumber: 'CAL-9',
        quantity: 2,
        unitCostCents: 10_000,
        unitPriceCents: 15_000,
        markupPercentage: 50,
        totalCents: 30_000,
        category: 'Engine Part',
        supplier: 'Summit Racing',
        inventoryItemId: item.id,
      }),
    ]);
    expect(after.estimatedTotalCents).toBe(30_000);
    const [used] = await movesOf(u, item.id);
    expect(used).toMatchObject({ reason: 'used', change: -2, stockAfter: 1, workOrderNumber: order.number });

    // The builder's save keeps the line's item.
    const resaved = await t.request(u, {
      method: 'PUT',
      url: `/api/work-orders/${order.id}`,
      payload: workOrderBody(
        { clientId: fu.client.id, carId: fu.clientCar.id },
        { eventCharges: [], serviceCharges: [], damageCharges: [], partsCharges: after.partsCharges },
      ),
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json<WorkOrder>().partsCharges[0]?.inventoryItemId).toBe(item.id);
  });

  it('refuses more than the stock, a closed or unknown work order, and writes nothing', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Last gasket', currentStock: 1 }));
    const order = await openOrder();
    const approved = await moveWorkOrderVia(t, u, (await openOrder()).id, ['pending_approval', 'approved']);
    const theirOrder = await createWorkOrderVia(
      t,
      other,
      workOrderBody({ clientId: fo.client.id, carId: fo.clientCar.id }),
    );
    const before = await countRows(u);
    const use = (workOrderId: string, quantity: number) =>
      t.request(u, { method: 'POST', url: `/api/inventory/items/${item.id}/use`, payload: { workOrderId, quantity } });

    const tooMany = await use(order.id, 2);
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({
      message: 'Not enough stock: only 1 left.',
      fields: { quantity: 'Not enough stock: only 1 left.' },
    });
    const closed = await use(approved.id, 1);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe('Choose a work order that is still a draft or pending approval.');
    for (const id of [theirOrder.id, missingId]) {
      const unknown = await use(id, 1);
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).fields).toEqual({ workOrderId: 'Work order not found' });
    }
    const zero = await use(order.id, 0);
    expect(errorOf(zero).fields).toEqual({ quantity: 'Quantity must be at least 1' });
    expect(await countRows(u)).toEqual(before);
    const unchanged = (await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(unchanged.partsCharges).toEqual([]);
  });

  it("refuses an item set aside for one client on another client's work order", async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Reserved seat', currentStock: 2 }));
    const created = await t.request(u, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Other Client', email: 'other-client@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const otherClient = created.json<{ id: string }>();
    const assigned = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/assign`,
      payload: { clientId: otherClient.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const order = await openOrder();
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/use`,
      payload: { workOrderId: order.id, quantity: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(inventoryMessages.reservedForOtherClient);
    const unchanged = (await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(unchanged.partsCharges).toEqual([]);
    const [last] = await movesOf(u, item.id);
    expect(last?.reason).toBe('initial');
  });

  it('lets only one of two requests at once take the last unit', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Only one', currentStock: 1 }));
    const [first, second] = [await openOrder(), await openOrder()];
    const results = await Promise.all(
      [first, second].map((order) =>
        t.request(u, {
          method: 'POST',
          url: `/api/inventory/items/${item.id}/use`,
          payload: { workOrderId: order.id, quantity: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(results.find((r) => r.statusCode === 400) ?? results[0]!).message).toBe(
      'Not enough stock: only 0 left.',
    );
    const stored = (
      await t.request(u, { method: 'GET', url: `/api/inventory/items/${item.id}` })
    ).json<InventoryItem>();
    expect(stored.currentStock).toBe(0);
    const lines = await Promise.all(
      [first, second].map(
        async (o) =>
          (await t.request(u, { method: 'GET', url: `/api/work-orders/${o.id}` })).json<WorkOrder>().partsCharges
            .length,
      ),
    );
    expect(lines.sort()).toEqual([0, 1]);
    expect((await movesOf(u, item.id)).map((m) => m.reason)).toEqual(['used', 'initial']);
  });
});

describe('inventory items: assignment', () => {
  it('assigns an item to a client and back to the shop', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Harness' }));
    const missing = await t.request(u, { method: 'POST', url: `/api/inventory/items/${item.id}/assign`, payload: {} });
    expect(errorOf(missing)).toMatchObject({ message: 'Please select a client.' });
    const theirs = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/assign`,
      payload: { clientId: fo.client.id },
    });
    expect(theirs.statusCode).toBe(400);
    expect(errorOf(theirs).fields).toEqual({ clientId: 'Client not found' });
    const assigned = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/assign`,
      payload: { clientId: fu.client.id },
    });
    expect(assigned.json<InventoryItem>()).toMatchObject({
      scope: 'client',
      clientId: fu.client.id,
      clientName: 'Ayrton Costa',
    });
    expect((await list(u, `?clientId=${fu.client.id}`)).items.map((i) => i.id)).toContain(item.id);
    const back = await t.request(u, { method: 'POST', url: `/api/inventory/items/${item.id}/unassign` });
    expect(back.json<InventoryItem>()).toMatchObject({ scope: 'shop', clientId: null, clientName: null });
    expect((await list(u, `?clientId=${fu.client.id}`)).items.map((i) => i.id)).not.toContain(item.id);
  });

  it('refuses an archived client', async () => {
    const item = await createItemVia(t, u, itemBody(bay.id, { name: 'Seat' }));
    await t.database.rawQuery('update clients set archived_at = now() where id = $1', [fu.otherClient.id]);
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/assign`,
      payload: { clientId: fu.otherClient.id },
    });
    await t.database.rawQuery('update clients set archived_at = null where id = $1', [fu.otherClient.id]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ clientId: 'This client is archived' });
  });

  it('bulk assigns shop items to a client, all or nothing', async () => {
    const a = await createItemVia(t, u, itemBody(bay.id, { name: 'Bulk A' }));
    const b = await createItemVia(t, u, itemBody(bay.id, { name: 'Bulk B' }));
    const held = await createItemVia(t, u, itemBody(bay.id, { name: 'Held', scope: 'client', clientId: fu.client.id }));
    const theirs = await createItemVia(t, other, itemBody(theirBay.id, { name: 'Theirs' }));
    const bulk = (payload: object) => t.request(u, { method: 'POST', url: '/api/inventory/items/assign', payload });

    const none = await bulk({ clientId: fu.otherClient.id, itemIds: [] });
    expect(errorOf(none)).toMatchObject({ message: 'Please select at least one item to assign.' });
    const noClient = await bulk({ itemIds: [a.id] });
    expect(errorOf(noClient).fields).toEqual({ clientId: 'Please select a client.' });
    const mixed = await bulk({ clientId: fu.otherClient.id, itemIds: [a.id, held.id] });
    expect(errorOf(mixed)).toMatchObject({
      message: 'Only shop items can be assigned in bulk; unassign the others first.',
      fields: { itemIds: 'Only shop items can be assigned in bulk; unassign the others first.' },
    });
    const foreign = await bulk({ clientId: fu.otherClient.id, itemIds: [a.id, theirs.id] });
    expect(errorOf(foreign).fields).toEqual({ itemIds: 'No inventory item found with this ID' });
    const theirClient = await bulk({ clientId: fo.client.id, itemIds: [a.id] });
    expect(errorOf(theirClient).fields).toEqual({ clientId: 'Client not found' });
    expect((await list(u, `?clientId=${fu.otherClient.id}`)).total).toBe(0);

    const done = await bulk({ clientId: fu.otherClient.id, itemIds: [a.id, b.id, a.id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ assigned: 2 });
    const names = (await list(u, `?clientId=${fu.otherClient.id}`)).items.map((i) => i.name);
    expect(names).toEqual(['Bulk A', 'Bulk B']);
  });
});
