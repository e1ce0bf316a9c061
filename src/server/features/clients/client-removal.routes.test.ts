import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarDetail } from '@shared/cars/cars.contract';
import type { Client, ClientOption, ClientPage, ClientSummary, ClientVehicle } from '@shared/clients/clients.contract';
import type { Removal } from '@shared/lib/removal.contract';
import { itGuardsRemovalRoutes } from '../../test/removal-routes';
import { okRequests, paidUser, type ErrorJson } from '../../test/test-users';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createItemVia, createLocationVia, itemBody } from '../inventory/inventory-items.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await paidUser(t);
  other = await t.signUp();
});
afterAll(() => t.close());

const { post, get } = okRequests(() => t);

const addClient = (user: TestUser, name: string) =>
  post<Client>(user, '/api/clients', { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` });

describe('clients: removal routes', () => {
  itGuardsRemovalRoutes({
    collection: 'clients',
    record: 'client',
    users: () => ({ t, u, other }),
    addTheirs: () => addClient(other, 'Their Client'),
    expectTheirsUnchanged: async (id) => expect((await get<Client>(other, `/api/clients/${id}`)).archivedAt).toBeNull(),
  });
});

describe('clients: delete or archive', () => {
  it('deletes a client without cars or registrations', async () => {
    const client = await addClient(u, 'Walk In');
    expect(await get<Removal>(u, `/api/clients/${client.id}/removal`)).toEqual({
      archivedAt: null,
      action: 'delete',
      history: [],
      goesWith: [],
    });
    expect((await t.request(u, { method: 'DELETE', url: `/api/clients/${client.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/clients/${client.id}` })).statusCode).toBe(404);
  });

  it('archives a client with a car: out of the list, options and totals, still named by the car; restores', async () => {
    const user = await paidUser(t);
    const client = await addClient(user, 'Kept Client');
    await addClient(user, 'Other Client');
    const car = await post<Car>(user, '/api/cars', { name: 'Client Car', clientId: client.id });

    const refused = await t.request(user, { method: 'DELETE', url: `/api/clients/${client.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(
      'This client has history (1 car), so it cannot be deleted. Archive it instead.',
    );
    expect((await get<ClientSummary>(user, '/api/clients/summary')).totalClients).toBe(2);

    const archived = await post<Client>(user, `/api/clients/${client.id}/archive`);
    expect(archived.archivedAt).not.toBeNull();
    expect((await get<ClientPage>(user, '/api/clients')).items.map((c) => c.label)).toEqual(['Other Client']);
    expect((await get<ClientPage>(user, '/api/clients?archived=true')).items.map((c) => c.label)).toEqual([
      'Kept Client',
    ]);
    expect((await get<ClientOption[]>(user, '/api/clients/options')).map((c) => c.label)).toEqual(['Other Client']);
    expect((await get<ClientSummary>(user, '/api/clients/summary')).totalClients).toBe(1);
    // The dashboard's Client Overview agrees with the list.
    const dashboard = await get<{ clients: { items: { label: string }[]; total: number } }>(
      user,
      '/api/dashboard?today=2026-06-01',
    );
    expect(dashboard.clients.items.map((c) => c.label)).toEqual(['Other Client']);
    expect(dashboard.clients.total).toBe(1);
    expect((await get<CarDetail>(user, `/api/cars/${car.id}`)).clientName).toBe('Kept Client');
    expect((await get<Client>(user, `/api/clients/${client.id}`)).archivedAt).toBe(archived.archivedAt);

    // No new car or assignment may choose it.
    const newCar = await t.request(user, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'Another Car', clientId: client.id },
    });
    expect(newCar.statusCode).toBe(400);
    expect(newCar.json<ErrorJson>().error.fields).toEqual({ clientId: 'This client is archived' });

    await post<Client>(user, `/api/clients/${client.id}/restore`);
    expect((await get<ClientPage>(user, '/api/clients')).total).toBe(2);
  });

  it("lists an archived car among its client's cars, marked, without counting it", async () => {
    const user = await paidUser(t);
    const client = await addClient(user, 'Fleet Owner');
    const kept = await post<Car>(user, '/api/cars', { name: 'A Car', clientId: client.id });
    const retired = await post<Car>(user, '/api/cars', { name: 'B Car', clientId: client.id });
    await post(user, '/api/repairs', { title: 'Paint', carId: retired.id });
    await post(user, `/api/cars/${retired.id}/archive`);

    const vehicles = await get<ClientVehicle[]>(user, `/api/clients/${client.id}/cars`);
    expect(vehicles.map((v) => [v.name, v.archivedAt !== null])).toEqual([
      ['A Car', false],
      ['B Car', true],
    ]);
    const row = (await get<ClientPage>(user, '/api/clients')).items.find((c) => c.id === client.id);
    expect(row?.vehicleCount).toBe(1);
    expect((await get<ClientSummary>(user, '/api/clients/summary')).totalVehicles).toBe(1);
    expect(kept.archivedAt).toBeNull();
  });
});

describe('clients: inventory assigned to them', () => {
  it('archives a client with an inventory item assigned to it, and refuses its delete naming the item', async () => {
    const client = await addClient(u, 'Parts Owner');
    const shelf = await createLocationVia(t, u, 'Parts shelf');
    const item = await createItemVia(t, u, itemBody(shelf.id, { name: 'Spare wing' }));
    await post(u, `/api/inventory/items/${item.id}/assign`, { clientId: client.id });

    expect(await get<Removal>(u, `/api/clients/${client.id}/removal`)).toEqual({
      archivedAt: null,
      action: 'archive',
      history: [{ kind: 'inventoryItems', count: 1, label: '1 inventory item assigned to it' }],
      goesWith: [],
    });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/clients/${client.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(
      'This client has history (1 inventory item assigned to it), so it cannot be deleted. Archive it instead.',
    );
    expect((await post<Client>(u, `/api/clients/${client.id}/archive`)).archivedAt).not.toBeNull();
  });
});
