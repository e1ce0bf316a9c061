import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarDetail, CarList } from '@shared/cars/cars.contract';
import type { Component } from '@shared/components/components.contract';
import type { DueList } from '@shared/due-list/due-list.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

/*
 * A tracked component's service items count for the car it is installed in: in the vehicle list
 * (the car's row and the Active Service tile), on the car's page (Active Service Items) and in the dashboard's figure, its What's Due link,
 * which counts GET /api/due for the user's today. Removing the component takes its items off the
 * car again: they are the component's, listed on What's Due without a car while it is on the shelf.
 */

let t: TestApp;
let u: TestUser;
let car: Car;
let engine: Component;
const today = '2026-06-15';
const now = () => new Date().toISOString();

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<T> {
  const res = await t.request(u, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

/** The car's due count in its row and on its page, the Active Service tile, the dashboard's What's Due figure and the list for the car. */
async function figures() {
  const list = await ok<CarList>('GET', `/api/cars?today=${today}`);
  const detail = await ok<CarDetail>('GET', `/api/cars/${car.id}`);
  const due = await ok<DueList>('GET', `/api/due?today=${today}`);
  const dueForCar = await ok<DueList>('GET', `/api/due?today=${today}&carId=${car.id}`);
  return {
    carRow: list.items.find((c) => c.id === car.id)?.dueServiceItems,
    carPage: detail.activeServiceItems,
    activeService: list.summary.activeService,
    dashboard: due.items.length,
    dueForCar: dueForCar.items.length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  car = await ok<Car>('POST', '/api/cars', { name: 'GT3 Cup #7', hours: 10, miles: 0 });
  engine = await ok<Component>('POST', '/api/components', {
    name: 'Engine 9A1',
    kind: 'engine',
    serialNumber: 'E-77',
    hours: 20,
  });
  // Serviced at the engine's 20 h, every 5 h of its own.
  await ok('POST', `/api/components/${engine.id}/service-items`, {
    name: 'Engine oil',
    hourInterval: 5,
    lastServiceHours: 20,
    lastServiceDistance: 0,
  });
});
afterAll(() => t.close());

describe("an installed component's due service item", () => {
  it("moves its car's count and the dashboard's figure, and removing the component moves the car's back", async () => {
    await ok('POST', `/api/components/${engine.id}/install`, { carId: car.id, date: now() });
    expect(await figures()).toEqual({ carRow: 0, carPage: 0, activeService: 0, dashboard: 0, dueForCar: 0 });

    // The car runs 6 h: they accrue to the engine (26 h), past its item's interval.
    await ok('POST', `/api/cars/${car.id}/meter-readings`, { hours: 16, distance: 0 });
    expect((await ok<Component>('GET', `/api/components/${engine.id}`)).hours).toBe(26);
    expect(await figures()).toEqual({ carRow: 1, carPage: 1, activeService: 1, dashboard: 1, dueForCar: 1 });

    // On the shelf the item is the engine's alone: no car counts it; What's Due still lists it, without a car.
    await ok('POST', `/api/components/${engine.id}/remove`, { date: now() });
    expect(await figures()).toEqual({ carRow: 0, carPage: 0, activeService: 0, dashboard: 1, dueForCar: 0 });
    const shelf = await ok<DueList>('GET', `/api/due?today=${today}`);
    expect(shelf.items[0]).toMatchObject({ title: 'Engine oil', carId: null, component: { id: engine.id } });

    // Installed again, the car counts it again.
    await ok('POST', `/api/components/${engine.id}/install`, { carId: car.id, date: now() });
    expect(await figures()).toEqual({ carRow: 1, carPage: 1, activeService: 1, dashboard: 1, dueForCar: 1 });
  });
});
