import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carHistoryPageSize,
  type Car,
  type CarDetail,
  type CarEventsPage,
  type CarList,
  type CarOption,
  type CarRepairsPage,
} from '@shared/cars/cars.contract';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import {
  cars,
  clients,
  drivers,
  eventCars,
  events,
  repairs,
  serviceLifeItems,
  teamDataVersions,
  tracks,
  workOrders,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { imageUpload, pngBytes } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

async function paidUser(): Promise<TestUser> {
  const u = await t.signUp();
  const res = await t.request(u, {
    method: 'POST',
    url: '/api/subscription/upgrade',
    payload: { plan: 'annual', today: '2026-01-01' },
  });
  expect(res.statusCode).toBe(200);
  return u;
}

async function addCar(u: TestUser, body: Record<string, unknown>): Promise<Car> {
  const res = await t.request(u, { method: 'POST', url: '/api/cars', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Car>();
}

describe('cars: signed out', () => {
  it('answers 401 on every route', async () => {
    const calls = [
      { method: 'GET', url: '/api/cars' },
      { method: 'GET', url: '/api/cars/options' },
      { method: 'POST', url: '/api/cars', payload: { name: 'X' } },
      { method: 'GET', url: `/api/cars/${missingId}` },
      { method: 'PUT', url: `/api/cars/${missingId}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `/api/cars/${missingId}` },
      { method: 'PUT', url: `/api/cars/${missingId}/image` },
      { method: 'DELETE', url: `/api/cars/${missingId}/image` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

describe('cars: create, read, update, delete', () => {
  it('creates a car with every field, blanks as null', async () => {
    const u = await t.signUp();
    const car = await addCar(u, {
      name: '  Cup Car ',
      make: 'Porsche',
      model: '911 GT3 Cup',
      year: 2019,
      color: '',
      description: 'Ex-Supercup chassis',
      miles: 1250.5,
      hours: 42.3,
      purchaseDate: '2024-03-01',
      defaultDriverId: '',
      clientId: null,
      weight: 2690.5,
      horsepower: 485,
      sanctioningBodies: [' SCCA ', '', 'NASA', 'scca'],
      transponderNumber: '1234567',
      logbookExpiration: '2027-01-01',
      beltsExpiration: '',
      fireBottleExpiration: null,
      ownershipType: 'team',
      rentalStatus: 'rented',
      rentalRatePerHourCents: 25_000,
      rentalRatePerDayCents: '',
    });
    expect(car).toMatchObject({
      name: 'Cup Car',
      color: null,
      miles: 1250.5,
      hours: 42.3,
      purchaseDate: '2024-03-01',
      defaultDriverId: null,
      weight: 2690.5,
      sanctioningBodies: ['SCCA', 'NASA'],
      beltsExpiration: null,
      rentalStatus: 'rented',
      rentalRatePerHourCents: 25_000,
      rentalRatePerDayCents: null,
      imageUrl: null,
    });
    const detail = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CarDetail>()).toMatchObject({
      id: car.id,
      name: 'Cup Car',
      events: [],
      repairs: [],
      totalRepairs: 0,
    });
  });

  it('blank miles and hours become 0', async () => {
    const u = await t.signUp();
    const car = await addCar(u, { name: 'Spec Miata', miles: '', hours: null });
    expect(car).toMatchObject({ miles: 0, hours: 0, ownershipType: 'team', rentalStatus: 'available' });
  });

  it('refuses a bad body with the field message', async () => {
    const u = await t.signUp();
    const noName = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: '  ', miles: 5 } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      error: { code: 'validation_failed', message: 'Name is required', fields: { name: 'Name is required' } },
    });
    const negative = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'A', miles: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      miles: 'Miles must be at least 0',
    });
    const list = await t.request(u, { method: 'GET', url: '/api/cars' });
    expect(list.json<CarList>().total).toBe(0);
  });

  it("refuses another team's driver or client", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const [driver] = await t.db.insert(drivers).values({ teamId: other.teamId, name: 'Other Driver' }).returning();
    const [client] = await t.db
      .insert(clients)
      .values({ teamId: other.teamId, displayName: 'Other Client' })
      .returning();
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'A', defaultDriverId: driver?.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      defaultDriverId: 'Driver not found',
    });
    const res2 = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'A', clientId: client?.id } });
    expect(res2.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      clientId: 'Client not found',
    });
  });

  it('shows the default driver and client names on the detail', async () => {
    const u = await t.signUp();
    const [driver] = await t.db.insert(drivers).values({ teamId: u.teamId, name: 'Lena Vogt' }).returning();
    const [client] = await t.db
      .insert(clients)
      .values({ teamId: u.teamId, firstName: 'Marco', lastName: 'Rossi', email: 'marco@example.com' })
      .returning();
    const car = await addCar(u, { name: 'Radical', defaultDriverId: driver?.id, clientId: client?.id });
    const detail = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    expect(detail).toMatchObject({ defaultDriverName: 'Lena Vogt', clientName: 'Marco Rossi' });
  });

  it('updates a car and answers 404 for a missing or foreign one', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const car = await addCar(u, { name: 'Before', miles: 10 });
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      payload: { name: 'After', miles: 20, sanctioningBodies: ['IMSA'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Car>()).toMatchObject({ name: 'After', miles: 20, sanctioningBodies: ['IMSA'] });

    const bad = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}`, payload: { name: 'X', hours: -2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      hours: 'Hours must be at least 0',
    });

    const foreign = await t.request(other, { method: 'PUT', url: `/api/cars/${car.id}`, payload: { name: 'Stolen' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'not_found', message: 'Car not found' } });
    expect((await t.request(other, { method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${missingId}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'GET', url: '/api/cars/not-a-uuid' })).statusCode).toBe(404);
    const after = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    expect(after.name).toBe('After');
  });

  it('deletes a car (404 for another team), and clears it as a default car', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const car = await addCar(u, { name: 'Doomed' });
    const prefs = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { defaultCarId: car.id } });
    expect(prefs.json<{ defaultCarId: string }>().defaultCarId).toBe(car.id);
    expect((await t.request(other, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    const after = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(after.json<{ defaultCarId: string | null }>().defaultCarId).toBeNull();
  });
});

describe('cars: free plan', () => {
  it('allows one car, refuses the second with 403 and says the list is at the limit', async () => {
    const u = await t.signUp();
    const empty = (await t.request(u, { method: 'GET', url: '/api/cars' })).json<CarList>();
    expect(empty.atPlanLimit).toBe(false);
    await addCar(u, { name: 'Only One' });
    const second = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Second' } });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ error: { code: 'plan_limit', message: planLimitMessages.cars } });
    const list = (await t.request(u, { method: 'GET', url: '/api/cars?search=zzz' })).json<CarList>();
    expect(list.atPlanLimit).toBe(true);
    expect(list.total).toBe(0);

    await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'monthly', today: '2026-01-01' },
    });
    const third = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Second' } });
    expect(third.statusCode).toBe(201);
    expect((await t.request(u, { method: 'GET', url: '/api/cars' })).json<CarList>().atPlanLimit).toBe(false);
  });

  it('counts the active cars for the limit, whatever the page or the archived view', async () => {
    const u = await t.signUp();
    const car = await addCar(u, { name: 'Only One' });
    const list = async (qs: string) => {
      const res = await t.request(u, { method: 'GET', url: `/api/cars${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CarList>();
    };
    expect(await list('?page=2&pageSize=1')).toMatchObject({ items: [], total: 1, atPlanLimit: true });
    expect(await list('?archived=true')).toMatchObject({ items: [], total: 0, atPlanLimit: true });

    const archived = await t.request(u, { method: 'POST', url: `/api/cars/${car.id}/archive` });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await list('?archived=true')).toMatchObject({
      total: 1,
      summary: { totalVehicles: 0 },
      atPlanLimit: false,
    });
    expect(await list('')).toMatchObject({ items: [], total: 0, atPlanLimit: false });
  });
});

describe('cars: list', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await paidUser();
    await addCar(u, { name: 'Bravo', description: 'Endurance racer', miles: 300, purchaseDate: '2022-05-01' });
    await addCar(u, { name: 'Alpha', description: 'Sprint car', miles: 100, purchaseDate: '2024-01-15' });
    await addCar(u, { name: 'Charlie', description: 'Hill climb special', miles: 201, purchaseDate: null });
    await addCar(u, { name: '100%_Car', description: 'odd name', miles: 0 });
  });

  const list = async (qs: string) => {
    const res = await t.request(u, { method: 'GET', url: `/api/cars${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CarList>();
  };

  it('sorts by name ascending by default and counts the mean mileage', async () => {
    const res = await list('');
    expect(res.items.map((c) => c.name)).toEqual(['100%_Car', 'Alpha', 'Bravo', 'Charlie']);
    expect(res.total).toBe(4);
    expect(res.summary).toMatchObject({ totalVehicles: 4, averageMiles: 150 });
    expect(res.atPlanLimit).toBe(false);
  });

  it('searches name or description, case-insensitively, taking % and _ literally', async () => {
    expect((await list('?search=aLPHA')).items.map((c) => c.name)).toEqual(['Alpha']);
    expect((await list('?search=endurance')).items.map((c) => c.name)).toEqual(['Bravo']);
    expect((await list('?search=%25_')).items.map((c) => c.name)).toEqual(['100%_Car']);
    // The tiles stay the team's: a search narrows the list, not the summary.
    const none = await list('?search=nothing-like-this');
    expect(none).toMatchObject({ items: [], total: 0, summary: { totalVehicles: 4, averageMiles: 150 } });
    expect((await list('?search=aLPHA')).summary).toMatchObject({ totalVehicles: 4, averageMiles: 150 });
  });

  it('sorts by miles and purchase date both ways', async () => {
    expect((await list('?sort=miles&direction=desc')).items.map((c) => c.miles)).toEqual([300, 201, 100, 0]);
    expect((await list('?sort=miles&direction=asc')).items.map((c) => c.miles)).toEqual([0, 100, 201, 300]);
    const byDate = (await list('?sort=purchaseDate&direction=asc')).items.map((c) => c.purchaseDate);
    expect(byDate.slice(0, 2)).toEqual(['2022-05-01', '2024-01-15']);
  });

  it('pages in SQL', async () => {
    const page2 = await list('?sort=miles&direction=desc&page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((c) => c.miles)).toEqual([0]);
  });

  it('refuses a bad query with the field message', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/cars?sort=make' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.sort).toBe(
      'Sort by name, purchaseDate or miles',
    );
    const page = await t.request(u, { method: 'GET', url: '/api/cars?page=0' });
    expect(page.json<{ error: { fields: Record<string, string> } }>().error.fields.page).toBe(
      'Page must be at least 1',
    );
  });

  it("never shows another team's cars", async () => {
    const other = await t.signUp();
    expect((await t.request(other, { method: 'GET', url: '/api/cars' })).json<CarList>().total).toBe(0);
    expect((await t.request(other, { method: 'GET', url: '/api/cars/options' })).json<CarOption[]>()).toEqual([]);
  });

  it('lists options sorted by name', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/cars/options' });
    expect(res.statusCode).toBe(200);
    const options = res.json<CarOption[]>();
    expect(options.map((o) => o.name)).toEqual(['100%_Car', 'Alpha', 'Bravo', 'Charlie']);
    const { id, ...first } = options[0] ?? { id: '' };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toEqual({
      name: '100%_Car',
      make: null,
      model: null,
      year: null,
      clientId: null,
      hours: 0,
      miles: 0,
    });
  });
});

describe('cars: picker options', () => {
  let u: TestUser;
  let byName: Record<string, Car>;
  beforeAll(async () => {
    u = await paidUser();
    const client = await t.request(u, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Option Client', email: 'option-client@example.com' },
    });
    expect(client.statusCode, client.body).toBe(201);
    const clientId = client.json<{ id: string }>().id;
    byName = {};
    for (const body of [
      { name: 'Delta', make: 'Mazda', model: 'MX-5' },
      { name: 'Alpha', make: 'Porsche', model: '911 GT3' },
      { name: 'Echo', make: 'BMW', model: 'M3', clientId },
      { name: 'Bravo', make: 'Toyota', model: 'GT86' },
      { name: 'Charlie', make: 'Mazda', model: 'RX-7' },
      { name: 'Foxtrot 50%', make: null, model: null },
    ]) {
      byName[body.name] = await addCar(u, body);
    }
    const gone = await addCar(u, { name: 'Archived Alpha', make: 'Mazda' });
    byName[gone.name] = gone;
    const archived = await t.request(u, { method: 'POST', url: `/api/cars/${gone.id}/archive`, payload: {} });
    expect(archived.statusCode, archived.body).toBe(200);
  });

  const id = (name: string) => byName[name]?.id ?? '';
  const names = async (qs: string, user: TestUser = u) => {
    const res = await t.request(user, { method: 'GET', url: `/api/cars/options${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CarOption[]>().map((o) => o.name);
  };
  const fieldError = async (qs: string) => {
    const res = await t.request(u, { method: 'GET', url: `/api/cars/options${qs}` });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };

  it('lists the active cars by name, archived ones left out', async () => {
    expect(await names('')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot 50%']);
  });

  it('searches name, make and model, case-insensitively, taking % literally', async () => {
    expect(await names('?search=aLpHa')).toEqual(['Alpha']);
    expect(await names('?search=MAZDA')).toEqual(['Charlie', 'Delta']);
    expect(await names('?search=gt')).toEqual(['Alpha', 'Bravo']);
    expect(await names('?search=50%25')).toEqual(['Foxtrot 50%']);
    expect(await names('?search=nothing-like-this')).toEqual([]);
  });

  it('answers at most `limit` cars, 50 by default', async () => {
    expect(await names('?limit=2')).toEqual(['Alpha', 'Bravo']);
    expect(await names('?search=mazda&limit=1')).toEqual(['Charlie']);
    expect(await names('?limit=100')).toHaveLength(6);
  });

  it('always includes the active cars among `ids`, comma-separated or repeated, in name order', async () => {
    expect(await names(`?limit=1&ids=${id('Echo')},${id('Charlie')}`)).toEqual(['Alpha', 'Charlie', 'Echo']);
    expect(await names(`?limit=1&ids=${id('Echo')}&ids=${id('Delta')}`)).toEqual(['Alpha', 'Delta', 'Echo']);
    // A selected car that does not match the search still comes, once.
    expect(await names(`?search=porsche&ids=${id('Bravo')}&ids=${id('Alpha')}`)).toEqual(['Alpha', 'Bravo']);
    // Archived and unknown ids add nothing.
    expect(await names(`?limit=1&ids=${id('Archived Alpha')},${missingId}`)).toEqual(['Alpha']);
  });

  it("filters one client's cars or the cars without a client", async () => {
    const echo = byName.Echo;
    expect(await names(`?clientId=${echo?.clientId ?? ''}`)).toEqual(['Echo']);
    expect(await names('?unassigned=true')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Foxtrot 50%']);
    // The filters hold for `ids` too.
    expect(await names(`?unassigned=true&limit=1&ids=${id('Echo')}`)).toEqual(['Alpha']);
  });

  it('refuses a bad limit, bad ids or a bad filter with the field message', async () => {
    expect((await fieldError('?limit=0')).limit).toBe('Limit must be at least 1');
    expect((await fieldError('?limit=101')).limit).toBe('Limit must be at most 100');
    expect((await fieldError('?limit=abc')).limit).toBe('Limit must be a number');
    expect((await fieldError('?limit=1.5')).limit).toBe('Limit must be a whole number');
    expect((await fieldError('?ids=not-an-id')).ids).toBe('Ids must be car ids');
    expect((await fieldError('?unassigned=yes')).unassigned).toBe('unassigned is true or false');
    expect((await fieldError('?clientId=nope')).clientId).toBe('Choose one of your clients');
    expect((await fieldError(`?search=${'x'.repeat(201)}`)).search).toBe('At most 200 characters');
  });

  it("never answers another team's cars, even by id", async () => {
    const other = await t.signUp();
    await addCar(other, { name: 'Other Alpha', make: 'Mazda' });
    expect(await names(`?search=alpha&ids=${id('Alpha')},${id('Bravo')}`, other)).toEqual(['Other Alpha']);
    expect(await names(`?ids=${id('Alpha')}`)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot 50%']);
  });

  it('answers 401 signed out', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/cars/options?search=alpha&limit=5' });
    expect(res.statusCode).toBe(401);
  });
});

describe('cars: the tiles count the whole team', () => {
  it('gives the same team-wide counts on every page and for any search', async () => {
    const u = await paidUser();
    const today = '2026-06-15';
    const carRows = await t.db
      .insert(cars)
      .values(
        Array.from({ length: 27 }, (_, i) => {
          const n = String(i + 1).padStart(2, '0');
          return {
            teamId: u.teamId,
            name: `Car ${n}`,
            hours: 100,
            miles: 1000,
            // Car 02: logbook expired, belts within 30 days; Car 10: fire bottle expired;
            // Car 26 (page 2): belts expired.
            logbookExpiration: n === '02' ? '2026-06-01' : '2027-06-01',
            beltsExpiration: n === '02' ? '2026-07-01' : n === '26' ? '2026-05-01' : null,
            fireBottleExpiration: n === '10' ? '2026-01-01' : null,
          };
        }),
      )
      .returning();
    const carId = (name: string) => carRows.find((c) => c.name === name)?.id ?? '';
    await t.db.insert(serviceLifeItems).values([
      // Car 02: two due items (by hours, by distance) and one that is not due.
      { teamId: u.teamId, carId: carId('Car 02'), name: 'Engine oil', hourInterval: 10, lastServiceHours: 85 },
      { teamId: u.teamId, carId: carId('Car 02'), name: 'Fuel cell', distanceInterval: 500, lastServiceDistance: 400 },
      { teamId: u.teamId, carId: carId('Car 02'), name: 'Gearbox oil', hourInterval: 50, lastServiceHours: 90 },
      // Car 10: at the end of its life.
      { teamId: u.teamId, carId: carId('Car 10'), name: 'Crankshaft', expectedLifeHours: 80, installedHours: 0 },
      // Car 26: one due, one at the end of its life.
      { teamId: u.teamId, carId: carId('Car 26'), name: 'Brake pads', hourInterval: 5, lastServiceHours: 90 },
      { teamId: u.teamId, carId: carId('Car 26'), name: 'Clutch', expectedLifeDistance: 900, installedDistance: 0 },
    ]);

    const list = async (qs: string) => {
      const res = await t.request(u, { method: 'GET', url: `/api/cars?today=${today}&pageSize=25${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CarList>();
    };
    const team = { totalVehicles: 27, averageMiles: 1000, activeService: 3, alerts: 6 };
    const page1 = await list('&page=1');
    const page2 = await list('&page=2');
    expect(page1.items).toHaveLength(25);
    expect(page2.items.map((c) => c.name)).toEqual(['Car 26', 'Car 27']);
    expect(page1).toMatchObject({ total: 27, summary: team });
    expect(page2).toMatchObject({ total: 27, summary: team });
    // Page 2 alone has 1 due item and 2 alerts: the tiles are not the page's.
    expect(page2.items.reduce((n, c) => n + c.dueServiceItems, 0)).toBe(1);
    expect(page2.items.reduce((n, c) => n + c.alerts, 0)).toBe(2);

    const searched = await list('&search=Car%202');
    expect(searched.items.map((c) => c.name)).toEqual([
      'Car 20',
      'Car 21',
      'Car 22',
      'Car 23',
      'Car 24',
      'Car 25',
      'Car 26',
      'Car 27',
    ]);
    expect(searched).toMatchObject({ total: 8, summary: team });
    expect(await list('&search=no-such-car')).toMatchObject({ items: [], total: 0, summary: team });
  });
});

describe('cars: computed columns, tiles and detail', () => {
  it('computes last event, open repairs, due items and alerts', async () => {
    const u = await paidUser();
    const car = await addCar(u, {
      name: 'Alpha',
      hours: 120,
      miles: 5000,
      logbookExpiration: '2026-06-01', // expired on 2026-06-15
      beltsExpiration: '2026-07-10', // within 30 days
      fireBottleExpiration: '2027-06-01',
    });
    const other = await addCar(u, { name: 'Beta', hours: 10, miles: 100 });
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: u.teamId, name: 'Road Atlanta', location: 'Braselton, GA' })
      .returning();
    const trackId = track?.id ?? '';
    const [planned] = await t.db
      .insert(events)
      .values([
        { teamId: u.teamId, title: 'Spring Sprint', date: '2026-03-10', type: 'Race', trackId, carId: car.id },
        { teamId: u.teamId, title: 'Old Test', date: '2025-09-01', type: 'Testing', trackId, carId: car.id },
        // Still to come on the list's today: not the car's last event.
        { teamId: u.teamId, title: 'Autumn Race', date: '2026-09-01', type: 'Race', trackId, carId: car.id },
      ])
      .returning();
    // Planned for the car and registered too: listed once.
    await t.db.insert(eventCars).values({ teamId: u.teamId, eventId: planned?.id ?? '', carId: car.id });
    const [registered] = await t.db
      .insert(events)
      .values({ teamId: u.teamId, title: 'Summer Enduro', date: '2026-05-20', type: 'Race', trackId })
      .returning();
    await t.db.insert(eventCars).values({ teamId: u.teamId, eventId: registered?.id ?? '', carId: car.id });
    await t.db.insert(repairs).values([
      { teamId: u.teamId, carId: car.id, title: 'Gearbox rebuild', status: 'Scheduled', scheduledDate: '2026-07-01' },
      {
        teamId: u.teamId,
        carId: car.id,
        title: 'Brake bias valve',
        status: 'In Progress',
        scheduledDate: '2026-06-01',
      },
      { teamId: u.teamId, carId: car.id, title: 'Splitter', status: 'Completed', scheduledDate: '2026-01-01' },
    ]);
    // Open ROs: the car's work orders that are not invoiced, paid or cancelled.
    const [owner] = await t.db.insert(clients).values({ teamId: u.teamId, displayName: 'Open RO client' }).returning();
    const workOrder = (number: string, status: string) => ({
      teamId: u.teamId,
      number,
      clientId: owner?.id ?? '',
      carId: car.id,
      title: `Work order ${number}`,
      status,
    });
    await t.db
      .insert(workOrders)
      .values([
        workOrder('WO-T-1', 'draft'),
        workOrder('WO-T-5', 'pending_approval'),
        workOrder('WO-T-2', 'approved'),
        workOrder('WO-T-3', 'paid'),
        workOrder('WO-T-4', 'cancelled'),
      ]);
    const item = (name: string, values: Partial<typeof serviceLifeItems.$inferInsert>) => ({
      teamId: u.teamId,
      carId: car.id,
      name,
      ...values,
    });
    await t.db.insert(serviceLifeItems).values([
      item('Engine oil', { hourInterval: 10, lastServiceHours: 105 }), // due (15 >= 10)
      item('Brake fluid', { hourInterval: 20, lastServiceHours: 110 }), // 10 h left
      item('Clutch', { hourInterval: 50, lastServiceHours: 100 }), // 30 h left
      item('Gearbox', { hourInterval: 100, lastServiceHours: 100 }), // 80 h left
      item('Diff', { hourInterval: 200, lastServiceHours: 100 }), // 180 h left
      item('Crankshaft', { expectedLifeHours: 100, installedHours: 0 }), // 120% of life: critical
      item('Fuel cell', { distanceInterval: 1000, lastServiceDistance: 3500 }), // due by distance
    ]);

    const list = (await t.request(u, { method: 'GET', url: '/api/cars?today=2026-06-15' })).json<CarList>();
    const alpha = list.items.find((c) => c.id === car.id);
    expect(alpha).toMatchObject({
      lastEvent: { title: 'Summer Enduro', date: '2026-05-20' },
      openRepairs: 3,
      dueServiceItems: 2,
      lifeCriticalServiceItems: 1,
      alerts: 3,
    });
    const beta = list.items.find((c) => c.id === other.id);
    expect(beta).toMatchObject({ lastEvent: null, openRepairs: 0, dueServiceItems: 0, alerts: 0 });
    expect(list.summary).toMatchObject({ totalVehicles: 2, averageMiles: 2550, activeService: 2, alerts: 3 });

    const detail = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    // The history lists every event of the car, the one still to come first.
    expect(detail.events.map((e) => e.title)).toEqual(['Autumn Race', 'Summer Enduro', 'Spring Sprint', 'Old Test']);
    expect(detail.events[0]).toMatchObject({ type: 'Race', trackName: 'Road Atlanta' });
    expect(detail.totalEvents).toBe(4);
    expect(detail.repairs.map((r) => r.title)).toEqual(['Gearbox rebuild', 'Brake bias valve', 'Splitter']);
    expect(detail.totalRepairs).toBe(3);
    expect(detail.activeServiceItems).toBe(2);
    expect(detail.totalServiceItems).toBe(7);
    // Every due item, then the 3 with the least hours remaining (the fuel cell's hours are
    // estimated from its distance interval: 500 miles over at 80 mph).
    expect(detail.serviceItems.map((i) => i.name)).toEqual([
      'Fuel cell',
      'Engine oil',
      'Brake fluid',
      'Clutch',
      'Gearbox',
    ]);
    expect(detail.serviceItems[0]?.status).toMatchObject({
      isDue: true,
      hoursRemaining: -6.3,
      usingApproximation: true,
    });
  });
});

describe('cars: history pages', () => {
  it("pages a car's events and repairs after the detail's first ten, each listed once, newest first", async () => {
    const u = await paidUser();
    const car = await addCar(u, { name: 'Long history' });
    const other = await addCar(u, { name: 'Other car' });
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: u.teamId, name: 'Sebring', location: 'Sebring, FL' })
      .returning();
    const trackId = track?.id ?? '';
    const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;
    // 14 events planned for the car, 9 it is registered for (one of them also planned), one of another car.
    const planned = await t.db
      .insert(events)
      .values(
        Array.from({ length: 14 }, (_, i) => ({
          teamId: u.teamId,
          title: `Planned ${i + 1}`,
          date: day(2 * i + 1),
          type: 'Testing',
          trackId,
          carId: car.id,
        })),
      )
      .returning();
    const entered = await t.db
      .insert(events)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          teamId: u.teamId,
          title: `Entered ${i + 1}`,
          date: day(2 * i + 2),
          type: 'Race',
          trackId,
        })),
      )
      .returning();
    await t.db
      .insert(eventCars)
      .values([...entered, planned[0]].map((e) => ({ teamId: u.teamId, eventId: e?.id ?? '', carId: car.id })));
    await t.db
      .insert(events)
      .values({ teamId: u.teamId, title: 'Not ours', date: day(31), type: 'Race', trackId, carId: other.id });
    await t.db.insert(repairs).values(
      Array.from({ length: 12 }, (_, i) => ({
        teamId: u.teamId,
        carId: car.id,
        title: `Repair ${i + 1}`,
        status: 'Scheduled',
        scheduledDate: day(i + 1),
      })),
    );

    const detail = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    expect(detail.events).toHaveLength(carHistoryPageSize);
    expect(detail.totalEvents).toBe(22);
    expect(detail.repairs.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Repair ${12 - i}`));
    expect(detail.totalRepairs).toBe(12);

    const eventsPage = async (page: number) => {
      const res = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}/events?page=${page}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CarEventsPage>();
    };
    const [second, third, past] = await Promise.all([eventsPage(2), eventsPage(3), eventsPage(4)]);
    expect(second).toMatchObject({ page: 2, pageSize: carHistoryPageSize, total: 22 });
    expect(third.items).toHaveLength(2);
    expect(past).toMatchObject({ items: [], total: 22 });
    const dates = [...detail.events, ...second.items, ...third.items].map((e) => e.date);
    expect(dates).toEqual(
      [...planned, ...entered]
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    expect(third.items.at(-1)).toMatchObject({ title: 'Planned 1', trackName: 'Sebring' });

    // Kept until the team's events change: a new registration shows on the next read.
    const [newest] = await t.db
      .insert(events)
      .values({ teamId: u.teamId, title: 'Newest', date: day(30), type: 'Race', trackId })
      .returning();
    await t.db.insert(eventCars).values({ teamId: u.teamId, eventId: newest?.id ?? '', carId: car.id });
    const after = (await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` })).json<CarDetail>();
    expect(after.events[0]?.title).toBe('Newest');
    expect(after.totalEvents).toBe(23);
    expect((await eventsPage(3)).items.map((e) => e.title)).toEqual(
      [second.items.at(-1), ...third.items].map((e) => e?.title),
    );

    const repairsPage = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}/repairs?page=2` });
    expect(repairsPage.json<CarRepairsPage>()).toMatchObject({
      items: [{ title: 'Repair 2' }, { title: 'Repair 1' }],
      total: 12,
    });
  });

  it("answers 404 for another team's or a missing car, and 400 for a page that is not one", async () => {
    const owner = await t.signUp();
    const car = await addCar(owner, { name: 'Private history' });
    const stranger = await t.signUp();
    for (const kind of ['events', 'repairs']) {
      for (const id of [car.id, missingId]) {
        const res = await t.request(stranger, { method: 'GET', url: `/api/cars/${id}/${kind}?page=2` });
        expect(res.statusCode).toBe(404);
      }
      const bad = await t.request(owner, { method: 'GET', url: `/api/cars/${car.id}/${kind}?page=0` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: { message: string } }>().error.message).toBe('Page must be at least 1');
      const empty = await t.request(owner, { method: 'GET', url: `/api/cars/${car.id}/${kind}?page=2` });
      expect(empty.json()).toEqual({ items: [], total: 0, page: 2, pageSize: carHistoryPageSize });
    }
  });
});

describe('cars: image', () => {
  it('stores a real image, serves it and removes it', async () => {
    const u = await t.signUp();
    const car = await addCar(u, { name: 'Photo car' });
    const upload = imageUpload(await pngBytes(), 'car.png', 'image/png');
    const res = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}/image`, ...upload });
    expect(res.statusCode, res.body).toBe(200);
    const withImage = res.json<Car>();
    expect(withImage.imageUrl).toMatch(new RegExp(`^/api/files/${u.teamId}/cars/.+\\.webp$`));
    expect(withImage.thumbnailUrl).toMatch(/-thumb\.webp$/);
    const file = await t.request(u, { method: 'GET', url: withImage.imageUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const list = (await t.request(u, { method: 'GET', url: '/api/cars' })).json<CarList>();
    expect(list.items[0]?.thumbnailUrl).toBe(withImage.thumbnailUrl);

    const removed = await t.request(u, { method: 'DELETE', url: `/api/cars/${car.id}/image` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Car>().imageUrl).toBeNull();
    expect((await t.request(u, { method: 'GET', url: withImage.imageUrl ?? '' })).statusCode).toBe(404);
  });

  it('refuses bytes that are not an image, whatever the name says', async () => {
    const u = await t.signUp();
    const car = await addCar(u, { name: 'Photo car' });
    const upload = imageUpload(Buffer.from('<svg onload="alert(1)"></svg>'), 'car.png', 'image/png');
    const res = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}/image`, ...upload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Please upload an image file');
    const json = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}/image`, payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ error: { message: string } }>().error.message).toBe('Please upload an image file');
  });

  it('refuses an image over 10 MB', async () => {
    const u = await t.signUp();
    const car = await addCar(u, { name: 'Photo car' });
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}/image`,
      ...imageUpload(big, 'big.png', 'image/png'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Image size should be less than 10MB');
  });

  it("answers 404 for another team's car", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const car = await addCar(u, { name: 'Photo car' });
    const res = await t.request(other, {
      method: 'PUT',
      url: `/api/cars/${car.id}/image`,
      ...imageUpload(await pngBytes(), 'car.png', 'image/png'),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.request(other, { method: 'DELETE', url: `/api/cars/${car.id}/image` })).statusCode).toBe(404);
  });
});

describe('preferences: default car', () => {
  it('accepts a team car and refuses one of another team', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const mine = await addCar(u, { name: 'Mine' });
    const theirs = await addCar(other, { name: 'Theirs' });
    const ok = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { defaultCarId: mine.id } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ defaultCarId: string }>().defaultCarId).toBe(mine.id);
    const bad = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { defaultCarId: theirs.id } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      defaultCarId: 'Car not found',
    });
    const cleared = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { defaultCarId: null } });
    expect(cleared.json<{ defaultCarId: string | null }>().defaultCarId).toBeNull();
  });
});

describe('cars: the fleet tiles follow every change to the cars and their service items', () => {
  const summaryOf = async (u: TestUser) => {
    const res = await t.request(u, { method: 'GET', url: '/api/cars?today=2026-06-15' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CarList>().summary;
  };
  const fleetVersion = async (teamId: string) => {
    const [row] = await t.db
      .select()
      .from(teamDataVersions)
      .where(and(eq(teamDataVersions.teamId, teamId), eq(teamDataVersions.scope, 'fleet')));
    return row?.version ?? 0;
  };

  it('shows changes made through the API, by another server or by a direct write, on the next list', async () => {
    const u = await paidUser();
    const car = await addCar(u, { name: 'Alpha', hours: 20, miles: 100 });
    expect(await summaryOf(u)).toMatchObject({ totalVehicles: 1, averageMiles: 100, activeService: 0, alerts: 0 });
    // Read again unchanged: the same figures.
    expect(await summaryOf(u)).toMatchObject({ totalVehicles: 1, averageMiles: 100, activeService: 0, alerts: 0 });

    // Written straight to the database (another server, an import): seen at once.
    await t.db.insert(serviceLifeItems).values([
      { teamId: u.teamId, carId: car.id, name: 'Engine oil', hourInterval: 10, lastServiceHours: 5 },
      { teamId: u.teamId, carId: car.id, name: 'Crankshaft', expectedLifeHours: 10, installedHours: 0 },
    ]);
    expect(await summaryOf(u)).toMatchObject({ activeService: 1, alerts: 1 });
    await t.db.update(cars).set({ miles: 300, logbookExpiration: '2026-06-01' }).where(eq(cars.id, car.id));
    expect(await summaryOf(u)).toMatchObject({ averageMiles: 300, activeService: 1, alerts: 2 });

    // Through the API: a service logged, a car added and one archived.
    const [oil] = await t.db
      .select()
      .from(serviceLifeItems)
      .where(and(eq(serviceLifeItems.carId, car.id), eq(serviceLifeItems.name, 'Engine oil')));
    const reset = await t.request(u, {
      method: 'POST',
      url: `/api/cars/${car.id}/service-items/${oil?.id}/reset`,
      payload: {},
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await summaryOf(u)).toMatchObject({ activeService: 0, alerts: 2 });
    const second = await addCar(u, { name: 'Beta', miles: 500 });
    expect(await summaryOf(u)).toMatchObject({ totalVehicles: 2, averageMiles: 400 });
    const archived = await t.request(u, { method: 'POST', url: `/api/cars/${second.id}/archive` });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await summaryOf(u)).toMatchObject({ totalVehicles: 1, averageMiles: 300 });
  });

  it("counts a search's matches again after any change to the cars", async () => {
    const u = await paidUser();
    const matches = async (query: string) => {
      const res = await t.request(u, { method: 'GET', url: `/api/cars?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CarList>().total;
    };
    await addCar(u, { name: 'Porsche 911 GT3' });
    const other = await addCar(u, { name: 'Mazda MX-5' });
    expect(await matches('search=porsche')).toBe(1);
    expect(await matches('search=porsche&archived=true')).toBe(0);
    // Written straight to the database: a description that now matches, then an archived car.
    await t.db.update(cars).set({ description: 'Porsche engine swap' }).where(eq(cars.id, other.id));
    expect(await matches('search=porsche')).toBe(2);
    await t.db.update(cars).set({ archivedAt: new Date() }).where(eq(cars.id, other.id));
    expect(await matches('search=porsche')).toBe(1);
    expect(await matches('search=porsche&archived=true')).toBe(1);
  });

  it('moves the version once per transaction, and only for the team whose fleet changed', async () => {
    const u = await paidUser();
    const other = await paidUser();
    const car = await addCar(u, { name: 'Alpha' });
    const before = await fleetVersion(u.teamId);
    const otherBefore = await fleetVersion(other.teamId);
    await t.db.transaction(async (tx) => {
      await tx.insert(serviceLifeItems).values(
        Array.from({ length: 5 }, (_, i) => ({
          teamId: u.teamId,
          carId: car.id,
          name: `Part ${i}`,
          hourInterval: 10,
        })),
      );
      await tx.update(cars).set({ hours: 12 }).where(eq(cars.id, car.id));
    });
    expect(await fleetVersion(u.teamId)).toBe(before + 1);
    expect(await fleetVersion(other.teamId)).toBe(otherBefore);
    // A transaction that rolls back moves nothing.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(cars).set({ hours: 50 }).where(eq(cars.id, car.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await fleetVersion(u.teamId)).toBe(before + 1);
  });
});
