import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@shared/cars/cars.contract';
import type { ServiceItemDetail, ServiceItemList } from '@shared/service-items/service-items.contract';
import { cars, serviceItemHistory } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let car: Car;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  car = (
    await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Cup Car', hours: 40, miles: 2000 } })
  ).json<Car>();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const base = () => `/api/cars/${car.id}/service-items`;

async function addItem(body: Record<string, unknown>): Promise<ServiceItemDetail> {
  const res = await t.request(u, { method: 'POST', url: base(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ServiceItemDetail>();
}

async function setCarReading(hours: number, miles: number) {
  await t.db.update(cars).set({ hours, miles }).where(eq(cars.id, car.id));
}

describe('service items: signed out', () => {
  it('answers 401 on every route', async () => {
    const item = `${base()}/${missingId}`;
    const calls = [
      { method: 'GET', url: base() },
      { method: 'POST', url: base(), payload: { name: 'X' } },
      { method: 'GET', url: item },
      { method: 'PUT', url: item, payload: { name: 'X' } },
      { method: 'POST', url: `${item}/reset` },
      { method: 'DELETE', url: item },
    ] as const;
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });
});

describe('service items', () => {
  it('creates an item counted from the car’s current reading', async () => {
    const item = await addItem({
      name: 'Engine oil',
      description: 'Motul 300V 15W-50',
      category: 'consumable',
      hourInterval: 10,
      distanceInterval: '',
      lastServiceHours: 35,
      lastServiceDistance: 1800,
      expectedLifeHours: '',
      estimatedLaborHours: 0.5,
      estimatedPartsCostCents: 8950,
      priority: 'high',
    });
    expect(item).toMatchObject({
      name: 'Engine oil',
      category: 'consumable',
      priority: 'high',
      hourInterval: 10,
      distanceInterval: null,
      lastServiceHours: 35,
      lastServiceDistance: 1800,
      installedHours: 40,
      installedDistance: 2000,
      estimatedPartsCostCents: 8950,
      totalResets: 0,
      history: [],
      status: { isDue: false, hoursSinceService: 5, hoursRemaining: 5, hoursPercentUsed: 50, distanceUnit: 'miles' },
    });
  });

  it('takes the car’s reading as the last service when it is blank, and defaults the category', async () => {
    const item = await addItem({ name: 'Brake pads', distanceInterval: 1500 });
    expect(item).toMatchObject({
      category: 'maintenance',
      priority: 'medium',
      lastServiceHours: 40,
      lastServiceDistance: 2000,
      status: { distanceRemaining: 1500, distancePercentUsed: 0 },
    });
  });

  it('shows distances in km for a user on metric units', async () => {
    await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { useMetric: true } });
    const list = (await t.request(u, { method: 'GET', url: base() })).json<ServiceItemList>();
    const pads = list.items.find((i) => i.name === 'Brake pads');
    expect(pads?.status).toMatchObject({ distanceUnit: 'km', speedUnit: 'km/h', distanceInterval: 2414 });
    expect(pads?.distanceInterval).toBe(1500);
    await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { useMetric: false } });
  });

  it('estimates the same hours left in either unit: the average speed is kept in mph', async () => {
    const pads = async () =>
      (await t.request(u, { method: 'GET', url: base() }))
        .json<ServiceItemList>()
        .items.find((i) => i.name === 'Brake pads');
    const imperial = await pads();
    // 1500 miles to go at 80 mph.
    expect(imperial?.status).toMatchObject({
      hoursRemaining: 18.8,
      approximationNotes: 'Hours remaining estimated from the distance interval at 80 mph',
    });
    const switched = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { useMetric: true } });
    expect(switched.json()).toMatchObject({ useMetric: true, averageSpeed: 80 });
    const metric = await pads();
    expect(metric?.status).toMatchObject({
      hoursRemaining: 18.8,
      distanceRemaining: 2414,
      approximationNotes: 'Hours remaining estimated from the distance interval at 128.7 km/h',
    });
    await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { useMetric: false } });
  });

  it('lists the car’s items by name with the car', async () => {
    const res = await t.request(u, { method: 'GET', url: base() });
    expect(res.statusCode).toBe(200);
    const list = res.json<ServiceItemList>();
    expect(list.car).toEqual({ id: car.id, name: 'Cup Car', hours: 40, miles: 2000 });
    expect(list.items.map((i) => i.name)).toEqual(['Brake pads', 'Engine oil']);
  });

  it('refuses a bad body with the field message', async () => {
    const res = await t.request(u, { method: 'POST', url: base(), payload: { name: '', hourInterval: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: 'Name is required', fields: { name: 'Name is required' } },
    });
    const negative = await t.request(u, {
      method: 'POST',
      url: base(),
      payload: { name: 'A', hourInterval: -1, priority: 'urgent' },
    });
    expect(negative.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      hourInterval: 'Hour interval must be at least 0',
      priority: 'Choose a priority',
    });
  });

  it('becomes due, resets to the car’s reading with a history entry, and is not due after', async () => {
    const item = await addItem({ name: 'Gearbox oil', hourInterval: 8, lastServiceHours: 40 });
    await setCarReading(48.5, 2300);
    const due = (await t.request(u, { method: 'GET', url: `${base()}/${item.id}` })).json<ServiceItemDetail>();
    expect(due.status).toMatchObject({ isDue: true, hoursSinceService: 8.5, hoursRemaining: -0.5 });

    const res = await t.request(u, { method: 'POST', url: `${base()}/${item.id}/reset` });
    expect(res.statusCode, res.body).toBe(200);
    const reset = res.json<ServiceItemDetail>();
    expect(reset).toMatchObject({
      lastServiceHours: 48.5,
      lastServiceDistance: 2300,
      totalResets: 1,
      status: { isDue: false, hoursSinceService: 0, hoursRemaining: 8, totalResets: 1 },
    });
    expect(reset.lastResetDate).not.toBeNull();
    expect(reset.history).toHaveLength(1);
    expect(reset.history[0]).toMatchObject({ hours: 48.5, distance: 2300, performedBy: u.email.split('@')[0] });

    await setCarReading(50, 2400);
    const again = (await t.request(u, { method: 'POST', url: `${base()}/${item.id}/reset` })).json<ServiceItemDetail>();
    expect(again.totalResets).toBe(2);
    expect(again.history.map((h) => h.hours)).toEqual([50, 48.5]);
    await setCarReading(40, 2000);
  });

  it('updates an item', async () => {
    const item = await addItem({ name: 'Spark plugs', hourInterval: 20 });
    const res = await t.request(u, {
      method: 'PUT',
      url: `${base()}/${item.id}`,
      payload: {
        name: 'Spark plugs (NGK)',
        hourInterval: 25,
        lastServiceHours: 30,
        category: 'wear_item',
        priority: 'low',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ServiceItemDetail>()).toMatchObject({
      name: 'Spark plugs (NGK)',
      hourInterval: 25,
      lastServiceHours: 30,
      category: 'wear_item',
      priority: 'low',
      status: { hoursSinceService: 10, hoursRemaining: 15 },
    });
    const bad = await t.request(u, { method: 'PUT', url: `${base()}/${item.id}`, payload: { name: ' ' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an item with its history', async () => {
    const item = await addItem({ name: 'Temporary', hourInterval: 1 });
    await t.request(u, { method: 'POST', url: `${base()}/${item.id}/reset` });
    expect((await t.request(u, { method: 'DELETE', url: `${base()}/${item.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `${base()}/${item.id}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'DELETE', url: `${base()}/${item.id}` })).statusCode).toBe(404);
    const history = await t.db.select().from(serviceItemHistory).where(eq(serviceItemHistory.itemId, item.id));
    expect(history).toEqual([]);
  });

  it("answers 404 for another team's car or item, and for an item of another car", async () => {
    const item = await addItem({ name: 'Private', hourInterval: 5 });
    const itemUrl = `${base()}/${item.id}`;
    expect((await t.request(other, { method: 'GET', url: base() })).statusCode).toBe(404);
    expect((await t.request(other, { method: 'POST', url: base(), payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await t.request(other, { method: 'GET', url: itemUrl })).statusCode).toBe(404);
    expect((await t.request(other, { method: 'PUT', url: itemUrl, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await t.request(other, { method: 'POST', url: `${itemUrl}/reset` })).statusCode).toBe(404);
    expect((await t.request(other, { method: 'DELETE', url: itemUrl })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${missingId}/service-items` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'GET', url: `${base()}/not-a-uuid` })).statusCode).toBe(404);

    const otherCar = (
      await t.request(other, { method: 'POST', url: '/api/cars', payload: { name: 'Theirs' } })
    ).json<Car>();
    const res = await t.request(other, { method: 'GET', url: `/api/cars/${otherCar.id}/service-items/${item.id}` });
    expect(res.statusCode).toBe(404);
    const still = (await t.request(u, { method: 'GET', url: itemUrl })).json<ServiceItemDetail>();
    expect(still.totalResets).toBe(0);
  });
});
