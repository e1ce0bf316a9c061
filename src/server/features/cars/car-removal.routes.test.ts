import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarDetail, CarList, CarOption } from '@shared/cars/cars.contract';
import type { Removal } from '@shared/lib/removal.contract';
import type { Repair } from '@shared/repairs/repairs.contract';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { databaseErrorOf } from '../../db/references';
import { cars, races, repairs, serviceLifeItems } from '../../db/schema';
import { itGuardsRemovalRoutes } from '../../test/removal-routes';
import { okRequests, paidUser, type ErrorJson } from '../../test/test-users';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await paidUser(t);
  other = await t.signUp();
});
afterAll(() => t.close());

const { post } = okRequests(() => t);

const addCar = (user: TestUser, name: string) => post<Car>(user, '/api/cars', { name });
const addTrack = (user: TestUser, name = 'Laguna Seca') =>
  post<{ id: string }>(user, '/api/tracks', { name, location: 'Monterey, CA' });
const removalOf = async (user: TestUser, id: string) =>
  (await t.request(user, { method: 'GET', url: `/api/cars/${id}/removal` })).json<Removal>();

async function dashboardCars(user: TestUser): Promise<number> {
  const res = await t.request(user, { method: 'GET', url: '/api/dashboard?today=2026-06-01' });
  expect(res.statusCode, res.body).toBe(200);
  const dashboard = res.json<{ counts: { cars: number }; cars: { name: string }[] }>();
  // The panel of newest cars shows as many of them as the count says (up to its three).
  expect(dashboard.cars).toHaveLength(Math.min(dashboard.counts.cars, 3));
  return dashboard.counts.cars;
}

async function listTotal(user: TestUser, archived = false): Promise<number> {
  const res = await t.request(user, { method: 'GET', url: `/api/cars${archived ? '?archived=true' : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CarList>().total;
}

describe('cars: removal routes', () => {
  itGuardsRemovalRoutes({
    collection: 'cars',
    record: 'car',
    users: () => ({ t, u, other }),
    addTheirs: () => addCar(other, 'Their Car'),
    expectTheirsUnchanged: async (id) => {
      const still = await t.request(other, { method: 'GET', url: `/api/cars/${id}` });
      expect(still.json<CarDetail>().archivedAt).toBeNull();
    },
  });
});

describe('cars: a car without history is deleted', () => {
  it('says what goes with it, and deleting takes its service items and setup notes along', async () => {
    const car = await addCar(u, 'Shakedown Car');
    const track = await addTrack(u, 'Buttonwillow');
    await post(u, `/api/cars/${car.id}/service-items`, { name: 'Engine oil', hourInterval: 10, lastServiceHours: 0 });
    await post(u, `/api/cars/${car.id}/service-items`, { name: 'Brake fluid', hourInterval: 20, lastServiceHours: 0 });
    const setup = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}/track-setups`,
      payload: { trackId: track.id, notes: 'Soft rear bar' },
    });
    expect(setup.statusCode, setup.body).toBeLessThan(300);

    expect(await removalOf(u, car.id)).toEqual({
      archivedAt: null,
      action: 'delete',
      history: [],
      goesWith: [
        { kind: 'serviceItems', count: 2, label: '2 service items' },
        { kind: 'setupNotes', count: 1, label: '1 track setup note' },
      ],
    });

    expect((await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    expect(await t.db.select().from(serviceLifeItems).where(eq(serviceLifeItems.carId, car.id))).toEqual([]);
  });
});

describe('cars: a car with history is archived, never deleted', () => {
  it('refuses the delete with 409 naming the history, and keeps the car and its repair', async () => {
    const car = await addCar(u, 'Race Car');
    const repair = await post<Repair>(u, '/api/repairs', { title: 'New clutch', carId: car.id });

    expect(await removalOf(u, car.id)).toEqual({
      archivedAt: null,
      action: 'archive',
      history: [{ kind: 'repairs', count: 1, label: '1 repair' }],
      goesWith: [],
    });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>()).toEqual({
      error: {
        code: 'conflict',
        message: 'This car has history (1 repair), so it cannot be deleted. Archive it instead.',
      },
    });
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(200);
    expect((await t.request(u, { method: 'GET', url: `/api/repairs/${repair.id}` })).statusCode).toBe(200);
  });

  it('no longer deletes race results: the delete is refused and the results stay, even in plain SQL', async () => {
    const client = await post<{ id: string }>(u, '/api/clients', {
      name: 'Podium Client',
      email: 'podium@example.com',
    });
    const car = await post<Car>(u, '/api/cars', { name: 'Podium Car', clientId: client.id });
    const track = await addTrack(u, 'Road America');
    const event = await post<{ id: string }>(u, '/api/events', {
      title: 'June Sprints',
      date: '2026-06-12',
      type: 'Race',
      trackId: track.id,
    });
    const registration = await post<{ id: string }>(u, `/api/events/${event.id}/cars`, {
      clientId: client.id,
      carId: car.id,
    });
    await post(u, `/api/events/${event.id}/results`, {
      eventCarId: registration.id,
      finishPosition: 1,
      totalParticipants: 20,
    });

    const removal = await removalOf(u, car.id);
    expect(removal.action).toBe('archive');
    expect(removal.history.map((item) => item.label)).toEqual(['1 event registration', '1 race result']);
    const refused = await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(
      'This car has history (1 event registration and 1 race result), so it cannot be deleted. Archive it instead.',
    );

    // The database itself refuses to take the results along.
    const direct = await t.db
      .delete(cars)
      .where(eq(cars.id, car.id))
      .then(
        () => undefined,
        (err: unknown) => databaseErrorOf(err),
      );
    expect(direct?.code).toBe('23503');
    const results = await t.db.select().from(races).where(eq(races.carId, car.id));
    expect(results).toHaveLength(1);
  });

  it('archives: gone from the list, options and dashboard, kept on its page and in its history; restores', async () => {
    const user = await paidUser(t);
    const car = await addCar(user, 'Old Miata');
    await addCar(user, 'New Miata');
    const repair = await post<Repair>(user, '/api/repairs', { title: 'Rebuild gearbox', carId: car.id });
    expect(await dashboardCars(user)).toBe(2);
    expect(await listTotal(user)).toBe(2);

    const archived = await post<Car>(user, `/api/cars/${car.id}/archive`);
    expect(archived.archivedAt).not.toBeNull();
    // Archiving again changes nothing.
    expect((await post<Car>(user, `/api/cars/${car.id}/archive`)).archivedAt).toBe(archived.archivedAt);

    const list = (await t.request(user, { method: 'GET', url: '/api/cars' })).json<CarList>();
    expect(list.items.map((c) => c.name)).toEqual(['New Miata']);
    expect(list.total).toBe(1);
    expect(list.summary.totalVehicles).toBe(1);
    const archivedList = (await t.request(user, { method: 'GET', url: '/api/cars?archived=true' })).json<CarList>();
    expect(archivedList.items.map((c) => c.name)).toEqual(['Old Miata']);
    expect(archivedList.total).toBe(1);
    const options = (await t.request(user, { method: 'GET', url: '/api/cars/options' })).json<CarOption[]>();
    expect(options.map((o) => o.name)).toEqual(['New Miata']);
    // The dashboard counts what the list shows.
    expect(await dashboardCars(user)).toBe(1);

    const detail = await t.request(user, { method: 'GET', url: `/api/cars/${car.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CarDetail>()).toMatchObject({ archivedAt: archived.archivedAt, totalRepairs: 1 });
    const kept = (await t.request(user, { method: 'GET', url: `/api/repairs/${repair.id}` })).json<Repair>();
    expect(kept.carLabel).toContain('Old Miata');
    expect((await removalOf(user, car.id)).archivedAt).toBe(archived.archivedAt);

    const restored = await post<Car>(user, `/api/cars/${car.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await listTotal(user)).toBe(2);
    expect(await listTotal(user, true)).toBe(0);
    expect(await dashboardCars(user)).toBe(2);
  });

  it('refuses new records that choose an archived car, naming the field; existing ones still change', async () => {
    const user = await paidUser(t);
    const client = await post<{ id: string }>(user, '/api/clients', { name: 'Dana Cruz', email: 'dana@example.com' });
    const car = await post<Car>(user, '/api/cars', { name: 'Retired Car', clientId: client.id });
    const repair = await post<Repair>(user, '/api/repairs', { title: 'Fuel pump', carId: car.id });
    const track = await addTrack(user, 'Sebring');
    const event = await post<{ id: string }>(user, '/api/events', {
      title: 'Twelve Hours',
      date: '2026-03-20',
      type: 'Race',
      trackId: track.id,
    });
    await post(user, `/api/cars/${car.id}/archive`);

    const archivedCar = { error: { code: 'validation_failed', message: 'This car is archived' } };
    const attempts = [
      { url: '/api/repairs', payload: { title: 'Another repair', carId: car.id } },
      {
        url: '/api/damage-reports',
        payload: { title: 'Dent', carId: car.id, severity: 'minor', discoveredDate: '2026-02-01' },
      },
      {
        url: '/api/events',
        payload: { title: 'Test day', date: '2026-04-01', type: 'Testing', trackId: track.id, carId: car.id },
      },
      { url: `/api/events/${event.id}/cars`, payload: { clientId: client.id, carId: car.id } },
      { url: `/api/clients/${client.id}/cars`, payload: { carId: car.id } },
    ];
    for (const { url, payload } of attempts) {
      const res = await t.request(user, { method: 'POST', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<ErrorJson>().error, url).toMatchObject({
        ...archivedCar.error,
        fields: { carId: 'This car is archived' },
      });
    }
    const defaultCar = await t.request(user, {
      method: 'PATCH',
      url: '/api/preferences',
      payload: { defaultCarId: car.id },
    });
    expect(defaultCar.statusCode).toBe(400);
    expect(defaultCar.json<ErrorJson>().error.fields).toEqual({ defaultCarId: 'This car is archived' });
    expect(await t.db.select().from(repairs).where(eq(repairs.carId, car.id))).toHaveLength(1);

    // The repair it already had still changes (its car is not being chosen again).
    const edited = await t.request(user, {
      method: 'PUT',
      url: `/api/repairs/${repair.id}`,
      payload: { title: 'Fuel pump and filter', carId: car.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('cars: archive and the free plan', () => {
  it('does not count an archived car, and restoring checks the limit again', async () => {
    const free = await t.signUp();
    const first = await addCar(free, 'First Car');
    await post(free, '/api/repairs', { title: 'Seat', carId: first.id });
    expect((await t.request(free, { method: 'POST', url: '/api/cars', payload: { name: 'Second' } })).statusCode).toBe(
      403,
    );
    await post(free, `/api/cars/${first.id}/archive`);
    const second = await addCar(free, 'Second Car');
    expect(second.name).toBe('Second Car');

    const restore = await t.request(free, { method: 'POST', url: `/api/cars/${first.id}/restore`, payload: {} });
    expect(restore.statusCode).toBe(403);
    expect(restore.json<ErrorJson>().error.message).toBe(planLimitMessages.cars);
    const still = (await t.request(free, { method: 'GET', url: `/api/cars/${first.id}` })).json<CarDetail>();
    expect(still.archivedAt).not.toBeNull();
  });
});
