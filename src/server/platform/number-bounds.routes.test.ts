import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@shared/cars/cars.contract';
import { inputBounds } from '@shared/lib/input-bounds';
import { invoiceMessages } from '@shared/invoices/invoices.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { approvedWorkOrderVia, workOrderBody } from '../features/work-orders/work-orders.test-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Numbers outside their realistic range (inputBounds) are a 400 naming the field, never a
 * stored row that later breaks a total, an average or a reply; the database holds the same
 * ranges; totals made of valid parts stay within what their columns hold.
 */
let t: TestApp;
let u: TestUser;
let car: Car;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  await t.request(u, { method: 'PUT', url: '/api/subscription', payload: { plan: 'annual' } });
  car = (
    await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Cup Car', hours: 40, miles: 2000 } })
  ).json<Car>();
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const [row] = await t.database.rawQuery<{ n: number }>(`select count(*)::int as n from "${table}"`);
  return row?.n ?? 0;
}

describe('cars', () => {
  it('refuses 10,000,000,000 miles, and the list’s average of the largest mileages is fine', async () => {
    const refused = await t.request(u, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'Odometer typo', miles: 10_000_000_000 },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: { fields: { miles: 'Miles must be at most 10000000' } } });

    for (const name of ['High miler', 'Higher miler']) {
      const res = await t.request(u, {
        method: 'POST',
        url: '/api/cars',
        payload: { name, miles: inputBounds.miles.max },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await t.request(u, { method: 'GET', url: '/api/cars' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ summary: { averageMiles: number } }>().summary.averageMiles).toBe(
      Math.round((2000 + 2 * inputBounds.miles.max) / 3),
    );
  });

  it('refuses a car’s figures beyond their columns in the database too', async () => {
    await expect(t.database.rawQuery(`update cars set miles = 1e10 where id = $1`, [car.id])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(t.database.rawQuery(`update cars set hours = 'NaN' where id = $1`, [car.id])).rejects.toMatchObject({
      code: '23514',
    });
  });

  it.each([
    ['rentalRatePerHourCents', 2 ** 31, 'Hourly rate must be at most $1,000,000'],
    ['rentalRatePerDayCents', 2 ** 31, 'Daily rate must be at most $1,000,000'],
    ['year', 2 ** 31, 'Year must be at most 2100'],
    ['hours', 1e308, 'Hours must be at most 1000000'],
    ['weight', 1e-320, 'Weight must be 0 or at least 0.000001'],
  ])('refuses %s = %s with a 400 and changes nothing', async (field, value, message) => {
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      payload: { name: 'Cup Car', [field]: value },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { [field]: message } } });
    const after = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` });
    expect(after.json()).toMatchObject({ name: 'Cup Car', hours: 40, miles: 2000 });
  });
});

describe('service items', () => {
  const items = () => `/api/cars/${car.id}/service-items`;

  it.each([
    ['hourInterval', 'Hour interval must be at most 1000000'],
    ['distanceInterval', 'Distance interval must be at most 10000000'],
    ['expectedLifeDistance', 'Expected life (distance) must be at most 10000000'],
  ])('refuses %s = 1e308: nothing is stored and the car still reads', async (field, message) => {
    const before = await count('service_life_items');
    const res = await t.request(u, { method: 'POST', url: items(), payload: { name: 'Gearbox', [field]: 1e308 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: message } } });
    expect(await count('service_life_items')).toBe(before);
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(200);
    expect((await t.request(u, { method: 'GET', url: items() })).statusCode).toBe(200);
  });

  it('refuses a parts cost of 2³¹ cents and an interval of 1e-320', async () => {
    const cost = await t.request(u, {
      method: 'POST',
      url: items(),
      payload: { name: 'Clutch', estimatedPartsCostCents: 2 ** 31 },
    });
    expect(cost.statusCode, cost.body).toBe(400);
    expect(cost.json()).toMatchObject({
      error: { fields: { estimatedPartsCostCents: 'Estimated parts cost must be at most $10,000,000' } },
    });
    const tiny = await t.request(u, {
      method: 'POST',
      url: items(),
      payload: { name: 'Clutch', hourInterval: 1e-320 },
    });
    expect(tiny.statusCode, tiny.body).toBe(400);
    expect(tiny.json()).toMatchObject({
      error: { fields: { hourInterval: 'Hour interval must be 0 or at least 0.000001' } },
    });
  });

  it('answers an item at the largest figures with finite percentages', async () => {
    const res = await t.request(u, {
      method: 'POST',
      url: items(),
      payload: {
        name: 'Chassis',
        hourInterval: inputBounds.hours.max,
        distanceInterval: inputBounds.miles.max,
        expectedLifeHours: 0.000001,
        expectedLifeDistance: 0.000001,
        lastServiceHours: 0,
        lastServiceDistance: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.request(u, { method: 'GET', url: items() })).statusCode).toBe(200);
  });
});

describe('preferences', () => {
  it('refuses an average speed of 1e-320 and keeps the saved one', async () => {
    const res = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { averageSpeed: 1e-320 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { averageSpeed: 'Average speed must be 0 or at least 0.000001' } },
    });
    expect((await t.request(u, { method: 'GET', url: '/api/preferences' })).json()).toMatchObject({ averageSpeed: 80 });
  });
});

describe('billing totals', () => {
  let refs: { clientId: string; carId: string };
  beforeAll(async () => {
    const client = await t.request(u, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Big Spender', email: 'big@example.com' },
    });
    const clientId = client.json<{ id: string }>().id;
    const clientCar = await t.request(u, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'Prototype', clientId },
    });
    refs = { clientId, carId: clientCar.json<{ id: string }>().id };
  });

  it('refuses a line whose total would not fit, and a work order whose lines add up past the largest total', async () => {
    const before = await count('work_orders');
    const line = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody(refs, {
        eventCharges: [{ description: 'Season', quantity: 100_000, unitRateCents: inputBounds.rateCents.max }],
      }),
    });
    expect(line.statusCode, line.body).toBe(400);
    expect(line.json()).toMatchObject({ error: { message: workOrderMessages.lineTotalTooLarge } });

    const lines = Array.from({ length: 21 }, () => ({
      description: 'Season',
      quantity: 1000,
      unitRateCents: 100_000,
    }));
    const total = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody(refs, { eventCharges: lines }),
    });
    expect(total.statusCode, total.body).toBe(400);
    expect(total.json()).toMatchObject({ error: { message: workOrderMessages.totalTooLarge } });
    expect(await count('work_orders')).toBe(before);
  });

  it('saves a part sold far above its cost (a markup of millions of percent)', async () => {
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody(refs, {
        partsCharges: [{ partName: 'Rare part', quantity: 1, unitCostCents: 1, unitPriceCents: 100_000_000 }],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WorkOrder>().partsCharges[0]?.markupPercentage).toBe(9_999_999_900);
  });

  it('refuses an invoice whose work orders add up past the largest total, and invoices nothing', async () => {
    const big = (n: number) =>
      approvedWorkOrderVia(t, u, refs, {
        title: `Big ${n}`,
        eventCharges: [{ description: 'Season', quantity: 15, unitRateCents: inputBounds.rateCents.max }],
        serviceCharges: [],
        partsCharges: [],
        damageCharges: [],
      });
    const orders = [await big(1), await big(2)];
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: orders.map((order) => order.id) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: invoiceMessages.totalTooLarge } });
    for (const order of orders) {
      const after = await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}` });
      expect(after.json<WorkOrder>()).toMatchObject({ status: 'approved', invoiceId: null });
    }
  });
});
