import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import {
  sessionMessages,
  type EventSession,
  type SessionInspection,
  type SessionInspectionResponse,
} from '@shared/event-sessions/event-sessions.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;
let car: EventCar;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
  const res = await t.request(a, {
    method: 'POST',
    url: `/api/events/${fa.event.id}/cars`,
    payload: { mode: 'individual', carId: fa.ownCar.id, driverId: fa.driver.id },
  });
  car = res.json<EventCar>();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

const ready = {
  sessionType: 'practice',
  sdCardChecked: true,
  dataSystemsChecked: true,
  waterTempPass: true,
  oilTempPass: true,
  fireSystemPinChecked: true,
  carCleaned: true,
  generalInspectionPass: true,
  fuelAmount: 10,
  tirePressures: { lf: 28, rf: 28, lr: 27, rr: 27 },
  brakePadsCondition: 'good',
  brakeRotorsCondition: 'fair',
};

async function createSession(user: TestUser, body: Record<string, unknown>, eventCarId = car.id) {
  return t.request(user, { method: 'POST', url: `/api/event-cars/${eventCarId}/sessions`, payload: body });
}

const post = (user: TestUser | null, url: string, payload?: unknown) =>
  t.request(user, { method: 'POST', url, payload: payload ?? {} });

describe('event sessions', () => {
  it('answers 401 signed out on every route', async () => {
    expect((await t.request(null, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).statusCode).toBe(401);
    expect((await post(null, `/api/event-cars/${car.id}/sessions`, { name: 'x' })).statusCode).toBe(401);
    for (const action of ['start', 'complete', 'pre-inspection', 'post-inspection']) {
      expect((await post(null, `/api/event-sessions/${missingId}/${action}`)).statusCode).toBe(401);
    }
    expect(
      (await t.request(null, { method: 'GET', url: `/api/event-sessions/${missingId}/inspections` })).statusCode,
    ).toBe(401);
  });

  it('creates scheduled sessions, defaults to 20 minutes and the registration driver, lists by start time', async () => {
    const late = await createSession(a, {
      name: 'Race 1',
      sessionType: 'race_1',
      startTime: '2026-05-10T15:00:00.000Z',
      durationMinutes: 30,
    });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      status: 'scheduled',
      durationMinutes: 30,
      sessionType: 'race_1',
      driverName: 'Lena Park',
    });
    const early = await createSession(a, { name: 'Morning practice', startTime: '2026-05-10T07:00:00-07:00' });
    expect(early.json()).toMatchObject({
      sessionType: 'practice',
      durationMinutes: 20,
      preInspectionDone: false,
      postInspectionDone: false,
    });
    const list = (await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).json<
      EventSession[]
    >();
    // 07:00 at UTC-7 is 14:00 UTC, an hour before Race 1.
    expect(list.map((s) => s.name)).toEqual(['Morning practice', 'Race 1']);
  });

  it('refuses bad bodies with the field message', async () => {
    const none = await createSession(a, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: { fields: { name: 'Session name is required', startTime: 'Start time is required' } },
    });
    for (const durationMinutes of [4, 121, 12.5]) {
      const res = await createSession(a, { name: 'Q', startTime: '2026-05-10T10:00:00Z', durationMinutes });
      expect(res.json()).toMatchObject({
        error: { fields: { durationMinutes: 'Duration must be between 5 and 120 minutes' } },
      });
    }
    const type = await createSession(a, { name: 'Q', startTime: '2026-05-10T10:00:00Z', sessionType: 'race_4' });
    expect(type.statusCode).toBe(400);
  });

  it('starts and completes sessions, refusing other transitions with 409', async () => {
    const s = (
      await createSession(a, { name: 'Qualifying', sessionType: 'qualifying', startTime: '2026-05-10T11:00:00Z' })
    ).json<EventSession>();
    const early = await post(a, `/api/event-sessions/${s.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: 'Only a session in progress can be completed' } });
    const started = await post(a, `/api/event-sessions/${s.id}/start`);
    expect(started.json()).toMatchObject({ status: 'in_progress', endTime: null });
    expect((await post(a, `/api/event-sessions/${s.id}/start`)).statusCode).toBe(409);
    const done = await post(a, `/api/event-sessions/${s.id}/complete`);
    expect(done.json<EventSession>().status).toBe('completed');
    expect(done.json<EventSession>().endTime).not.toBeNull();
    expect((await post(a, `/api/event-sessions/${s.id}/complete`)).statusCode).toBe(409);
  });

  it('pre-session: refuses a car that is not ready (400), then records once (409 after)', async () => {
    const s = (await createSession(a, { name: 'Practice 2', startTime: '2026-05-10T12:00:00Z' })).json<EventSession>();
    const postFirst = await post(a, `/api/event-sessions/${s.id}/post-inspection`, {});
    expect(postFirst.statusCode).toBe(409);
    expect(postFirst.json()).toMatchObject({ error: { message: 'Complete the pre-session inspection first' } });

    const notReady = await post(a, `/api/event-sessions/${s.id}/pre-inspection`, {
      ...ready,
      tirePressures: { lf: 28, rf: 28, lr: 27, rr: null },
    });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json<{ error: { message: string } }>().error.message).toMatch(/not ready/);
    const unticked = await post(a, `/api/event-sessions/${s.id}/pre-inspection`, {
      ...ready,
      fireSystemPinChecked: false,
    });
    expect(unticked.statusCode).toBe(400);
    const badTime = await post(a, `/api/event-sessions/${s.id}/pre-inspection`, {
      ...ready,
      expectedSessionMinutes: 150,
    });
    expect(badTime.json()).toMatchObject({
      error: { fields: { expectedSessionMinutes: 'Expected session time must be between 5 and 120 minutes' } },
    });

    const pre = await post(a, `/api/event-sessions/${s.id}/pre-inspection`, ready);
    expect(pre.statusCode).toBe(201);
    const body = pre.json<SessionInspectionResponse>();
    expect(body.inspection).toMatchObject({
      inspectionType: 'pre_session',
      readyForSession: true,
      inspectorId: a.userId,
    });
    expect(body.session.preInspectionDone).toBe(true);
    expect((await post(a, `/api/event-sessions/${s.id}/pre-inspection`, ready)).statusCode).toBe(409);

    const badLap = await post(a, `/api/event-sessions/${s.id}/post-inspection`, {
      bestLap: { minutes: 1, seconds: 60 },
      runningPosition: 0,
    });
    expect(badLap.statusCode).toBe(400);
    expect(badLap.json()).toMatchObject({
      error: {
        fields: {
          'bestLap.seconds': 'Seconds must be a whole number from 0 to 59',
          runningPosition: 'Running position must be at least 1',
        },
      },
    });

    const postRes = await post(a, `/api/event-sessions/${s.id}/post-inspection`, {
      tirePressures: { lf: 32, rf: 32.5, lr: 31, rr: 31 },
      tireTemperatures: { lf: { outside: 180, center: 190, inside: 200 } },
      weightWithDriver: 2480,
      bestLap: { minutes: 1, seconds: 42, milliseconds: 87 },
      runningPosition: 3,
    });
    expect(postRes.statusCode).toBe(201);
    expect(postRes.json<SessionInspectionResponse>().session).toMatchObject({
      bestLapTime: '1:42.087',
      bestLapMs: 102_087,
      preInspectionDone: true,
      postInspectionDone: true,
    });
    const again = await post(a, `/api/event-sessions/${s.id}/post-inspection`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: 'The post-session inspection has already been completed' },
    });

    // Everything both inspections recorded can be read back.
    const recorded = await t.request(a, { method: 'GET', url: `/api/event-sessions/${s.id}/inspections` });
    expect(recorded.statusCode).toBe(200);
    const [preRecord, postRecord] = recorded.json<SessionInspection[]>();
    expect(preRecord).toMatchObject({
      inspectionType: 'pre_session',
      inspectorId: a.userId,
      inspectorName: a.email.split('@')[0],
      sessionType: 'practice',
      expectedSessionMinutes: 20,
      wheelTorqueSpec: '85 ft-lbs',
      sdCardChecked: true,
      fireSystemPinChecked: true,
      fuelAmount: 10,
      tirePressures: { lf: 28, rf: 28, lr: 27, rr: 27 },
      brakePadsCondition: 'good',
      brakeRotorsCondition: 'fair',
      readyForSession: true,
      tireTemperatures: null,
    });
    expect(postRecord).toMatchObject({
      inspectionType: 'post_session',
      tirePressures: { lf: 32, rf: 32.5, lr: 31, rr: 31 },
      tireTemperatures: { lf: { outside: 180, center: 190, inside: 200 }, rr: { outside: null } },
      weightWithDriver: 2480,
      bestLaptime: '1:42.087',
      runningPosition: 3,
      fuelAmount: null,
    });
  });

  it('a post-session inspection without minutes or seconds leaves the best lap unset', async () => {
    const s = (
      await createSession(a, { name: 'Race 2', sessionType: 'race_2', startTime: '2026-05-10T16:00:00Z' })
    ).json<EventSession>();
    await post(a, `/api/event-sessions/${s.id}/pre-inspection`, ready);
    const res = await post(a, `/api/event-sessions/${s.id}/post-inspection`, {
      bestLap: { minutes: null, seconds: null, milliseconds: 400 },
    });
    expect(res.json<SessionInspectionResponse>().session).toMatchObject({
      bestLapTime: null,
      bestLapMs: null,
      postInspectionDone: true,
    });
  });

  it("answers 404 for another team's registration or session, and 400 on the field for their driver", async () => {
    const s = (await createSession(a, { name: 'Warm-up', startTime: '2026-05-10T08:00:00Z' })).json<EventSession>();
    expect((await t.request(b, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).statusCode).toBe(404);
    expect((await createSession(b, { name: 'X', startTime: '2026-05-10T08:00:00Z' })).statusCode).toBe(404);
    for (const action of ['start', 'complete'])
      expect((await post(b, `/api/event-sessions/${s.id}/${action}`)).statusCode).toBe(404);
    expect((await post(b, `/api/event-sessions/${s.id}/pre-inspection`, ready)).statusCode).toBe(404);
    expect((await post(b, `/api/event-sessions/${s.id}/post-inspection`, {})).statusCode).toBe(404);
    const theirs = await t.request(b, { method: 'GET', url: `/api/event-sessions/${s.id}/inspections` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    expect(
      (await t.request(a, { method: 'GET', url: `/api/event-sessions/${missingId}/inspections` })).statusCode,
    ).toBe(404);
    const fb = await insertRacingFixtures(t.db, b.teamId);
    const foreignDriver = await createSession(a, {
      name: 'X',
      startTime: '2026-05-10T08:00:00Z',
      driverId: fb.driver.id,
    });
    expect(foreignDriver.statusCode).toBe(400);
    expect(foreignDriver.json()).toEqual({
      error: { code: 'validation_failed', message: 'Driver not found', fields: { driverId: 'Driver not found' } },
    });
    const sessions = (await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).json<
      EventSession[]
    >();
    expect(sessions.map((x) => x.name)).not.toContain('X');
    expect((await t.request(a, { method: 'GET', url: '/api/event-cars/nope/sessions' })).statusCode).toBe(404);
  });

  it('answers 403 to a member who may not perform session inspections', async () => {
    const s = (
      await createSession(a, { name: 'Late practice', startTime: '2026-05-10T17:00:00Z' })
    ).json<EventSession>();
    await t.setRole(a, 'team_administrator');
    try {
      const res = await post(a, `/api/event-sessions/${s.id}/pre-inspection`, ready);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { message: 'You are not allowed to perform inspections' } });
      expect((await post(a, `/api/event-sessions/${s.id}/start`)).statusCode).toBe(200);
    } finally {
      await t.setRole(a, 'team_manager');
    }
  });
});

describe('a session recorded without a connection and sent when it returns', () => {
  /** Every change carries the key the device gave it; the queue may send any of them again. */
  const queued = (url: string, changeId: string, payload: Record<string, unknown> = {}) =>
    t.request(a, { method: 'POST', url, payload, headers: { 'idempotency-key': changeId } });

  it('takes the id the device chose, and applies each change once however often it is sent', async () => {
    const sessionId = randomUUID();
    const changes = [
      [
        `/api/event-cars/${car.id}/sessions`,
        randomUUID(),
        { id: sessionId, name: 'Offline practice', startTime: '2026-05-10T18:00:00Z' },
      ],
      [`/api/event-sessions/${sessionId}/pre-inspection`, randomUUID(), ready],
      [`/api/event-sessions/${sessionId}/start`, randomUUID(), {}],
      [`/api/event-sessions/${sessionId}/complete`, randomUUID(), {}],
      [
        `/api/event-sessions/${sessionId}/post-inspection`,
        randomUUID(),
        { bestLap: { minutes: 1, seconds: 32, milliseconds: 500 } },
      ],
    ] as const;
    for (let round = 0; round < 2; round += 1) {
      for (const [url, changeId, payload] of changes) {
        const res = await queued(url, changeId, payload);
        expect([200, 201], `${url} ${res.body}`).toContain(res.statusCode);
      }
    }
    const sessions = (await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).json<
      EventSession[]
    >();
    expect(sessions.filter((s) => s.name === 'Offline practice')).toEqual([
      expect.objectContaining({
        id: sessionId,
        status: 'completed',
        preInspectionDone: true,
        postInspectionDone: true,
      }),
    ]);
    const inspections = (
      await t.request(a, { method: 'GET', url: `/api/event-sessions/${sessionId}/inspections` })
    ).json<SessionInspection[]>();
    expect(inspections).toHaveLength(2);
  });

  it('refuses a new session whose id the team already has, and takes one another team has as unused', async () => {
    const fb = await insertRacingFixtures(t.db, b.teamId);
    const theirCar = (
      await t.request(b, {
        method: 'POST',
        url: `/api/events/${fb.event.id}/cars`,
        payload: { mode: 'individual', carId: fb.ownCar.id, driverId: fb.driver.id },
      })
    ).json<EventCar>();
    const body = (id: string) => ({ id, name: 'Taken', startTime: '2026-05-10T19:00:00Z' });
    const held = randomUUID();
    const created = await createSession(a, body(held));
    expect(created.statusCode).toBe(201);

    // To team B, team A's id answers exactly as an id nobody uses: nothing tells it is taken.
    const unused = randomUUID();
    const withHeld = await createSession(b, body(held), theirCar.id);
    const withUnused = await createSession(b, body(unused), theirCar.id);
    expect(withHeld.statusCode, withHeld.body).toBe(201);
    expect(withUnused.statusCode).toBe(201);
    const withoutId = (res: typeof withHeld) => ({ ...res.json<EventSession>(), id: undefined });
    expect(withoutId(withHeld)).toEqual(withoutId(withUnused));
    expect(withHeld.json<EventSession>().id).toBe(held);

    // Each team's own id is refused the same way, and each team's session stays its own.
    for (const [user, eventCarId] of [
      [a, car.id],
      [b, theirCar.id],
    ] as const) {
      const again = await createSession(user, body(held), eventCarId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: { code: 'conflict', message: sessionMessages.idTaken } });
    }
    expect((await post(b, `/api/event-sessions/${held}/pre-inspection`, ready)).statusCode).toBe(201);
    expect((await post(b, `/api/event-sessions/${held}/start`)).statusCode).toBe(200);
    expect((await post(a, `/api/event-sessions/${held}/pre-inspection`, ready)).statusCode).toBe(201);
    const ours = (await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/sessions` })).json<
      EventSession[]
    >();
    expect(ours.find((s) => s.id === held)).toMatchObject({ eventCarId: car.id, status: 'scheduled' });
    const theirs = (await t.request(b, { method: 'GET', url: `/api/event-cars/${theirCar.id}/sessions` })).json<
      EventSession[]
    >();
    expect(theirs.find((s) => s.id === held)).toMatchObject({ eventCarId: theirCar.id, status: 'in_progress' });

    expect((await createSession(a, { ...body(held), id: 'not-a-uuid' })).json()).toMatchObject({
      error: { fields: { id: 'A new session id must be a UUID' } },
    });
  });
});
