import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarOption } from '@shared/cars/cars.contract';
import type { MeterReadingsPage } from '@shared/meter-readings/meter-readings.contract';
import { cookiesOf, createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { demoAccount, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  let demo: TestUser;
  it('creates a demo account that can sign in, and can run twice', async () => {
    await seedDemo(t.deps);
    const { userId, teamId } = await seedDemo(t.deps);
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: demoAccount.email, password: demoAccount.password },
    });
    expect(res.statusCode).toBe(200);
    demo = { email: demoAccount.email, cookie: cookiesOf(res), userId, teamId };
    // Two whole demo teams: about 7 s on a quiet machine, several times that on a busy one.
  }, 90_000);

  it("gives each completed session the reading completing it would have written, the car's meters unchanged", async () => {
    const get = async <T>(url: string) => (await t.request(demo, { method: 'GET', url })).json<T>();
    const cars = await get<CarOption[]>('/api/cars/options');
    const withSessions: string[] = [];
    for (const car of cars) {
      const log = await get<MeterReadingsPage>(`/api/cars/${car.id}/meter-readings?pageSize=100`);
      const sessions = log.items.filter((r) => r.source === 'session');
      if (sessions.length === 0) continue;
      withSessions.push(car.id);
      // Newest first: each reading is the one before it plus what its session added.
      for (const [i, reading] of log.items.entries()) {
        const before = log.items[i + 1];
        if (reading.source !== 'session' || !before) continue;
        expect(reading.sessionName).toBeTruthy();
        expect(reading.hours).toBeCloseTo(before.hours + (reading.hoursAdded ?? 0), 3);
        expect(reading.distance).toBeCloseTo(before.distance + (reading.distanceAdded ?? 0), 2);
      }
      expect(log.items.at(-1)).toMatchObject({ source: 'import' });
      expect(log.items[0]).toMatchObject({ hours: car.hours, distance: car.miles });
    }
    expect(withSessions.length).toBeGreaterThan(1);
  }, 60_000);
});
