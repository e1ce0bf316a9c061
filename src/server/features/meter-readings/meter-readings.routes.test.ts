import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarDetail, CarList } from '@shared/cars/cars.contract';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import type { MeterReading, MeterReadingsPage } from '@shared/meter-readings/meter-readings.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { missingId, paidUser } from '../../test/test-users';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;

beforeAll(async () => {
  t = await createTestApp();
  // The cars here are more than the free plan's one.
  a = await paidUser(t);
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
});
afterAll(() => t.close());

async function addCar(user: TestUser, body: Record<string, unknown>): Promise<Car> {
  const res = await t.request(user, { method: 'POST', url: '/api/cars', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Car>();
}

async function readings(user: TestUser, carId: string): Promise<MeterReading[]> {
  const res = await t.request(user, { method: 'GET', url: `/api/cars/${carId}/meter-readings` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MeterReadingsPage>().items;
}

async function carOf(user: TestUser, carId: string): Promise<CarDetail> {
  const res = await t.request(user, { method: 'GET', url: `/api/cars/${carId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CarDetail>();
}

const record = (user: TestUser, carId: string, payload: Record<string, unknown>) =>
  t.request(user, { method: 'POST', url: `/api/cars/${carId}/meter-readings`, payload });

/** A registration of the car at the fixtures' event, and a session of it started. */
async function startedSession(
  carId: string,
  name = 'Practice 1',
): Promise<{ eventCar: EventCar; session: EventSession }> {
  let eventCar = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` }))
    .json<EventCar[]>()
    .find((c) => c.carId === carId);
  if (!eventCar) {
    const res = await t.request(a, {
      method: 'POST',
      url: `/api/events/${fa.event.id}/cars`,
      payload: { mode: 'individual', carId, driverId: fa.driver.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    eventCar = res.json<EventCar>();
  }
  const created = await t.request(a, {
    method: 'POST',
    url: `/api/event-cars/${eventCar.id}/sessions`,
    payload: { name, startTime: new Date(Date.now() - 30 * 60_000).toISOString() },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = created.json<EventSession>();
  expect(
    (await t.request(a, { method: 'POST', url: `/api/event-sessions/${session.id}/start`, payload: {} })).statusCode,
  ).toBe(200);
  return { eventCar, session };
}

const complete = (user: TestUser, sessionId: string, payload: Record<string, unknown> = {}, key?: string) =>
  t.request(user, {
    method: 'POST',
    url: `/api/event-sessions/${sessionId}/complete`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const correct = (user: TestUser, sessionId: string, payload: Record<string, unknown>) =>
  t.request(user, { method: 'PATCH', url: `/api/event-sessions/${sessionId}/running-time`, payload });

const runningTime = (user: TestUser, sessionId: string) =>
  t.request(user, { method: 'GET', url: `/api/event-sessions/${sessionId}/running-time` });

describe('meter readings', () => {
  it('answers 401 signed out on every route', async () => {
    const routes = [
      { method: 'GET', url: `/api/cars/${missingId}/meter-readings` },
      { method: 'POST', url: `/api/cars/${missingId}/meter-readings`, payload: { hours: 1, distance: 1 } },
      { method: 'POST', url: `/api/event-sessions/${missingId}/complete`, payload: {} },
      { method: 'PATCH', url: `/api/event-sessions/${missingId}/running-time`, payload: { runningMinutes: 5 } },
      { method: 'GET', url: `/api/event-sessions/${missingId}/running-time` },
    ] as const;
    for (const route of routes) expect((await t.request(null, route)).statusCode, route.url).toBe(401);
  });

  it("starts a car's log with the hours and miles it was added with", async () => {
    const car = await addCar(a, { name: 'GT3 Cup #7', hours: 142.6, miles: 3120 });
    const log = await readings(a, car.id);
    expect(log).toEqual([
      expect.objectContaining({ hours: 142.6, distance: 3120, source: 'manual', isCorrection: false, sessionId: null }),
    ]);
    expect(log[0]?.recordedByName).toBeTruthy();
  });

  it('takes a higher reading and the car follows; refuses a lower one unless it is a correction', async () => {
    const car = await addCar(a, { name: 'Spec E46', hours: 100, miles: 2000 });
    const higher = await record(a, car.id, { hours: 1005, distance: 2100, note: 'Typed at the shop' });
    expect(higher.statusCode, higher.body).toBe(201);
    expect(higher.json<MeterReading>()).toMatchObject({
      hours: 1005,
      distance: 2100,
      source: 'manual',
      note: 'Typed at the shop',
    });
    expect(await carOf(a, car.id)).toMatchObject({ hours: 1005, miles: 2100 });

    const lower = await record(a, car.id, { hours: 100.5, distance: 2100 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      error: {
        message:
          'Hours cannot be lower than the last reading (1005.0 h). Tick "Correction" if the meter was replaced or the last reading was mistyped.',
        fields: {
          hours:
            'Hours cannot be lower than the last reading (1005.0 h). Tick "Correction" if the meter was replaced or the last reading was mistyped.',
        },
      },
    });
    expect((await record(a, car.id, { hours: 1005, distance: 20 })).json()).toMatchObject({
      error: {
        fields: {
          distance:
            'Distance cannot be lower than the last reading. Tick "Correction" if the meter was replaced or the last reading was mistyped.',
        },
      },
    });
    expect(await carOf(a, car.id)).toMatchObject({ hours: 1005, miles: 2100 });

    const corrected = await record(a, car.id, { hours: 100.5, distance: 2100, isCorrection: true, note: 'Typo' });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await carOf(a, car.id)).toMatchObject({ hours: 100.5, miles: 2100 });
    // The history keeps both, newest first.
    expect((await readings(a, car.id)).map((r) => [r.hours, r.isCorrection])).toEqual([
      [100.5, true],
      [1005, false],
      [100, false],
    ]);
  });

  it('records the car form’s hours and miles as a reading, and refuses lower ones there', async () => {
    const car = await addCar(a, { name: 'Miata', hours: 10, miles: 500 });
    const put = (body: Record<string, unknown>) =>
      t.request(a, { method: 'PUT', url: `/api/cars/${car.id}`, payload: { name: 'Miata', ...body } });
    expect((await put({ hours: 12, miles: 520 })).json()).toMatchObject({ hours: 12, miles: 520 });
    // Unchanged meters record nothing; empty fields keep them.
    expect((await put({ hours: 12, miles: 520, color: 'Red' })).statusCode).toBe(200);
    expect((await put({ color: 'Blue' })).json()).toMatchObject({ hours: 12, miles: 520, color: 'Blue' });
    const lower = await put({ hours: 2, miles: 520 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      error: {
        fields: {
          hours:
            "Hours cannot be lower than the last reading (12.0 h). If the meter was replaced or the last reading was mistyped, add a correction from the car's meter readings.",
        },
      },
    });
    expect((await readings(a, car.id)).map((r) => r.hours)).toEqual([12, 10]);
  });

  it('refuses a bad body with the field, and another team’s car as missing', async () => {
    const car = await addCar(a, { name: 'Bounds', hours: 1, miles: 1 });
    expect((await record(a, car.id, { hours: -1, distance: 1 })).json()).toMatchObject({
      error: { fields: { hours: 'Hours must be at least 0' } },
    });
    expect((await record(a, car.id, { hours: 1 })).statusCode).toBe(400);
    expect((await record(b, car.id, { hours: 5, distance: 5 })).statusCode).toBe(404);
    expect((await t.request(b, { method: 'GET', url: `/api/cars/${car.id}/meter-readings` })).statusCode).toBe(404);
    expect((await t.request(a, { method: 'GET', url: `/api/cars/${missingId}/meter-readings` })).statusCode).toBe(404);
    expect(await carOf(a, car.id)).toMatchObject({ hours: 1, miles: 1 });
  });
});

describe('sessions add their time', () => {
  it('adds the confirmed running time and the estimated distance; a service item becomes due at once', async () => {
    const { session } = await startedSession(fa.ownCar.id);
    await record(a, fa.ownCar.id, { hours: 142.6, distance: 3000 });
    const item = await t.request(a, {
      method: 'POST',
      url: `/api/cars/${fa.ownCar.id}/service-items`,
      payload: { name: 'Engine oil', hourInterval: 10, lastServiceHours: 132.9, lastServiceDistance: 3000 },
    });
    expect(item.statusCode, item.body).toBe(201);
    expect((await carOf(a, fa.ownCar.id)).activeServiceItems).toBe(0);

    const res = await complete(a, session.id, { runningMinutes: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EventSession>()).toMatchObject({ status: 'completed' });
    const detail = await carOf(a, fa.ownCar.id);
    expect(detail.hours).toBeCloseTo(142.6 + 25 / 60, 5);
    expect(detail.miles).toBeCloseTo(3000 + (25 / 60) * 80, 4);
    expect(detail.activeServiceItems).toBe(1);
    expect(detail.serviceItems[0]?.status.isDue).toBe(true);
    const [latest] = await readings(a, fa.ownCar.id);
    expect(latest).toMatchObject({
      source: 'session',
      sessionId: session.id,
      sessionName: 'Practice 1',
      runningMinutes: 25,
      laps: null,
      distanceEstimated: true,
    });
    // The car list's tiles and figures follow.
    const list = (await t.request(a, { method: 'GET', url: '/api/cars?search=Shop%20E46' })).json<CarList>();
    expect(list.items[0]).toMatchObject({ dueServiceItems: 1 });
    expect(list.items[0]?.hours).toBeCloseTo(142.6 + 25 / 60, 5);
  });

  it('takes start to completion without a confirmed time, and laps × the track length when laps are known', async () => {
    const car = await addCar(a, { name: 'Lap Car', hours: 0, miles: 0 });
    const first = await startedSession(car.id);
    expect((await complete(a, first.session.id)).statusCode).toBe(200);
    const afterFirst = await carOf(a, car.id);
    expect(afterFirst.hours).toBeCloseTo(0.5, 1);
    const second = await startedSession(car.id, 'Qualifying');
    expect((await complete(a, second.session.id, { runningMinutes: 20, laps: 12 })).statusCode).toBe(200);
    const [latest] = await readings(a, car.id);
    expect(latest).toMatchObject({ laps: 12, distanceEstimated: false });
    expect(latest?.distanceAdded).toBeCloseTo(12 * 2.238, 6);
  });

  it('counts the laps recorded before completion, and follows laps added, imported or removed after it', async () => {
    const car = await addCar(a, { name: 'Lap Sheet Car', hours: 0, miles: 0 });
    const { session } = await startedSession(car.id, 'Laps First');
    const addLap = (lapTime: string) =>
      t.request(a, { method: 'POST', url: `/api/event-sessions/${session.id}/laps`, payload: { lapTime } });
    for (const lapTime of ['1:45.100', '1:42.300']) expect((await addLap(lapTime)).statusCode).toBe(201);
    expect((await complete(a, session.id, { runningMinutes: 10 })).statusCode).toBe(200);
    const distanceOf = async () => (await readings(a, car.id))[0];
    expect(await distanceOf()).toMatchObject({ laps: 2, distanceEstimated: false });
    expect((await carOf(a, car.id)).miles).toBeCloseTo(2 * 2.238, 3);

    const third = await addLap('1:41.900');
    expect(third.statusCode).toBe(201);
    expect((await distanceOf())?.distanceAdded).toBeCloseTo(3 * 2.238, 6);
    expect((await carOf(a, car.id)).miles).toBeCloseTo(3 * 2.238, 3);

    const imported = await t.request(a, {
      method: 'POST',
      url: `/api/event-sessions/${session.id}/laps/import`,
      payload: { csv: 'Lap,Lap time\n1,1:44.000\n2,1:43.000\n3,1:42.500\n4,1:42.000\n5,1:41.800\n', replace: true },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await distanceOf()).toMatchObject({ laps: 5 });
    expect((await carOf(a, car.id)).miles).toBeCloseTo(5 * 2.238, 3);

    const sheet = (await t.request(a, { method: 'GET', url: `/api/event-sessions/${session.id}/laps` })).json<{
      laps: { id: string }[];
    }>();
    const removed = await t.request(a, { method: 'DELETE', url: `/api/session-laps/${sheet.laps[0]?.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await distanceOf()).toMatchObject({ laps: 4 });
    expect((await carOf(a, car.id)).miles).toBeCloseTo(4 * 2.238, 3);
    expect((await carOf(a, car.id)).hours).toBeCloseTo(10 / 60, 5);
  });

  it('refuses a bad running time and another team’s session, changing nothing', async () => {
    const { session } = await startedSession(fa.clientCar.id, 'Bounds');
    expect((await complete(a, session.id, { runningMinutes: 2000 })).json()).toMatchObject({
      error: { fields: { runningMinutes: 'Running time must be a whole number of minutes from 0 to 1440' } },
    });
    expect((await complete(b, session.id, { runningMinutes: 20 })).statusCode).toBe(404);
    expect((await correct(b, session.id, { runningMinutes: 20 })).statusCode).toBe(404);
    expect((await correct(a, session.id, { runningMinutes: 20 })).statusCode).toBe(409);
    expect((await runningTime(a, session.id)).statusCode).toBe(409);
    expect((await runningTime(b, session.id)).statusCode).toBe(404);
    expect((await correct(a, session.id, {})).json()).toMatchObject({
      error: { message: 'Give the running time or the laps to correct' },
    });
    expect((await carOf(a, fa.clientCar.id)).hours).toBe(0);
  });

  it('corrects a session’s reading, the sessions after it and the car; a reading typed since stops it', async () => {
    const car = await addCar(a, { name: 'Correct Me', hours: 10, miles: 100 });
    const s1 = await startedSession(car.id, 'S1');
    await complete(a, s1.session.id, { runningMinutes: 60 });
    const s2 = await startedSession(car.id, 'S2');
    await complete(a, s2.session.id, { runningMinutes: 30 });
    expect((await carOf(a, car.id)).hours).toBeCloseTo(11.5, 6);

    expect((await runningTime(a, s1.session.id)).json()).toEqual({ runningMinutes: 60, laps: null });
    const res = await correct(a, s1.session.id, { runningMinutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await runningTime(a, s1.session.id)).json()).toEqual({ runningMinutes: 30, laps: null });
    expect((await carOf(a, car.id)).hours).toBeCloseTo(11, 6);
    expect((await readings(a, car.id)).map((r) => r.hours)).toEqual([11, 10.5, 10]);

    await record(a, car.id, { hours: 20, distance: 500 });
    await correct(a, s2.session.id, { runningMinutes: 90 });
    expect(await carOf(a, car.id)).toMatchObject({ hours: 20, miles: 500 });
    const log = await readings(a, car.id);
    expect(log.map((r) => r.hours)).toEqual([20, 12, 10.5, 10]);
    expect(log[1]).toMatchObject({ runningMinutes: 90 });
  });

  it('takes the time of a removed registration’s sessions off the car', async () => {
    const car = await addCar(a, { name: 'Removed', hours: 5, miles: 50 });
    const { eventCar, session } = await startedSession(car.id);
    await complete(a, session.id, { runningMinutes: 60 });
    expect((await carOf(a, car.id)).hours).toBeCloseTo(6, 6);
    expect(
      (await t.request(b, { method: 'DELETE', url: `/api/events/${fa.event.id}/cars/${eventCar.id}` })).statusCode,
    ).toBe(404);
    const res = await t.request(a, { method: 'DELETE', url: `/api/events/${fa.event.id}/cars/${eventCar.id}` });
    expect(res.statusCode, res.body).toBe(204);
    expect(await carOf(a, car.id)).toMatchObject({ hours: 5, miles: 50 });
    expect((await readings(a, car.id)).map((r) => r.source)).toEqual(['manual']);
  });

  it('adds the time of a session completed offline once, however often the queue sends it', async () => {
    const car = await addCar(a, { name: 'Offline', hours: 1, miles: 10 });
    const { session } = await startedSession(car.id);
    const key = randomUUID();
    const first = await complete(a, session.id, { runningMinutes: 30 }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await complete(a, session.id, { runningMinutes: 30 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await carOf(a, car.id)).hours).toBeCloseTo(1.5, 6);
    expect((await readings(a, car.id)).filter((r) => r.source === 'session')).toHaveLength(1);
    // Sent again without its key, the completion is refused and adds nothing.
    expect((await complete(a, session.id, { runningMinutes: 30 })).statusCode).toBe(409);
    expect((await carOf(a, car.id)).hours).toBeCloseTo(1.5, 6);
  });
});
