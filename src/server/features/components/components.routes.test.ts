import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundStored } from '@shared/lib/input-bounds';
import type { Car } from '@shared/cars/cars.contract';
import type {
  Component,
  ComponentAccrualsPage,
  ComponentInstallation,
  ComponentsPage,
} from '@shared/components/components.contract';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { and, eq, inArray } from 'drizzle-orm';
import { components, eventSessions, meterReadings } from '../../db/schema';
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

const now = () => new Date().toISOString();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function addCar(user: TestUser, body: Record<string, unknown>): Promise<Car> {
  const res = await t.request(user, { method: 'POST', url: '/api/cars', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Car>();
}

async function addComponent(user: TestUser, body: Record<string, unknown> = {}): Promise<Component> {
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/components',
    payload: { name: 'Engine #1', kind: 'engine', serialNumber: 'SN-1', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Component>();
}

const post = (user: TestUser, url: string, payload: Record<string, unknown>, key?: string) =>
  t.request(user, { method: 'POST', url, payload, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

async function component(user: TestUser, id: string): Promise<Component> {
  const res = await t.request(user, { method: 'GET', url: `/api/components/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Component>();
}

async function carHours(carId: string): Promise<number> {
  const res = await t.request(a, { method: 'GET', url: `/api/cars/${carId}` });
  return res.json<Car>().hours;
}

/** A started session of the car at the fixtures' event. */
async function startedSession(carId: string, name = 'Practice'): Promise<EventSession> {
  let eventCar = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` }))
    .json<EventCar[]>()
    .find((c) => c.carId === carId);
  if (!eventCar) {
    const res = await post(a, `/api/events/${fa.event.id}/cars`, { mode: 'individual', carId, driverId: fa.driver.id });
    expect(res.statusCode, res.body).toBe(201);
    eventCar = res.json<EventCar>();
  }
  const created = await post(a, `/api/event-cars/${eventCar.id}/sessions`, { name, startTime: minutesAgo(30) });
  expect(created.statusCode, created.body).toBe(201);
  const session = created.json<EventSession>();
  expect((await post(a, `/api/event-sessions/${session.id}/start`, {})).statusCode).toBe(200);
  return session;
}

describe('components', () => {
  it('answers 401 signed out on every route', async () => {
    const routes = [
      { method: 'GET', url: '/api/components' },
      { method: 'POST', url: '/api/components', payload: { name: 'x', kind: 'engine' } },
      { method: 'GET', url: `/api/components/${missingId}` },
      { method: 'PUT', url: `/api/components/${missingId}`, payload: { name: 'x', kind: 'engine' } },
      { method: 'POST', url: `/api/components/${missingId}/archive`, payload: {} },
      { method: 'POST', url: `/api/components/${missingId}/restore`, payload: {} },
      { method: 'POST', url: `/api/components/${missingId}/install`, payload: { carId: missingId, date: now() } },
      { method: 'POST', url: `/api/components/${missingId}/remove`, payload: { date: now() } },
      { method: 'POST', url: `/api/components/${missingId}/move`, payload: { toCarId: missingId, date: now() } },
      { method: 'GET', url: `/api/components/${missingId}/installations` },
      { method: 'GET', url: `/api/components/${missingId}/accruals` },
      { method: 'GET', url: `/api/cars/${missingId}/components` },
    ] as const;
    for (const route of routes) expect((await t.request(null, route)).statusCode, route.url).toBe(401);
  });

  it('adds, lists, searches, changes, archives and restores a component', async () => {
    const made = await addComponent(a, {
      name: 'Hewland gearbox',
      kind: 'gearbox',
      serialNumber: 'HW-77',
      hours: 12.5,
    });
    expect(made).toMatchObject({
      name: 'Hewland gearbox',
      kind: 'gearbox',
      hours: 12.5,
      distance: 0,
      installedOn: null,
    });
    const list = (await t.request(a, { method: 'GET', url: '/api/components?search=HW-7' })).json<ComponentsPage>();
    expect(list.items.map((c) => c.id)).toEqual([made.id]);
    const changed = await t.request(a, {
      method: 'PUT',
      url: `/api/components/${made.id}`,
      payload: {
        name: 'Hewland FTR',
        kind: 'gearbox',
        serialNumber: 'HW-77',
        notes: 'Dog ring',
        hours: 13,
        distance: 40,
      },
    });
    expect(changed.json()).toMatchObject({ name: 'Hewland FTR', notes: 'Dog ring', hours: 13, distance: 40 });
    expect((await post(a, `/api/components/${made.id}/archive`, {})).json<Component>().archivedAt).not.toBeNull();
    const active = (await t.request(a, { method: 'GET', url: '/api/components' })).json<ComponentsPage>();
    expect(active.items.some((c) => c.id === made.id)).toBe(false);
    const archived = (
      await t.request(a, { method: 'GET', url: '/api/components?archived=true' })
    ).json<ComponentsPage>();
    expect(archived.items.map((c) => c.id)).toContain(made.id);
    expect((await post(a, `/api/components/${made.id}/restore`, {})).json()).toMatchObject({ archivedAt: null });
  });

  it("keeps the list's totals by kind, active and archived, through creates, changes, archives and deletes", async () => {
    const c = await t.signUp();
    const filters = ['', 'kind=engine', 'kind=gearbox', 'archived=true', 'archived=true&kind=engine', 'search=Spare'];
    /** Each filter's total as the list answers it and as the team's components count it. */
    const totals = async () => {
      const answered: Record<string, number> = {};
      const counted: Record<string, number> = {};
      for (const filter of filters) {
        const res = await t.request(c, { method: 'GET', url: `/api/components?${filter}` });
        expect(res.statusCode, res.body).toBe(200);
        answered[filter] = res.json<ComponentsPage>().total;
        const params = new URLSearchParams(filter);
        const rows = await t.db
          .select({ kind: components.kind, name: components.name, archivedAt: components.archivedAt })
          .from(components)
          .where(eq(components.teamId, c.teamId));
        counted[filter] = rows.filter(
          (row) =>
            (row.archivedAt !== null) === (params.get('archived') === 'true') &&
            (!params.get('kind') || row.kind === params.get('kind')) &&
            (!params.get('search') || row.name.includes(params.get('search') ?? '')),
        ).length;
      }
      expect(answered).toEqual(counted);
      return answered;
    };
    expect(await totals()).toMatchObject({ '': 0, 'kind=engine': 0, 'archived=true': 0 });

    const engine = await addComponent(c, { name: 'Engine A', kind: 'engine' });
    await addComponent(c, { name: 'Engine B', kind: 'engine' });
    const gearbox = await addComponent(c, { name: 'Spare gearbox', kind: 'gearbox' });
    expect(await totals()).toMatchObject({ '': 3, 'kind=engine': 2, 'kind=gearbox': 1, 'search=Spare': 1 });

    expect((await post(c, `/api/components/${engine.id}/archive`, {})).statusCode).toBe(200);
    // Archiving twice changes nothing.
    expect((await post(c, `/api/components/${engine.id}/archive`, {})).statusCode).toBe(200);
    expect(await totals()).toMatchObject({
      '': 2,
      'kind=engine': 1,
      'archived=true': 1,
      'archived=true&kind=engine': 1,
    });

    const changed = await t.request(c, {
      method: 'PUT',
      url: `/api/components/${gearbox.id}`,
      payload: { name: 'Spare engine', kind: 'engine', hours: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await totals()).toMatchObject({ '': 2, 'kind=engine': 2, 'kind=gearbox': 0 });

    expect((await post(c, `/api/components/${engine.id}/restore`, {})).statusCode).toBe(200);
    expect(await totals()).toMatchObject({ '': 3, 'kind=engine': 3, 'archived=true': 0 });

    // Several rows in one statement, as the bench's loads and a team's deletion write them.
    await t.db.insert(components).values([
      { teamId: c.teamId, name: 'Spare seat 1', kind: 'seat' },
      { teamId: c.teamId, name: 'Spare seat 2', kind: 'seat', archivedAt: new Date() },
    ]);
    expect(await totals()).toMatchObject({ '': 4, 'archived=true': 1, 'search=Spare': 2 });
    await t.db
      .delete(components)
      .where(and(eq(components.teamId, c.teamId), inArray(components.id, [engine.id, gearbox.id])));
    expect(await totals()).toMatchObject({ '': 2, 'kind=engine': 1, 'search=Spare': 1 });
    await t.db.delete(components).where(eq(components.teamId, c.teamId));
    expect(await totals()).toMatchObject({ '': 0, 'archived=true': 0 });
  });

  it('refuses bad input with 400 on the field and changes nothing', async () => {
    const bad = await t.request(a, { method: 'POST', url: '/api/components', payload: { name: ' ', kind: 'turbo' } });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields.name).toBe('Name is required');
    expect(fields.kind).toMatch(/^Kind must be one of/);
    const engine = await addComponent(a, { name: 'Bad input engine' });
    const car = await addCar(a, { name: 'Bad input car', hours: 10 });
    const future = await post(a, `/api/components/${engine.id}/install`, {
      carId: car.id,
      date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { fields: { date: 'The date cannot be in the future' } } });
    const notADate = await post(a, `/api/components/${engine.id}/install`, { carId: car.id, date: 'yesterday' });
    expect(notADate.statusCode).toBe(400);
    const noCar = await post(a, `/api/components/${engine.id}/install`, { carId: missingId, date: now() });
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json()).toMatchObject({ error: { fields: { carId: 'Car not found' } } });
    const onShelf = await post(a, `/api/components/${engine.id}/remove`, { date: now() });
    expect(onShelf.statusCode).toBe(409);
    expect(await component(a, engine.id)).toMatchObject({ installedOn: null, hours: 0 });
    const installations = await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/installations` });
    expect(installations.json()).toEqual([]);
  });

  it("answers 404 for another team's component and refuses another team's car", async () => {
    const engine = await addComponent(a, { name: 'Team A engine' });
    const carB = await addCar(b, { name: 'Team B car' });
    for (const route of [
      { method: 'GET', url: `/api/components/${engine.id}` },
      { method: 'PUT', url: `/api/components/${engine.id}`, payload: { name: 'x', kind: 'engine' } },
      { method: 'POST', url: `/api/components/${engine.id}/archive`, payload: {} },
      { method: 'POST', url: `/api/components/${engine.id}/install`, payload: { carId: carB.id, date: now() } },
      { method: 'POST', url: `/api/components/${engine.id}/remove`, payload: { date: now() } },
      { method: 'GET', url: `/api/components/${engine.id}/installations` },
      { method: 'GET', url: `/api/components/${engine.id}/accruals` },
    ] as const) {
      expect((await t.request(b, route)).statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const carA = await addCar(a, { name: 'Team A car' });
    expect((await t.request(b, { method: 'GET', url: `/api/cars/${carA.id}/components` })).statusCode).toBe(404);
    const crossCar = await post(a, `/api/components/${engine.id}/install`, { carId: carB.id, date: now() });
    expect(crossCar.statusCode).toBe(400);
    expect((await t.request(b, { method: 'GET', url: '/api/components' })).json<ComponentsPage>().total).toBe(0);
  });

  it('installs, accrues session time, moves, and only the new car accrues afterwards', async () => {
    const gt3 = await addCar(a, { name: 'GT3 Cup #7', hours: 142.6, miles: 3000 });
    const spare = await addCar(a, { name: 'GT3 Cup #8', hours: 50, miles: 1000 });
    const engine = await addComponent(a, { name: 'Engine 9A1', hours: 20 });

    const installed = await post(a, `/api/components/${engine.id}/install`, { carId: gt3.id, date: minutesAgo(60) });
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json<Component>().installedOn).toMatchObject({ carId: gt3.id, carName: 'GT3 Cup #7' });
    const again = await post(a, `/api/components/${engine.id}/install`, { carId: spare.id, date: now() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: 'This component is installed on GT3 Cup #7. Remove it or move it instead.' },
    });
    const onCar = (await t.request(a, { method: 'GET', url: `/api/cars/${gt3.id}/components` })).json<
      ComponentInstallation[]
    >();
    expect(onCar.map((i) => i.componentId)).toEqual([engine.id]);
    expect(onCar[0]).toMatchObject({ carHoursAtInstall: 142.6, hoursAtInstall: 20 });

    // A 30-minute session, completed offline and replayed: added once to the car and the engine.
    const first = await startedSession(gt3.id, 'Practice 1');
    const key = crypto.randomUUID();
    const completed = await post(a, `/api/event-sessions/${first.id}/complete`, { runningMinutes: 30 }, key);
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await post(a, `/api/event-sessions/${first.id}/complete`, { runningMinutes: 30 }, key)).statusCode).toBe(
      200,
    );
    expect(await carHours(gt3.id)).toBe(143.1);
    expect((await component(a, engine.id)).hours).toBe(20.5);

    // Corrected to 42 minutes: both follow.
    const corrected = await t.request(a, {
      method: 'PATCH',
      url: `/api/event-sessions/${first.id}/running-time`,
      payload: { runningMinutes: 42 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await carHours(gt3.id)).toBe(143.3);
    expect((await component(a, engine.id)).hours).toBe(20.7);

    // A reading typed higher adds to the engine too; a correction does not.
    expect((await post(a, `/api/cars/${gt3.id}/meter-readings`, { hours: 144.3, distance: 5000 })).statusCode).toBe(
      201,
    );
    expect((await component(a, engine.id)).hours).toBe(21.7);

    // Moved to the spare car: the old car's later sessions no longer accrue to it.
    const moved = await post(a, `/api/components/${engine.id}/move`, { toCarId: spare.id, date: now() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Component>().installedOn).toMatchObject({ carId: spare.id });
    const sameCar = await post(a, `/api/components/${engine.id}/move`, { toCarId: spare.id, date: now() });
    expect(sameCar.statusCode).toBe(400);
    expect((await t.request(a, { method: 'GET', url: `/api/cars/${gt3.id}/components` })).json()).toEqual([]);

    const onOld = await startedSession(gt3.id, 'Practice 2');
    expect((await post(a, `/api/event-sessions/${onOld.id}/complete`, { runningMinutes: 60 })).statusCode).toBe(200);
    expect((await component(a, engine.id)).hours).toBe(21.7);
    const onNew = await startedSession(spare.id, 'Practice 3');
    expect((await post(a, `/api/event-sessions/${onNew.id}/complete`, { runningMinutes: 18 })).statusCode).toBe(200);
    expect(await carHours(spare.id)).toBe(50.3);
    expect((await component(a, engine.id)).hours).toBe(22);

    const life = (await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/installations` })).json<
      ComponentInstallation[]
    >();
    expect(life).toHaveLength(2);
    expect(life[0]).toMatchObject({ carId: spare.id, removedAt: null, hoursAtInstall: 21.7 });
    expect(life[1]).toMatchObject({ carId: gt3.id, hoursAtRemoval: 21.7, carHoursAtRemoval: 144.3 });
    const accruals = (
      await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/accruals` })
    ).json<ComponentAccrualsPage>();
    expect(accruals.total).toBe(3);
    expect(accruals.items[0]).toMatchObject({ sessionName: 'Practice 3', carName: 'GT3 Cup #8', hours: 0.3 });

    // Archiving an installed component is refused; removed to the shelf it can be archived.
    expect((await post(a, `/api/components/${engine.id}/archive`, {})).statusCode).toBe(409);
    const early = await post(a, `/api/components/${engine.id}/remove`, { date: minutesAgo(24 * 60) });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ error: { fields: { date: string } } }>().error.fields.date).toMatch(
      /^The date cannot be before the component was installed/,
    );
    expect((await post(a, `/api/components/${engine.id}/remove`, { date: now() })).statusCode).toBe(200);
    const beforeRemoval = await post(a, `/api/components/${engine.id}/install`, {
      carId: gt3.id,
      date: minutesAgo(24 * 60),
    });
    expect(beforeRemoval.statusCode).toBe(400);
    expect((await post(a, `/api/components/${engine.id}/archive`, {})).statusCode).toBe(200);
  });

  it('a move dated in the past gives the time since then to the car it went to', async () => {
    const from = await addCar(a, { name: 'Past move from' });
    const to = await addCar(a, { name: 'Past move to' });
    const engine = await addComponent(a, { name: 'Past move engine', hours: 5 });
    expect(
      (await post(a, `/api/components/${engine.id}/install`, { carId: from.id, date: minutesAgo(120) })).statusCode,
    ).toBe(200);
    // Both cars run a session now; only the first car's lands on the engine, which it is fitted to.
    const onFrom = await startedSession(from.id, 'Past move A');
    expect((await post(a, `/api/event-sessions/${onFrom.id}/complete`, { runningMinutes: 30 })).statusCode).toBe(200);
    const onTo = await startedSession(to.id, 'Past move B');
    expect((await post(a, `/api/event-sessions/${onTo.id}/complete`, { runningMinutes: 12 })).statusCode).toBe(200);
    expect((await component(a, engine.id)).hours).toBe(5.5);

    // It was really moved an hour ago: the first car's session comes off, the second's goes on.
    const moved = await post(a, `/api/components/${engine.id}/move`, { toCarId: to.id, date: minutesAgo(60) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await component(a, engine.id)).hours).toBe(5.2);
    const stays = (await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/installations` })).json<
      ComponentInstallation[]
    >();
    expect(stays[1]).toMatchObject({ carId: from.id, hoursAtRemoval: 5 });
    expect(stays[0]).toMatchObject({ carId: to.id, hoursAtInstall: 5 });
    const accrued = (
      await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/accruals` })
    ).json<ComponentAccrualsPage>();
    expect(accrued.items.map((i) => i.sessionName)).toEqual(['Past move B']);

    // Removed to the shelf dated before that session: it comes off again.
    expect((await post(a, `/api/components/${engine.id}/remove`, { date: minutesAgo(30) })).statusCode).toBe(200);
    expect((await component(a, engine.id)).hours).toBe(5);
  });

  it("lists a component's accruals by their readings' time, and follows a reading that moves", async () => {
    const car = await addCar(a, { name: 'Backfilled car' });
    const engine = await addComponent(a, { name: 'Backfilled engine' });
    for (const name of ['Early run', 'Late run']) {
      const session = await startedSession(car.id, name);
      expect((await post(a, `/api/event-sessions/${session.id}/complete`, { runningMinutes: 10 })).statusCode).toBe(
        200,
      );
    }
    // Fitted two hours ago: both sessions' time is added to it now, after the fact.
    expect(
      (await post(a, `/api/components/${engine.id}/install`, { carId: car.id, date: minutesAgo(120) })).statusCode,
    ).toBe(200);
    const names = async () =>
      (await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/accruals` }))
        .json<ComponentAccrualsPage>()
        .items.map((i) => i.sessionName);
    expect(await names()).toEqual(['Late run', 'Early run']);
    // The early session's reading moved after the late one's: its accrual follows it.
    const [early] = await t.db
      .select({ id: meterReadings.id })
      .from(meterReadings)
      .innerJoin(eventSessions, eq(eventSessions.id, meterReadings.sessionId))
      .where(and(eq(meterReadings.teamId, a.teamId), eq(eventSessions.name, 'Early run')));
    await t.db
      .update(meterReadings)
      .set({ recordedAt: new Date(Date.now() + 7_200_000) })
      .where(eq(meterReadings.id, early!.id));
    expect(await names()).toEqual(['Early run', 'Late run']);
  });

  it('applies an install or a move sent again with its Idempotency-Key once', async () => {
    const car = await addCar(a, { name: 'Replay car' });
    const other = await addCar(a, { name: 'Replay car 2' });
    const engine = await addComponent(a, { name: 'Replayed engine' });
    const key = crypto.randomUUID();
    const body = { carId: car.id, date: now() };
    const first = await post(a, `/api/components/${engine.id}/install`, body, key);
    const again = await post(a, `/api/components/${engine.id}/install`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const moveKey = crypto.randomUUID();
    const move = { toCarId: other.id, date: now() };
    expect((await post(a, `/api/components/${engine.id}/move`, move, moveKey)).statusCode).toBe(200);
    expect((await post(a, `/api/components/${engine.id}/move`, move, moveKey)).statusCode).toBe(200);
    const stays = await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/installations` });
    expect(stays.json<ComponentInstallation[]>().map((i) => i.carId)).toEqual([other.id, car.id]);
  });

  it('takes the time off the component when the session goes with its registration', async () => {
    const car = await addCar(a, { name: 'Radical SR3', hours: 10 });
    const engine = await addComponent(a, { name: 'Radical engine' });
    expect((await post(a, `/api/components/${engine.id}/install`, { carId: car.id, date: now() })).statusCode).toBe(
      200,
    );
    const session = await startedSession(car.id, 'Qualifying');
    expect((await post(a, `/api/event-sessions/${session.id}/complete`, { runningMinutes: 24 })).statusCode).toBe(200);
    expect((await component(a, engine.id)).hours).toBe(0.4);
    const eventCar = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` }))
      .json<EventCar[]>()
      .find((c) => c.carId === car.id);
    const removed = await t.request(a, { method: 'DELETE', url: `/api/events/${fa.event.id}/cars/${eventCar?.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await component(a, engine.id)).hours).toBe(0);
    expect(await carHours(car.id)).toBe(10);
  });
});

/*
 * The server against the definition: whatever the order of sessions completed (offline, replayed),
 * corrected and removed, and of components installed, moved and removed, each component's hours
 * are the sum of the time of the sessions run on its car while it was installed.
 */
describe('accrual on the server (property)', () => {
  type Op =
    | { kind: 'complete'; car: number; minutes: number; replay: boolean }
    | { kind: 'correct'; session: number; minutes: number }
    | { kind: 'move'; component: number; car: number }
    | { kind: 'shelve'; component: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('complete' as const),
      car: fc.nat(1),
      minutes: fc.integer({ min: 1, max: 240 }),
      replay: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('correct' as const), session: fc.nat(5), minutes: fc.integer({ min: 0, max: 240 }) }),
    fc.record({ kind: fc.constant('move' as const), component: fc.nat(1), car: fc.nat(1) }),
    fc.record({ kind: fc.constant('shelve' as const), component: fc.nat(1) }),
  );

  it('gives each component the sum of the time it spent installed', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        run += 1;
        const cars = [await addCar(a, { name: `Prop ${run} A` }), await addCar(a, { name: `Prop ${run} B` })];
        const parts = [
          await addComponent(a, { name: `Prop ${run} engine` }),
          await addComponent(a, { name: `Prop ${run} gearbox` }),
        ];
        const where: (number | null)[] = [null, null];
        const sessions: { id: string; hours: number; components: number[] }[] = [];
        for (const o of ops) {
          if (o.kind === 'complete') {
            const session = await startedSession(cars[o.car]?.id ?? '', `Prop ${run}`);
            const key = crypto.randomUUID();
            const url = `/api/event-sessions/${session.id}/complete`;
            expect((await post(a, url, { runningMinutes: o.minutes }, key)).statusCode).toBe(200);
            if (o.replay) expect((await post(a, url, { runningMinutes: o.minutes }, key)).statusCode).toBe(200);
            const installed = where.flatMap((car, i) => (car === o.car ? [i] : []));
            sessions.push({ id: session.id, hours: roundStored(o.minutes / 60), components: installed });
          } else if (o.kind === 'correct') {
            const session = sessions[o.session];
            if (!session) continue;
            const res = await t.request(a, {
              method: 'PATCH',
              url: `/api/event-sessions/${session.id}/running-time`,
              payload: { runningMinutes: o.minutes },
            });
            expect(res.statusCode, res.body).toBe(200);
            session.hours = roundStored(o.minutes / 60);
          } else if (o.kind === 'move') {
            const part = parts[o.component]?.id ?? '';
            const from = where[o.component];
            if (from === o.car) continue;
            const res =
              from === null || from === undefined
                ? await post(a, `/api/components/${part}/install`, { carId: cars[o.car]?.id, date: now() })
                : await post(a, `/api/components/${part}/move`, { toCarId: cars[o.car]?.id, date: now() });
            expect(res.statusCode, res.body).toBe(200);
            where[o.component] = o.car;
          } else {
            if (where[o.component] === null) continue;
            const res = await post(a, `/api/components/${parts[o.component]?.id}/remove`, { date: now() });
            expect(res.statusCode, res.body).toBe(200);
            where[o.component] = null;
          }
        }
        for (const [i, part] of parts.entries()) {
          const expected = sessions.filter((s) => s.components.includes(i)).reduce((sum, s) => sum + s.hours, 0);
          expect((await component(a, part.id)).hours).toBeCloseTo(expected, 4);
        }
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe("a component's service items and rebuilds", () => {
  it('counts its items against its own hours, follows its sessions, and a rebuild resets them keeping the history', async () => {
    const car = await addCar(a, { name: 'Service car', hours: 300 });
    const engine = await addComponent(a, { name: 'Serviced engine', hours: 9.6 });
    const created = await post(a, `/api/components/${engine.id}/service-items`, {
      name: 'Valve check',
      category: 'maintenance',
      priority: 'high',
      hourInterval: 10,
      lastServiceHours: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{
      id: string;
      carId: string | null;
      componentId: string;
      status: { hoursRemaining: number };
    }>();
    expect(item).toMatchObject({ carId: null, componentId: engine.id });
    expect(item.status.hoursRemaining).toBeCloseTo(0.4, 6);

    // A 30-minute session on the car it is installed on makes it due; the car's own items do not see it.
    expect((await post(a, `/api/components/${engine.id}/install`, { carId: car.id, date: now() })).statusCode).toBe(
      200,
    );
    const session = await startedSession(car.id, 'Service run');
    expect((await post(a, `/api/event-sessions/${session.id}/complete`, { runningMinutes: 30 })).statusCode).toBe(200);
    const list = await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/service-items` });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ car: { hours: number }; items: { status: { isDue: boolean } }[] }>();
    expect(listed.car.hours).toBe(10.1);
    expect(listed.items[0]?.status.isDue).toBe(true);
    const carItems = await t.request(a, { method: 'GET', url: `/api/cars/${car.id}/service-items` });
    expect(carItems.json<{ items: unknown[] }>().items).toEqual([]);

    // Rebuilt: the item is serviced at 10.1 h, its history keeps it, the rebuild is in the life.
    const rebuilt = await post(a, `/api/components/${engine.id}/rebuild`, { note: 'Top end refreshed' });
    expect(rebuilt.statusCode, rebuilt.body).toBe(201);
    expect(rebuilt.json()).toMatchObject({ hours: 10.1, note: 'Top end refreshed', itemsReset: 1 });
    const detail = await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/service-items/${item.id}` });
    expect(detail.json()).toMatchObject({
      lastServiceHours: 10.1,
      totalResets: 1,
      status: { isDue: false },
      history: [expect.objectContaining({ hours: 10.1 })],
    });
    const rebuilds = await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/rebuilds` });
    expect(rebuilds.json()).toEqual([expect.objectContaining({ hours: 10.1, note: 'Top end refreshed' })]);

    // Changed and deleted like a car's item; another team finds none of it.
    const changed = await t.request(a, {
      method: 'PUT',
      url: `/api/components/${engine.id}/service-items/${item.id}`,
      payload: { name: 'Valve clearance', category: 'maintenance', priority: 'high', hourInterval: 12 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const route of [
      { method: 'GET', url: `/api/components/${engine.id}/service-items` },
      { method: 'GET', url: `/api/components/${engine.id}/service-items/${item.id}` },
      { method: 'POST', url: `/api/components/${engine.id}/service-items/${item.id}/reset`, payload: {} },
      { method: 'DELETE', url: `/api/components/${engine.id}/service-items/${item.id}` },
      { method: 'POST', url: `/api/components/${engine.id}/rebuild`, payload: {} },
      { method: 'GET', url: `/api/components/${engine.id}/rebuilds` },
    ] as const) {
      expect((await t.request(b, route)).statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    // An item of the engine is not found under a car, nor a car's under the engine.
    expect(
      (await t.request(a, { method: 'GET', url: `/api/cars/${car.id}/service-items/${item.id}` })).statusCode,
    ).toBe(404);
    const bad = await post(a, `/api/components/${engine.id}/service-items`, { name: '', hourInterval: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.request(a, { method: 'DELETE', url: `/api/components/${engine.id}/service-items/${item.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request(a, { method: 'GET', url: `/api/components/${engine.id}/service-items` })).json<{
        items: unknown[];
      }>().items,
    ).toEqual([]);
  });
});
