import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from './event-cars.test-fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;
let fb: RacingFixtures;
beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
  fb = await insertRacingFixtures(t.db, b.teamId);
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const url = (eventId: string, id?: string) => `/api/events/${eventId}/cars${id ? `/${id}` : ''}`;

async function register(user: TestUser, eventId: string, body: Record<string, unknown>) {
  return t.request(user, { method: 'POST', url: url(eventId), payload: body });
}

describe('event registrations', () => {
  it('answers 401 signed out on every route', async () => {
    const e = fa.event.id;
    expect((await t.request(null, { method: 'GET', url: url(e) })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'POST', url: url(e), payload: {} })).statusCode).toBe(401);
    expect(
      (await t.request(null, { method: 'PATCH', url: url(e, missingId), payload: { status: 'ready' } })).statusCode,
    ).toBe(401);
    expect((await t.request(null, { method: 'DELETE', url: url(e, missingId) })).statusCode).toBe(401);
  });

  it('registers a client car in team mode as registered, with names and the fee in cents', async () => {
    const res = await register(a, fa.event.id, {
      mode: 'team_admin',
      clientId: fa.client.id,
      carId: fa.clientCar.id,
      carNumber: '12',
      class: 'Spec Miata',
      driverId: fa.driver.id,
      registrationFeeCents: 25000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      carName: 'Spec Miata #12',
      clientName: 'Ayrton Costa',
      driverName: 'Lena Park',
      carNumber: '12',
      class: 'Spec Miata',
      status: 'registered',
      registrationFeeCents: 25000,
      preEventInspectionCompleted: false,
      postEventInspectionCompleted: false,
      workItems: [],
    });
    const list = await t.request(a, { method: 'GET', url: url(fa.event.id) });
    expect(list.json<EventCar[]>().map((c) => c.carName)).toEqual(['Spec Miata #12']);
  });

  it('refuses the same car twice in one event with 409', async () => {
    const again = await register(a, fa.event.id, { clientId: fa.client.id, carId: fa.clientCar.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This car is already registered for this event' } });
  });

  it('needs a car, with the spec message', async () => {
    const res = await register(a, fa.event.id, { mode: 'team_admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: 'Please select a car', fields: { carId: 'Please select a car' } },
    });
  });

  it("registers one of the team's own cars without a client in team mode", async () => {
    const f = await insertRacingFixtures(t.db, a.teamId);
    const res = await register(a, f.event.id, {
      mode: 'team_admin',
      clientId: null,
      carId: f.ownCar.id,
      carNumber: '46',
      registrationFeeCents: 12000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      carName: 'Shop E46',
      carNumber: '46',
      clientId: null,
      clientName: null,
      registrationFeeCents: 12000,
      status: 'registered',
    });
    // Beside a client's car at the same event.
    const client = await register(a, f.event.id, { clientId: f.client.id, carId: f.clientCar.id });
    expect(client.statusCode).toBe(201);
    const list = await t.request(a, { method: 'GET', url: url(f.event.id) });
    expect(list.json<EventCar[]>().map((c) => [c.carName, c.clientName])).toEqual([
      ['Shop E46', null],
      ['Spec Miata #12', 'Ayrton Costa'],
    ]);
  });

  it("asks for the client of a client's car sent without one in team mode, and registers nothing", async () => {
    const f = await insertRacingFixtures(t.db, a.teamId);
    const res = await register(a, f.event.id, { mode: 'team_admin', carId: f.clientCar.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please select a client',
        fields: { clientId: 'Please select a client' },
      },
    });
    expect((await t.request(a, { method: 'GET', url: url(f.event.id) })).json<EventCar[]>()).toEqual([]);
  });

  it("refuses a car with no client in team mode, and another client's car", async () => {
    const noClient = await register(a, fa.event.id, { clientId: fa.client.id, carId: fa.ownCar.id });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ error: { message: 'Selected car has no client assigned' } });
    const wrong = await register(a, fa.event.id, { clientId: fa.client.id, carId: fa.otherClientCar.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { fields: { carId: 'The selected car does not belong to this client' } },
    });
  });

  it("refuses an inactive client's car in either mode, on the field, and registers nothing", async () => {
    const f = await insertRacingFixtures(t.db, a.teamId);
    await t.db.update(clients).set({ status: 'inactive', isActive: false }).where(eq(clients.id, f.client.id));
    const message = 'This client is inactive, so their cars cannot be registered for events';
    const team = await register(a, f.event.id, { mode: 'team_admin', clientId: f.client.id, carId: f.clientCar.id });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toEqual({ error: { code: 'validation_failed', message, fields: { clientId: message } } });
    const own = await register(a, f.event.id, { mode: 'individual', carId: f.clientCar.id });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: { code: 'validation_failed', message, fields: { carId: message } } });
    expect((await t.request(a, { method: 'GET', url: url(f.event.id) })).json<EventCar[]>()).toEqual([]);
    // An active client's car at the same event still registers.
    const active = await register(a, f.event.id, { clientId: f.otherClient.id, carId: f.otherClientCar.id });
    expect(active.statusCode).toBe(201);
  });

  it('registers the user’s own car without a client in individual mode', async () => {
    const res = await register(a, fa.event.id, { mode: 'individual', carId: fa.ownCar.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      clientId: null,
      clientName: null,
      registrationFeeCents: 0,
      status: 'registered',
    });
  });

  it('refuses bad fees and unknown modes with 400', async () => {
    const fee = await register(a, fa.event.id, { mode: 'individual', carId: fa.ownCar.id, registrationFeeCents: -5 });
    expect(fee.json()).toMatchObject({ error: { fields: { registrationFeeCents: 'Fee must be 0 or more' } } });
    const mode = await register(a, fa.event.id, { mode: 'shop', carId: fa.ownCar.id });
    expect(mode.statusCode).toBe(400);
  });

  it("answers 404 for another team's or a missing event in the path", async () => {
    expect((await t.request(b, { method: 'GET', url: url(fa.event.id) })).statusCode).toBe(404);
    const foreignEvent = await register(b, fa.event.id, { mode: 'individual', carId: fb.ownCar.id });
    expect(foreignEvent.statusCode).toBe(404);
    expect(foreignEvent.json()).toEqual({ error: { code: 'not_found', message: 'Event not found' } });
    expect((await t.request(a, { method: 'GET', url: url(missingId) })).statusCode).toBe(404);
    expect((await t.request(a, { method: 'GET', url: url('nope') })).statusCode).toBe(404);
  });

  it("refuses another team's car, client or driver in the body with 400 on the field", async () => {
    const carNotFound = { code: 'validation_failed', message: 'Car not found', fields: { carId: 'Car not found' } };
    const ownMode = await register(a, fa.event.id, { mode: 'individual', carId: fb.ownCar.id });
    expect(ownMode.statusCode).toBe(400);
    expect(ownMode.json()).toEqual({ error: carNotFound });
    const teamMode = await register(a, fa.event.id, { clientId: fa.client.id, carId: fb.clientCar.id });
    expect(teamMode.statusCode).toBe(400);
    expect(teamMode.json()).toEqual({ error: carNotFound });
    const missingCar = await register(a, fa.event.id, { mode: 'individual', carId: missingId });
    expect(missingCar.json()).toEqual({ error: carNotFound });
    // Their client never owns one of our cars.
    const client = await register(a, fa.event.id, { clientId: fb.client.id, carId: fa.clientCar.id });
    expect(client.statusCode).toBe(400);
    expect(client.json()).toMatchObject({
      error: { fields: { carId: 'The selected car does not belong to this client' } },
    });
    const driver = await register(a, fa.event.id, {
      mode: 'individual',
      carId: fa.otherClientCar.id,
      driverId: fb.driver.id,
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json()).toEqual({
      error: { code: 'validation_failed', message: 'Driver not found', fields: { driverId: 'Driver not found' } },
    });
    // Nothing was registered by the refused requests.
    const list = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<EventCar[]>();
    expect(list.map((c) => c.carId)).not.toContain(fa.otherClientCar.id);
    expect(list.map((c) => c.carId)).not.toContain(fb.ownCar.id);
  });

  it('sets ready, competing, finished and dnf, and nothing else', async () => {
    const [car] = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<EventCar[]>();
    if (!car) throw new Error('no registration');
    for (const status of ['ready', 'competing', 'finished', 'dnf']) {
      const res = await t.request(a, { method: 'PATCH', url: url(fa.event.id, car.id), payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json<EventCar>().status).toBe(status);
    }
    for (const status of ['tech_inspected', 'registered', 'parked']) {
      const res = await t.request(a, { method: 'PATCH', url: url(fa.event.id, car.id), payload: { status } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { status: 'Choose ready, competing, finished or dnf' } } });
    }
    const other = await t.request(b, { method: 'PATCH', url: url(fa.event.id, car.id), payload: { status: 'ready' } });
    expect(other.statusCode).toBe(404);
    const wrongEvent = await t.request(b, {
      method: 'PATCH',
      url: url(fb.event.id, car.id),
      payload: { status: 'ready' },
    });
    expect(wrongEvent.statusCode).toBe(404);
  });

  it("removes a registration; another team's answers 404", async () => {
    const res = await register(a, fa.event.id, { clientId: fa.otherClient.id, carId: fa.otherClientCar.id });
    const created = res.json<EventCar>();
    expect((await t.request(b, { method: 'DELETE', url: url(fa.event.id, created.id) })).statusCode).toBe(404);
    expect((await t.request(a, { method: 'DELETE', url: url(fa.event.id, created.id) })).statusCode).toBe(204);
    expect((await t.request(a, { method: 'DELETE', url: url(fa.event.id, created.id) })).statusCode).toBe(404);
    const list = (await t.request(a, { method: 'GET', url: url(fa.event.id) })).json<EventCar[]>();
    expect(list.map((c) => c.id)).not.toContain(created.id);
  });
});
