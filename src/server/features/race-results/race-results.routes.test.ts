import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { RaceResult } from '@shared/race-results/race-results.contract';
import { addDaysIso, todayIso } from '@shared/lib/dates';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;
let fb: RacingFixtures;
let carA: EventCar;
let carB: EventCar;

async function register(user: TestUser, f: RacingFixtures, carId: string, carNumber: string) {
  const res = await t.request(user, {
    method: 'POST',
    url: `/api/events/${f.event.id}/cars`,
    payload: { mode: 'individual', carId, carNumber },
  });
  return res.json<EventCar>();
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
  fb = await insertRacingFixtures(t.db, b.teamId);
  carA = await register(a, fa, fa.clientCar.id, '12');
  carB = await register(a, fa, fa.ownCar.id, '7');
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const url = (eventId: string, id?: string) => `/api/events/${eventId}/results${id ? `/${id}` : ''}`;

describe('race results', () => {
  it('answers 401 signed out on every route', async () => {
    expect((await t.request(null, { method: 'GET', url: url(fa.event.id) })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'POST', url: url(fa.event.id), payload: {} })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'PUT', url: url(fa.event.id, missingId), payload: {} })).statusCode).toBe(
      401,
    );
    expect((await t.request(null, { method: 'DELETE', url: url(fa.event.id, missingId) })).statusCode).toBe(401);
  });

  it('records a result with the car, track, date and type from the registration and event', async () => {
    const res = await t.request(a, {
      method: 'POST',
      url: url(fa.event.id),
      payload: {
        eventCarId: carA.id,
        startPosition: 5,
        finishPosition: 2,
        totalParticipants: 18,
        bestLap: { minutes: 1, seconds: 41, milliseconds: 5 },
        class: 'Spec Miata',
        sessionType: 'race_1',
        weather: 'Sunny',
        trackCondition: 'Dry',
        notes: 'Clean race',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      carId: fa.clientCar.id,
      carName: 'Spec Miata #12',
      carNumber: '12',
      trackId: fa.track.id,
      date: '2026-05-10',
      eventType: 'Race',
      startPosition: 5,
      finishPosition: 2,
      totalParticipants: 18,
      bestLapTime: '1:41.005',
      bestLapMs: 101_005,
      weather: 'Sunny',
      trackCondition: 'Dry',
    });
    await t.request(a, { method: 'POST', url: url(fa.event.id), payload: { eventCarId: carB.id, finishPosition: 1 } });
    const list = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>();
    expect(list.map((r) => [r.carName, r.finishPosition])).toEqual([
      ['Shop E46', 1],
      ['Spec Miata #12', 2],
    ]);
  });

  it('refuses bad bodies with the field message', async () => {
    const noCar = await t.request(a, { method: 'POST', url: url(fa.event.id), payload: {} });
    expect(noCar.json()).toMatchObject({ error: { fields: { eventCarId: 'Please select a car' } } });
    const late = await t.request(a, {
      method: 'POST',
      url: url(fa.event.id),
      payload: { eventCarId: carA.id, finishPosition: 19, totalParticipants: 18 },
    });
    expect(late.json()).toMatchObject({
      error: { fields: { finishPosition: 'Finish position cannot be greater than total participants' } },
    });
    const zero = await t.request(a, {
      method: 'POST',
      url: url(fa.event.id),
      payload: { eventCarId: carA.id, startPosition: 0 },
    });
    expect(zero.json()).toMatchObject({ error: { fields: { startPosition: 'Position must be at least 1' } } });
    const lap = await t.request(a, {
      method: 'POST',
      url: url(fa.event.id),
      payload: { eventCarId: carA.id, bestLap: { minutes: 10 } },
    });
    expect(lap.json()).toMatchObject({
      error: { fields: { 'bestLap.minutes': 'Minutes must be a whole number from 0 to 9' } },
    });
    expect((await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>()).toHaveLength(2);
  });

  it('updates and deletes a result', async () => {
    const [first] = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>();
    if (!first) throw new Error('missing');
    const res = await t.request(a, {
      method: 'PUT',
      url: url(fa.event.id, first.id),
      payload: {
        eventCarId: carB.id,
        startPosition: 3,
        finishPosition: 1,
        totalParticipants: 20,
        weather: 'Light rain',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startPosition: 3,
      totalParticipants: 20,
      weather: 'Light rain',
      bestLapTime: null,
      bestLapMs: null,
    });
    expect((await t.request(a, { method: 'DELETE', url: url(fa.event.id, first.id) })).statusCode).toBe(204);
    expect((await t.request(a, { method: 'DELETE', url: url(fa.event.id, first.id) })).statusCode).toBe(404);
    expect((await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>()).toHaveLength(1);
  });

  it("answers 404 for another team's event or result, and 400 on the field for a registration not of the event", async () => {
    const [result] = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>();
    if (!result) throw new Error('missing');
    expect((await t.request(b, { method: 'GET', url: url(fa.event.id) })).statusCode).toBe(404);
    expect(
      (await t.request(b, { method: 'POST', url: url(fa.event.id), payload: { eventCarId: carA.id } })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(b, { method: 'PUT', url: url(fa.event.id, result.id), payload: { eventCarId: carA.id } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(b, { method: 'DELETE', url: url(fa.event.id, result.id) })).statusCode).toBe(404);
    expect(
      (await t.request(b, { method: 'PUT', url: url(fb.event.id, result.id), payload: { eventCarId: carA.id } }))
        .statusCode,
    ).toBe(404);
    const notFound = {
      error: {
        code: 'validation_failed',
        message: 'Registration not found',
        fields: { eventCarId: 'Registration not found' },
      },
    };
    const bCar = await register(b, fb, fb.ownCar.id, '1');
    const foreign = await t.request(a, { method: 'POST', url: url(fa.event.id), payload: { eventCarId: bCar.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(notFound);
    const moved = await t.request(a, {
      method: 'PUT',
      url: url(fa.event.id, result.id),
      payload: { eventCarId: bCar.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(notFound);
    // A registration of another event of the same team does not belong here either.
    const other = await insertRacingFixtures(t.db, a.teamId, { date: '2026-08-01' });
    const otherCar = await register(a, other, other.ownCar.id, '3');
    const otherEvent = await t.request(a, {
      method: 'POST',
      url: url(fa.event.id),
      payload: { eventCarId: otherCar.id },
    });
    expect(otherEvent.statusCode).toBe(400);
    expect(otherEvent.json()).toEqual(notFound);
    expect((await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<RaceResult[]>()).toHaveLength(1);
    expect((await t.request(a, { method: 'GET', url: url('nope') })).statusCode).toBe(404);
  });

  it('refuses a result for an event in the future, whatever today the body claims, and changes nothing', async () => {
    const future = await insertRacingFixtures(t.db, a.teamId, { date: addDaysIso(todayIso(), 30) });
    const futureCar = await register(a, future, future.ownCar.id, '9');
    const refused = {
      error: { code: 'validation_failed', message: 'Results cannot be recorded for an event in the future' },
    };
    const res = await t.request(a, {
      method: 'POST',
      url: url(future.event.id),
      payload: { eventCarId: futureCar.id, finishPosition: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    const claimed = await t.request(a, {
      method: 'POST',
      url: url(future.event.id),
      payload: { eventCarId: futureCar.id, finishPosition: 1, today: future.event.date },
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toEqual(refused);
    expect((await t.request(a, { method: 'GET', url: url(future.event.id) })).json<RaceResult[]>()).toEqual([]);

    // On the day of the event a result may be recorded.
    const today = await insertRacingFixtures(t.db, a.teamId, { date: todayIso() });
    const todayCar = await register(a, today, today.ownCar.id, '4');
    const onTheDay = await t.request(a, {
      method: 'POST',
      url: url(today.event.id),
      payload: { eventCarId: todayCar.id, finishPosition: 2, today: todayIso() },
    });
    expect(onTheDay.statusCode).toBe(201);

    // An event moved into the future keeps its results, but they can no longer be changed.
    await t.db
      .update(events)
      .set({ date: addDaysIso(todayIso(), 10) })
      .where(eq(events.id, today.event.id));
    const change = await t.request(a, {
      method: 'PUT',
      url: url(today.event.id, onTheDay.json<RaceResult>().id),
      payload: { eventCarId: todayCar.id, finishPosition: 1 },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual(refused);
    const [kept] = (await t.request(a, { method: 'GET', url: url(today.event.id) })).json<RaceResult[]>();
    expect(kept?.finishPosition).toBe(2);
  });
});
