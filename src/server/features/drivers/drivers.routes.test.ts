import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { CarOption } from '@shared/cars/cars.contract';
import type { Driver, DriverOption } from '@shared/drivers/drivers.contract';
import type { EventEntries } from '@shared/events/events.contract';
import type { AppDeps } from '../../app-deps';
import { demoRecordsOf } from '../../seed/demo-records';
import { contextForUser } from '../../auth/request-context';
import { cars } from '../../db/schema';
import { fetchOptions, itAnswersLikeAPicker, seedPickerRecords } from '../../test/picker-options';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { seedDrivers } from './drivers.demo-seed';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

async function addDriver(user: TestUser, payload: Record<string, unknown>): Promise<Driver> {
  const res = await t.request(user, { method: 'POST', url: '/api/drivers', payload });
  expect(res.statusCode).toBe(201);
  return res.json<Driver>();
}

describe('drivers', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/drivers' },
      { method: 'GET', url: '/api/drivers/options' },
      { method: 'GET', url: `/api/drivers/${missingId}` },
      { method: 'POST', url: '/api/drivers', payload: { name: 'X' } },
      { method: 'PUT', url: `/api/drivers/${missingId}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `/api/drivers/${missingId}` },
    ] as const;
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it('creates a driver, trimming text and saving blanks as null', async () => {
    const driver = await addDriver(a, {
      name: '  Lewis Hamilton ',
      email: ' lewis@example.com ',
      phone: '',
      licenseNumber: 'FIA-44',
    });
    expect(driver).toMatchObject({
      name: 'Lewis Hamilton',
      email: 'lewis@example.com',
      phone: null,
      licenseNumber: 'FIA-44',
      userId: null,
    });
    const read = await t.request(a, { method: 'GET', url: `/api/drivers/${driver.id}` });
    expect(read.json()).toEqual(driver);
  });

  it('lists the team drivers sorted by name', async () => {
    const u = await t.signUp();
    await addDriver(u, { name: 'Max' });
    await addDriver(u, { name: 'Charles' });
    await addDriver(u, { name: 'Oscar' });
    const res = await t.request(u, { method: 'GET', url: '/api/drivers' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Driver[]>().map((d) => d.name)).toEqual(['Charles', 'Max', 'Oscar']);
  });

  it('refuses a bad body with the field message', async () => {
    const noName = await t.request(a, { method: 'POST', url: '/api/drivers', payload: { name: '   ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      error: { code: 'validation_failed', message: 'Name is required', fields: { name: 'Name is required' } },
    });
    const badEmail = await t.request(a, { method: 'POST', url: '/api/drivers', payload: { name: 'A', email: 'nope' } });
    expect(badEmail.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      email: 'Invalid email format',
    });
    const badPhone = await t.request(a, {
      method: 'POST',
      url: '/api/drivers',
      payload: { name: 'A', phone: '555#1' },
    });
    expect(badPhone.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      phone: 'Invalid phone format',
    });
  });

  it('updates a driver and refuses a bad update', async () => {
    const driver = await addDriver(a, { name: 'Nico' });
    const res = await t.request(a, {
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { name: 'Nico Rosberg', email: 'nico@example.com', phone: '+49 (0) 123-456', licenseNumber: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: driver.id,
      name: 'Nico Rosberg',
      phone: '+49 (0) 123-456',
      licenseNumber: null,
    });
    const bad = await t.request(a, { method: 'PUT', url: `/api/drivers/${driver.id}`, payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Name is required');
  });

  it('deletes a driver; reading it afterwards answers Driver not found.', async () => {
    const driver = await addDriver(a, { name: 'Temporary' });
    expect((await t.request(a, { method: 'DELETE', url: `/api/drivers/${driver.id}` })).statusCode).toBe(204);
    const gone = await t.request(a, { method: 'GET', url: `/api/drivers/${driver.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Driver not found.' } });
    expect((await t.request(a, { method: 'DELETE', url: `/api/drivers/${driver.id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another team's driver, a missing id and a malformed id, and changes nothing", async () => {
    const theirs = await addDriver(b, { name: 'Their Driver' });
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      expect((await t.request(a, { method: 'GET', url: `/api/drivers/${id}` })).statusCode).toBe(404);
      expect(
        (await t.request(a, { method: 'PUT', url: `/api/drivers/${id}`, payload: { name: 'Hijack' } })).statusCode,
      ).toBe(404);
      expect((await t.request(a, { method: 'DELETE', url: `/api/drivers/${id}` })).statusCode).toBe(404);
    }
    const still = await t.request(b, { method: 'GET', url: `/api/drivers/${theirs.id}` });
    expect(still.json<Driver>().name).toBe('Their Driver');
    const list = await t.request(a, { method: 'GET', url: '/api/drivers' });
    expect(list.json<Driver[]>().some((d) => d.id === theirs.id)).toBe(false);
  });

  it('lists the driver created at onboarding', async () => {
    const u = await t.signUp();
    const onboard = await t.request(u, {
      method: 'POST',
      url: '/api/onboarding',
      payload: { userType: 'racer', firstName: 'Mika', lastName: 'Hakkinen' },
    });
    expect(onboard.statusCode).toBe(204);
    const list = await t.request(u, { method: 'GET', url: '/api/drivers' });
    expect(list.json<Driver[]>()).toEqual([
      expect.objectContaining({ name: 'Mika Hakkinen', email: u.email, userId: u.userId }),
    ]);
  });
});

describe('drivers: demo seed', () => {
  it('adds drivers with contact details', async () => {
    const u = await t.signUp();
    const ctx = await contextForUser(t.db, { id: u.userId, email: u.email, name: 'demo' });
    await seedDrivers({ db: t.db } as AppDeps, ctx, demoRecordsOf(ctx));
    const list = (await t.request(u, { method: 'GET', url: '/api/drivers' })).json<Driver[]>();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((d) => d.name)).toEqual([...list.map((d) => d.name)].sort((x, y) => x.localeCompare(y)));
    expect(list.filter((d) => d.licenseNumber).length).toBeGreaterThanOrEqual(3);
  });
});

describe("drivers: a driver's cars and events", () => {
  it('answers 401 without a session and 404 for a missing or another team’s driver', async () => {
    const theirs = await addDriver(b, { name: 'Their Driver' });
    for (const part of ['cars', 'events']) {
      expect((await t.request(null, { method: 'GET', url: `/api/drivers/${missingId}/${part}` })).statusCode).toBe(401);
      const other = await t.request(a, { method: 'GET', url: `/api/drivers/${theirs.id}/${part}` });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: { code: 'not_found', message: 'Driver not found.' } });
      expect((await t.request(a, { method: 'GET', url: `/api/drivers/${missingId}/${part}` })).statusCode).toBe(404);
      expect((await t.request(a, { method: 'GET', url: `/api/drivers/nope/${part}` })).statusCode).toBe(404);
    }
  });

  it('lists the cars the driver is the default driver of, by name, without archived ones', async () => {
    const f = await insertRacingFixtures(t.db, a.teamId);
    const other = await addDriver(a, { name: 'Somebody Else' });
    await t.db
      .update(cars)
      .set({ defaultDriverId: f.driver.id })
      .where(inArray(cars.id, [f.ownCar.id, f.clientCar.id]));
    await t.db.update(cars).set({ defaultDriverId: other.id }).where(eq(cars.id, f.otherClientCar.id));
    const res = await t.request(a, { method: 'GET', url: `/api/drivers/${f.driver.id}/cars` });
    expect(res.statusCode).toBe(200);
    expect(res.json<CarOption[]>().map((c) => c.name)).toEqual(['Shop E46', 'Spec Miata #12']);
    await t.db.update(cars).set({ archivedAt: new Date() }).where(eq(cars.id, f.ownCar.id));
    const after = await t.request(a, { method: 'GET', url: `/api/drivers/${f.driver.id}/cars` });
    expect(after.json<CarOption[]>().map((c) => c.name)).toEqual(['Spec Miata #12']);
  });

  it('lists the events the driver is registered for or drove a session at, newest first, with the cars', async () => {
    const spring = await insertRacingFixtures(t.db, a.teamId, { date: '2026-05-10' });
    const summer = await insertRacingFixtures(t.db, a.teamId, { date: '2026-08-01' });
    const driverId = spring.driver.id;
    const registered = await t.request(a, {
      method: 'POST',
      url: `/api/events/${spring.event.id}/cars`,
      payload: { clientId: spring.client.id, carId: spring.clientCar.id, carNumber: '12', driverId },
    });
    expect(registered.statusCode).toBe(201);
    // At the summer event someone else is down to drive, but the driver took a session.
    const summerCar = await t.request(a, {
      method: 'POST',
      url: `/api/events/${summer.event.id}/cars`,
      payload: { mode: 'individual', carId: summer.ownCar.id, driverId: summer.driver.id },
    });
    const session = await t.request(a, {
      method: 'POST',
      url: `/api/event-cars/${summerCar.json<{ id: string }>().id}/sessions`,
      payload: { name: 'Practice', startTime: '2026-08-01T09:00:00Z', driverId },
    });
    expect(session.statusCode).toBe(201);
    // A registration without the driver does not count.
    await t.request(a, {
      method: 'POST',
      url: `/api/events/${spring.event.id}/cars`,
      payload: { clientId: spring.otherClient.id, carId: spring.otherClientCar.id },
    });

    const res = await t.request(a, { method: 'GET', url: `/api/drivers/${driverId}/events` });
    expect(res.statusCode).toBe(200);
    expect(res.json<EventEntries>()).toEqual({
      total: 2,
      events: [
        {
          id: summer.event.id,
          title: 'Spring Sprint',
          date: '2026-08-01',
          type: 'Race',
          trackName: 'Laguna Seca',
          cars: [{ id: summer.ownCar.id, name: 'Shop E46', carNumber: null }],
        },
        {
          id: spring.event.id,
          title: 'Spring Sprint',
          date: '2026-05-10',
          type: 'Race',
          trackName: 'Laguna Seca',
          cars: [{ id: spring.clientCar.id, name: 'Spec Miata #12', carNumber: '12' }],
        },
      ],
    });
    const none = await addDriver(a, { name: 'New Driver' });
    expect((await t.request(a, { method: 'GET', url: `/api/drivers/${none.id}/events` })).json()).toEqual({
      events: [],
      total: 0,
    });
  });
});

describe('drivers: picker options', () => {
  /** Four active drivers (answered by name) and an archived one. */
  const seedPickerDrivers = (user: TestUser) =>
    seedPickerRecords(t, user, '/api/drivers', async (name) => addDriver(user, { name }), {
      labels: ['Oscar Piastri', 'Charles Leclerc', 'Max Verstappen', 'Lando 50%'],
      archivedLabel: 'Archived Ace',
    });

  itAnswersLikeAPicker<DriverOption>({
    app: () => t,
    url: '/api/drivers/options',
    noun: 'driver',
    seed: seedPickerDrivers,
    label: (d) => d.name,
  });

  it('searches the name case-insensitively, % taken literally, archived drivers never offered', async () => {
    const user = await t.signUp();
    const seeded = await seedPickerDrivers(user);
    const names = async (qs: string) =>
      (await fetchOptions<DriverOption>(t, user, `/api/drivers/options${qs}`)).map((d) => d.name);
    expect(await names('?search=LEC')).toEqual(['Charles Leclerc']);
    expect(await names('?search=a')).toEqual(['Charles Leclerc', 'Lando 50%', 'Max Verstappen', 'Oscar Piastri']);
    expect(await names('?search=50%25')).toEqual(['Lando 50%']);
    expect(await names('?search=ace')).toEqual([]);
    const [archived] = (await t.request(user, { method: 'GET', url: '/api/drivers?archived=true' })).json<Driver[]>();
    expect(await names(`?ids=${archived?.id ?? ''}`)).toEqual(seeded.map((d) => d.label));
  });
});
