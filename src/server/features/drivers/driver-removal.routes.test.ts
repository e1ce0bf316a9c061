import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarDetail } from '@shared/cars/cars.contract';
import type { Driver } from '@shared/drivers/drivers.contract';
import type { Removal } from '@shared/lib/removal.contract';
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
const addDriver = (user: TestUser, name: string) => post<Driver>(user, '/api/drivers', { name });
const driverNames = async (user: TestUser, query = '') =>
  (await t.request(user, { method: 'GET', url: `/api/drivers${query}` })).json<Driver[]>().map((d) => d.name);

describe('drivers: removal routes', () => {
  itGuardsRemovalRoutes({
    collection: 'drivers',
    record: 'driver',
    users: () => ({ t, u, other }),
    addTheirs: () => addDriver(other, 'Their Driver'),
    expectTheirsUnchanged: async () => expect(await driverNames(other)).toEqual(['Their Driver']),
  });

  it('refuses a bad archived filter with the field message, and the archived list needs a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/drivers?archived=true' })).statusCode).toBe(401);
    const res = await t.request(u, { method: 'GET', url: '/api/drivers?archived=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.fields).toEqual({ archived: 'archived is true or false' });
  });
});

describe('drivers: delete or archive', () => {
  it('deletes a driver nothing uses', async () => {
    const driver = await addDriver(u, 'Stand-in');
    const removal = await t.request(u, { method: 'GET', url: `/api/drivers/${driver.id}/removal` });
    expect(removal.json<Removal>()).toEqual({ archivedAt: null, action: 'delete', history: [], goesWith: [] });
    expect((await t.request(u, { method: 'DELETE', url: `/api/drivers/${driver.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/drivers/${driver.id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a driver a car uses (409); archiving keeps the car naming it; restores', async () => {
    const driver = await addDriver(u, 'Regular Driver');
    const car = await post<Car>(u, '/api/cars', { name: 'Team Car', defaultDriverId: driver.id });

    const removal = await t.request(u, { method: 'GET', url: `/api/drivers/${driver.id}/removal` });
    expect(removal.json<Removal>()).toMatchObject({
      action: 'archive',
      history: [{ kind: 'cars', count: 1, label: '1 car that has it as default driver' }],
    });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/drivers/${driver.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(
      'This driver has history (1 car that has it as default driver), so it cannot be deleted. Archive it instead.',
    );

    const archived = await post<Driver>(u, `/api/drivers/${driver.id}/archive`);
    expect(archived.archivedAt).not.toBeNull();
    expect(await driverNames(u)).not.toContain('Regular Driver');
    expect(await driverNames(u, '?archived=true')).toEqual(['Regular Driver']);
    const detail = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    expect(detail.defaultDriverName).toBe('Regular Driver');
    const page = await t.request(u, { method: 'GET', url: `/api/drivers/${driver.id}` });
    expect(page.json<Driver>().archivedAt).toBe(archived.archivedAt);

    // A new car cannot choose it; the car that has it can still be saved as it is.
    const newCar = await t.request(u, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'Other Car', defaultDriverId: driver.id },
    });
    expect(newCar.statusCode).toBe(400);
    expect(newCar.json<ErrorJson>().error).toEqual({
      code: 'validation_failed',
      message: 'This driver is archived',
      fields: { defaultDriverId: 'This driver is archived' },
    });
    const resaved = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      payload: { name: 'Team Car #2', defaultDriverId: driver.id },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);

    const restored = await post<Driver>(u, `/api/drivers/${driver.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await driverNames(u)).toContain('Regular Driver');
  });

  it('refuses a registration that chooses an archived driver, naming the field', async () => {
    const driver = await addDriver(u, 'Former Driver');
    const client = await post<{ id: string }>(u, '/api/clients', { name: 'Reg Client', email: 'reg@example.com' });
    const car = await post<Car>(u, '/api/cars', { name: 'Reg Car', clientId: client.id });
    const track = await post<{ id: string }>(u, '/api/tracks', { name: 'Watkins Glen', location: 'NY' });
    const event = await post<{ id: string }>(u, '/api/events', {
      title: 'Glen Weekend',
      date: '2026-08-01',
      type: 'Race',
      trackId: track.id,
    });
    await post(u, `/api/drivers/${driver.id}/archive`);
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/events/${event.id}/cars`,
      payload: { clientId: client.id, carId: car.id, driverId: driver.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.fields).toEqual({ driverId: 'This driver is archived' });
  });
});
