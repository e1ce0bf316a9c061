import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLabel } from '@shared/clients/client-label.rules';
import { clientExportPageSize } from '@shared/clients/clients.rules';
import type {
  Client,
  ClientListItem,
  ClientOption,
  ClientPage,
  ClientSummary,
  ClientVehicle,
} from '@shared/clients/clients.contract';
import type { EventEntry } from '@shared/events/events.contract';
import type { AppDeps } from '../../app-deps';
import { demoRecordsOf } from '../../seed/demo-records';
import { contextForUser } from '../../auth/request-context';
import { cars, clients, eventCars, events, invoices, tracks } from '../../db/schema';
import { fetchOptions, itAnswersLikeAPicker, seedPickerRecords } from '../../test/picker-options';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedClients } from './clients.demo-seed';

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
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } };

async function addClient(user: TestUser, payload: Record<string, unknown>): Promise<Client> {
  const res = await t.request(user, { method: 'POST', url: '/api/clients', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Client>();
}

async function addCar(user: TestUser, values: Partial<typeof cars.$inferInsert> = {}): Promise<string> {
  const [row] = await t.db
    .insert(cars)
    .values({ teamId: user.teamId, name: 'Car', ...values })
    .returning({ id: cars.id });
  return row!.id;
}

/** Registers the client's car at an event on `date`. */
async function addVisit(user: TestUser, clientId: string, carId: string, date: string): Promise<void> {
  const [track] = await t.db
    .insert(tracks)
    .values({ teamId: user.teamId, name: 'Sebring', location: 'Sebring, FL' })
    .returning({ id: tracks.id });
  const [event] = await t.db
    .insert(events)
    .values({ teamId: user.teamId, title: `Day ${date}`, date, type: 'Track Day', trackId: track!.id })
    .returning({ id: events.id });
  await t.db.insert(eventCars).values({ teamId: user.teamId, eventId: event!.id, carId, clientId });
}

async function list(user: TestUser, query = ''): Promise<ClientPage> {
  const res = await t.request(user, { method: 'GET', url: `/api/clients${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientPage>();
}

describe('clients: auth and isolation', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/clients' },
      { method: 'GET', url: '/api/clients/summary' },
      { method: 'GET', url: '/api/clients/options' },
      { method: 'GET', url: '/api/clients/export.csv' },
      { method: 'POST', url: '/api/clients', payload: { name: 'X', email: 'x@example.com' } },
      { method: 'GET', url: `/api/clients/${missingId}` },
      { method: 'PUT', url: `/api/clients/${missingId}`, payload: { name: 'X', email: 'x@example.com' } },
      { method: 'GET', url: `/api/clients/${missingId}/cars` },
      { method: 'POST', url: `/api/clients/${missingId}/cars`, payload: { carId: missingId } },
      { method: 'DELETE', url: `/api/clients/${missingId}/cars/${missingId}` },
    ] as const;
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it("answers 404 for another team's client, a missing id and a malformed id", async () => {
    const theirs = await addClient(b, { name: 'Their Client', email: 'their@example.com' });
    const theirCar = await addCar(b, { name: 'Their Car' });
    const mine = await addClient(a, { name: 'My Client', email: 'mine@example.com' });
    const myCar = await addCar(a, { name: 'My Car' });
    for (const id of [theirs.id, missingId, 'nope']) {
      const read = await t.request(a, { method: 'GET', url: `/api/clients/${id}` });
      expect(read.statusCode).toBe(404);
      const put = await t.request(a, {
        method: 'PUT',
        url: `/api/clients/${id}`,
        payload: { name: 'Hijack', email: 'h@example.com' },
      });
      expect(put.statusCode).toBe(404);
      expect((await t.request(a, { method: 'GET', url: `/api/clients/${id}/cars` })).statusCode).toBe(404);
      const assign = await t.request(a, { method: 'POST', url: `/api/clients/${id}/cars`, payload: { carId: myCar } });
      expect(assign.statusCode).toBe(404);
      expect((await t.request(a, { method: 'DELETE', url: `/api/clients/${id}/cars/${myCar}` })).statusCode).toBe(404);
    }
    const read = await t.request(a, { method: 'GET', url: `/api/clients/${theirs.id}` });
    expect(read.json()).toEqual({ error: { code: 'not_found', message: 'Client not found' } });

    // Another team's car cannot be assigned to my client, nor removed from theirs.
    const stealCar = await t.request(a, {
      method: 'POST',
      url: `/api/clients/${mine.id}/cars`,
      payload: { carId: theirCar },
    });
    expect(stealCar.statusCode).toBe(400);
    expect(stealCar.json()).toEqual({
      error: { code: 'validation_failed', message: 'Car not found', fields: { carId: 'Car not found' } },
    });
    const [car] = await t.db.select({ clientId: cars.clientId }).from(cars).where(eq(cars.id, theirCar));
    expect(car!.clientId).toBeNull();
    const [theirCarClient] = await t.db
      .insert(cars)
      .values({ teamId: b.teamId, name: 'Their client car', clientId: theirs.id })
      .returning({ id: cars.id });
    const removeTheirs = await t.request(a, {
      method: 'DELETE',
      url: `/api/clients/${mine.id}/cars/${theirCarClient!.id}`,
    });
    expect(removeTheirs.statusCode).toBe(404);
    const [kept] = await t.db.select({ clientId: cars.clientId }).from(cars).where(eq(cars.id, theirCarClient!.id));
    expect(kept!.clientId).toBe(theirs.id);
    const after = await t.request(b, { method: 'GET', url: `/api/clients/${theirs.id}` });
    expect(after.json<Client>().label).toBe('Their Client');
    expect((await list(a)).items.some((c) => c.id === theirs.id)).toBe(false);
  });
});

describe('clients: create, read, update', () => {
  it('splits the full name, stores the address and applies the save defaults', async () => {
    const client = await addClient(a, {
      name: '  Juan Pablo Montoya ',
      email: ' jpm@example.com ',
      phone: '+1 (305) 555-0199',
      address: '1 Speedway Blvd',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
      country: 'US',
      source: 'Referral',
      fleetId: 'FL-7',
      notes: 'Prefers Saturday pickups',
      taxExempt: true,
      eligibleForAR: true,
      marketToCustomer: false,
    });
    expect(client).toMatchObject({
      label: 'Juan Pablo Montoya',
      firstName: 'Juan',
      lastName: 'Pablo Montoya',
      displayName: 'Juan Pablo Montoya',
      email: 'jpm@example.com',
      phone: '+1 (305) 555-0199',
      billingAddress: { street: '1 Speedway Blvd', city: 'Miami', state: 'FL', postalCode: '33101', country: 'US' },
      referralSource: 'Referral',
      fleetId: 'FL-7',
      notes: 'Prefers Saturday pickups',
      taxExempt: true,
      eligibleForAr: true,
      marketingConsent: false,
      status: 'active',
      isActive: true,
      businessType: 'individual',
      experienceLevel: 'intermediate',
      type: 'person',
    });
    expect(client.contractStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const read = await t.request(a, { method: 'GET', url: `/api/clients/${client.id}` });
    expect(read.json()).toEqual(client);
  });

  it('defaults the country to US and marketing consent on', async () => {
    const client = await addClient(a, { name: 'Solo', email: 'solo@example.com' });
    expect(client).toMatchObject({
      firstName: 'Solo',
      lastName: null,
      billingAddress: { street: null, city: null, state: null, postalCode: null, country: 'US' },
      marketingConsent: true,
      taxExempt: false,
      eligibleForAr: false,
    });
  });

  it('refuses bad bodies with the spec messages under their fields', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ', email: 'a@b.co' }, { name: 'Name is required' }],
      [{ name: 'A', email: '' }, { email: 'Email is required' }],
      [{ name: 'A' }, { email: 'Email is required' }],
      [{ name: 'A', email: 'a@b' }, { email: 'Invalid email format' }],
      [{ name: 'A', email: 'a@b.co', phone: '555-CALL' }, { phone: 'Invalid phone format' }],
      [{ name: 'A', email: 'a@b.co', state: 'XX' }, { state: 'Choose one of the US state codes' }],
      [{ name: 'A', email: 'a@b.co', country: 'DE' }, { country: 'Choose United States, Canada or Mexico' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await t.request(a, { method: 'POST', url: '/api/clients', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorJson>();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toEqual(fields);
      expect(body.error.message).toBe(Object.values(fields)[0]);
    }
  });

  it('updates every form field and keeps the contract start date', async () => {
    const client = await addClient(a, { name: 'Kimi', email: 'kimi@example.com' });
    await t.db
      .update(clients)
      .set({ status: 'inactive', isActive: false, contractStartDate: '2024-03-01' })
      .where(eq(clients.id, client.id));
    const res = await t.request(a, {
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      payload: {
        name: 'Kimi Matias Raikkonen',
        email: 'iceman@example.com',
        country: 'CA',
        city: 'Toronto',
        source: 'Website',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Kimi',
      lastName: 'Matias Raikkonen',
      email: 'iceman@example.com',
      billingAddress: { city: 'Toronto', country: 'CA' },
      referralSource: 'Website',
      status: 'active',
      isActive: true,
      contractStartDate: '2024-03-01',
    });
    const bad = await t.request(a, {
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      payload: { name: 'K', email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error.fields).toEqual({ email: 'Invalid email format' });
  });
});

describe('clients: list, summary, options, export', () => {
  let u: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    u = await t.signUp();
    ids.ann = (await addClient(u, { name: 'Ann Lee', email: 'ann@lee.example', phone: '(555) 010-1111' })).id;
    ids.bob = (await addClient(u, { name: 'bob Stone', email: 'bob@stone.example', phone: '555 010 2222' })).id;
    ids.cara = (await addClient(u, { name: 'Cara "Flash" Diaz, Jr.', email: 'cara@diaz.example' })).id;
    // Rows written by other paths: a business, and labels from first/last name or the e-mail.
    const [biz] = await t.db
      .insert(clients)
      .values({
        teamId: u.teamId,
        displayName: 'Delta Motorsport',
        type: 'business',
        email: 'ops@delta.example',
        status: 'inactive',
        isActive: false,
      })
      .returning({ id: clients.id });
    ids.delta = biz!.id;
    const [noDisplay] = await t.db
      .insert(clients)
      .values({ teamId: u.teamId, displayName: '  ', firstName: 'Eve', lastName: 'Park', email: 'eve@park.example' })
      .returning({ id: clients.id });
    ids.eve = noDisplay!.id;
    const [emailOnly] = await t.db
      .insert(clients)
      .values({ teamId: u.teamId, lastName: 'Nobody', email: 'aaron.z@mail.example' })
      .returning({ id: clients.id });
    ids.aaron = emailOnly!.id;

    const annCar1 = await addCar(u, { name: 'Ann 1', clientId: ids.ann });
    await addCar(u, { name: 'Ann 2', clientId: ids.ann });
    const bobCar = await addCar(u, { name: 'Bob 1', clientId: ids.bob });
    await addCar(u, { name: 'Shop car' });
    await addVisit(u, ids.ann, annCar1, '2026-03-01');
    await addVisit(u, ids.ann, annCar1, '2026-05-10');
    await addVisit(u, ids.ann, annCar1, '2026-09-01'); // after "today": not a visit yet
    await addVisit(u, ids.bob, bobCar, '2026-06-15');
  });

  it('pages in label order with vehicles, last visit and total spent', async () => {
    const page = await list(u, '?today=2026-07-01');
    expect(page.total).toBe(6);
    expect(page.pageSize).toBe(50);
    expect(page.items.map((c) => c.label)).toEqual([
      'aaron.z',
      'Ann Lee',
      'bob Stone',
      'Cara "Flash" Diaz, Jr.',
      'Delta Motorsport',
      'Eve Park',
    ]);
    const ann = page.items.find((c) => c.id === ids.ann)!;
    expect(ann).toMatchObject({
      vehicleCount: 2,
      lastVisit: '2026-05-10',
      totalSpentCents: 0,
      type: 'person',
      status: 'active',
    });
    expect(page.items.find((c) => c.id === ids.cara)).toMatchObject({ vehicleCount: 0, lastVisit: null });
    // The SQL order agrees with clientLabel().
    const rows = await t.db.select().from(clients).where(eq(clients.teamId, u.teamId));
    const expected = rows.map((r) => clientLabel(r)).sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    expect(page.items.map((c) => c.label)).toEqual(expected);

    const later = await list(u, '?today=2026-12-31');
    expect(later.items.find((c) => c.id === ids.ann)?.lastVisit).toBe('2026-09-01');

    const second = await list(u, '?pageSize=4&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.items.map((c) => c.label)).toEqual(['Delta Motorsport', 'Eve Park']);
  });

  it('searches name, e-mail and phone case-insensitively', async () => {
    const labels = async (q: string) => (await list(u, `?search=${encodeURIComponent(q)}`)).items.map((c) => c.label);
    expect(await labels('LEE')).toEqual(['Ann Lee']);
    expect(await labels('stone.example')).toEqual(['bob Stone']);
    expect(await labels('010-2222')).toEqual(['bob Stone']);
    expect(await labels('5550102222')).toEqual(['bob Stone']);
    expect(await labels('eve park')).toEqual(['Eve Park']);
    expect(await labels('%')).toEqual([]);
    expect(await labels('zzz')).toEqual([]);
    expect((await list(u, '?search=lee')).total).toBe(1);
  });

  it('filters by type and sorts by last visit and total spent both ways', async () => {
    const people = await list(u, '?type=person');
    expect(people.total).toBe(5);
    expect(people.items.some((c) => c.id === ids.delta)).toBe(false);

    const desc = await list(u, '?sort=lastVisit&dir=desc&today=2026-07-01');
    expect(desc.items.slice(0, 2).map((c) => c.label)).toEqual(['bob Stone', 'Ann Lee']);
    expect(desc.items.slice(2).every((c) => c.lastVisit === null)).toBe(true);
    const asc = await list(u, '?sort=lastVisit&dir=asc&today=2026-07-01');
    expect(asc.items.slice(-2).map((c) => c.label)).toEqual(['Ann Lee', 'bob Stone']);

    const spent = await list(u, '?sort=totalSpent&dir=desc');
    expect(spent.items).toHaveLength(6);
    const byName = await list(u, '?sort=name&dir=desc');
    expect(byName.items[0]?.label).toBe('Eve Park');
  });

  it('sorts by last visit as the registrations say, page after page, as events, registrations and clients change', async () => {
    const v = await t.signUp();
    const today = '2026-07-01';
    // Clients with names that tie on their lowercase label, visits that tie on their date, a
    // client registered only for an event to come, one with visits both sides of today.
    const names = ['ann', 'Ann', 'Bea', 'Cal', 'dan', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lu', 'Max'];
    const rows = await t.db
      .insert(clients)
      .values(names.map((displayName) => ({ teamId: v.teamId, displayName, email: `${displayName}@pit.test` })))
      .returning({ id: clients.id, displayName: clients.displayName });
    const clientOf = new Map(rows.map((r, i) => [names[i]!, r.id]));
    const carOf = new Map<string, string>();
    for (const name of names) carOf.set(name, await addCar(v, { name: `${name} car`, clientId: clientOf.get(name)! }));
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: v.teamId, name: 'Road Atlanta', location: 'Braselton, GA' })
      .returning({ id: tracks.id });
    const eventOn = async (date: string) => {
      const [event] = await t.db
        .insert(events)
        .values({ teamId: v.teamId, title: `Day ${date}`, date, type: 'Track Day', trackId: track!.id })
        .returning({ id: events.id });
      return event!.id;
    };
    const days = {
      march: await eventOn('2026-03-14'),
      may: await eventOn('2026-05-02'),
      june: await eventOn('2026-06-20'),
      today: await eventOn(today),
      august: await eventOn('2026-08-08'),
    };
    const register = async (eventId: string, name: string) => {
      const res = await t.request(v, {
        method: 'POST',
        url: `/api/events/${eventId}/cars`,
        payload: { clientId: clientOf.get(name), carId: carOf.get(name) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    for (const name of ['ann', 'Ann', 'Bea', 'Cal']) await register(days.may, name);
    for (const name of ['dan', 'Eli']) await register(days.june, name);
    await register(days.march, 'Bea');
    await register(days.today, 'Fay');
    await register(days.august, 'Gus'); // only an event to come: never visited yet
    await register(days.august, 'Hal');
    const halInMarch = await register(days.march, 'Hal'); // visited in March, back in August

    /** The list's order computed here from the registrations: last visit, then label, then id. */
    const expectedOrder = async (dir: 'asc' | 'desc', search = '') => {
      const visits = await t.db
        .select({ clientId: eventCars.clientId, date: events.date })
        .from(eventCars)
        .innerJoin(events, eq(events.id, eventCars.eventId))
        .where(eq(eventCars.teamId, v.teamId));
      const team = await t.db.select().from(clients).where(eq(clients.teamId, v.teamId));
      const last = (id: string) =>
        visits
          .filter((r) => r.clientId === id && r.date <= today)
          .map((r) => r.date)
          .sort()
          .at(-1) ?? null;
      const byLabel = (x: (typeof team)[number], y: (typeof team)[number]) => {
        const [lx, ly] = [clientLabel(x).toLowerCase(), clientLabel(y).toLowerCase()];
        return lx < ly ? -1 : lx > ly ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
      };
      return team
        .filter((c) => c.archivedAt === null && clientLabel(c).toLowerCase().includes(search))
        .sort((x, y) => {
          const [vx, vy] = [last(x.id), last(y.id)];
          if (vx === vy) return byLabel(x, y);
          if (vx === null) return dir === 'desc' ? 1 : -1;
          if (vy === null) return dir === 'desc' ? -1 : 1;
          return (vx < vy ? -1 : 1) * (dir === 'desc' ? -1 : 1);
        })
        .map((c) => ({ id: c.id, lastVisit: last(c.id) }));
    };
    /** Every page of the list sorted by last visit, four clients a page, joined up. */
    const listedOrder = async (dir: 'asc' | 'desc', search = '') => {
      const listed: { id: string; lastVisit: string | null }[] = [];
      for (let page = 1; ; page++) {
        const res = await list(v, `?sort=lastVisit&dir=${dir}&pageSize=4&page=${page}&today=${today}&search=${search}`);
        listed.push(...res.items.map((c) => ({ id: c.id, lastVisit: c.lastVisit })));
        if (res.items.length < 4) return listed;
      }
    };
    const expectListedAsRegistered = async () => {
      for (const dir of ['desc', 'asc'] as const) {
        expect(await listedOrder(dir), dir).toEqual(await expectedOrder(dir));
        expect(await listedOrder(dir, 'a'), `${dir}, searched`).toEqual(await expectedOrder(dir, 'a'));
      }
    };

    await expectListedAsRegistered();
    const desc = await list(v, `?sort=lastVisit&dir=desc&today=${today}`);
    expect(desc.items.slice(0, 3).map((c) => [c.label, c.lastVisit])).toEqual([
      ['Fay', today],
      ['dan', '2026-06-20'],
      ['Eli', '2026-06-20'],
    ]);
    expect(desc.items.find((c) => c.label === 'Hal')?.lastVisit).toBe('2026-03-14');
    expect(desc.items.find((c) => c.label === 'Gus')?.lastVisit).toBeNull();

    // An event moved to another day, a registration removed through the API, one moved to
    // another client and an event deleted with its registrations, written straight to the
    // database: each shows on the next list.
    await t.db.update(events).set({ date: '2026-06-25' }).where(eq(events.id, days.may));
    await expectListedAsRegistered();
    const removed = await t.request(v, { method: 'DELETE', url: `/api/events/${days.march}/cars/${halInMarch}` });
    expect(removed.statusCode).toBe(204);
    await expectListedAsRegistered();
    expect((await list(v, `?sort=lastVisit&dir=desc&today=${today}&search=hal`)).items[0]?.lastVisit).toBeNull();
    await t.db
      .update(eventCars)
      .set({ clientId: clientOf.get('Max')! })
      .where(eq(eventCars.clientId, clientOf.get('Fay')!));
    await expectListedAsRegistered();
    // An event's registrations keep it from being deleted: they go first, then the event.
    await t.db.delete(eventCars).where(eq(eventCars.eventId, days.june));
    await t.db.delete(events).where(eq(events.id, days.june));
    await expectListedAsRegistered();
    // A later day turns a registration to come into a visit.
    const later = await list(v, '?sort=lastVisit&dir=desc&today=2026-12-31');
    expect(later.items.slice(0, 2).map((c) => [c.label, c.lastVisit])).toEqual([
      ['Gus', '2026-08-08'],
      ['Hal', '2026-08-08'],
    ]);
  });

  it('refuses bad list queries with the field named', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/clients?sort=age' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ErrorJson>().error.fields ?? {})).toEqual(['sort']);
    expect((await t.request(u, { method: 'GET', url: '/api/clients?today=2026-02-30' })).statusCode).toBe(400);
    expect((await t.request(u, { method: 'GET', url: '/api/clients?page=0' })).statusCode).toBe(400);
  });

  it('summarises clients, their vehicles and revenue', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/clients/summary' });
    expect(res.json()).toEqual({ totalClients: 6, totalVehicles: 3, totalRevenueCents: 0 });
    const empty = await t.request(await t.signUp(), { method: 'GET', url: '/api/clients/summary' });
    expect(empty.json()).toEqual({ totalClients: 0, totalVehicles: 0, totalRevenueCents: 0 });
  });

  it('counts every change on the next summary and list, made through the API or written straight to the database', async () => {
    const team = await t.signUp();
    const figures = async (search = '') => {
      const summary = (await t.request(team, { method: 'GET', url: '/api/clients/summary' })).json<ClientSummary>();
      return [summary, (await list(team, `?search=${search}`)).total];
    };
    const first = await addClient(team, { name: 'Ann Lee', email: 'ann@example.com' });
    expect(await figures('lee')).toEqual([{ totalClients: 1, totalVehicles: 0, totalRevenueCents: 0 }, 1]);
    // Another server or an import: seen at once by the summary and the list's count.
    await t.db
      .update(clients)
      .set({ displayName: 'Ann Stone', firstName: 'Ann', lastName: 'Stone' })
      .where(eq(clients.id, first.id));
    expect(await figures('lee')).toEqual([{ totalClients: 1, totalVehicles: 0, totalRevenueCents: 0 }, 0]);
    await addCar(team, { clientId: first.id });
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        teamId: team.teamId,
        number: 'INV-1',
        clientId: first.id,
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        subtotalCents: 10_000,
        taxRatePercent: 0,
        taxCents: 0,
        totalCents: 10_000,
      })
      .returning({ id: invoices.id });
    expect(await figures('stone')).toEqual([{ totalClients: 1, totalVehicles: 1, totalRevenueCents: 0 }, 1]);
    await t.db.update(invoices).set({ status: 'paid', paidCents: 10_000 }).where(eq(invoices.id, invoice!.id));
    expect((await figures('stone'))[0]).toEqual({ totalClients: 1, totalVehicles: 1, totalRevenueCents: 10_000 });
    await t.db.update(clients).set({ archivedAt: new Date() }).where(eq(clients.id, first.id));
    expect(await figures('stone')).toEqual([{ totalClients: 0, totalVehicles: 1, totalRevenueCents: 10_000 }, 0]);
  });

  it('offers every client as an option by label with its car count', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/clients/options' });
    const options = res.json<ClientOption[]>();
    expect(options.map((o) => o.label)).toEqual([
      'aaron.z',
      'Ann Lee',
      'bob Stone',
      'Cara "Flash" Diaz, Jr.',
      'Delta Motorsport',
      'Eve Park',
    ]);
    expect(options.find((o) => o.id === ids.ann)).toEqual({
      id: ids.ann,
      label: 'Ann Lee',
      isActive: true,
      carCount: 2,
    });
    expect(options.find((o) => o.id === ids.delta)?.isActive).toBe(false);
  });

  const optionLabels = async (qs: string) =>
    (await fetchOptions<ClientOption>(t, u, `/api/clients/options${qs}`)).map((o) => o.label);

  it('searches options as the list does: name, e-mail, phone and its digits', async () => {
    expect(await optionLabels('?search=ANN')).toEqual(['Ann Lee']);
    expect(await optionLabels('?search=eve park')).toEqual(['Eve Park']);
    expect(await optionLabels('?search=mail.example')).toEqual(['aaron.z']);
    expect(await optionLabels('?search=5550102222')).toEqual(['bob Stone']);
    expect(await optionLabels('?search=%25')).toEqual([]);
    // The chosen one stays whatever the search.
    expect(await optionLabels(`?search=ann&ids=${ids.delta}`)).toEqual(['Ann Lee', 'Delta Motorsport']);
  });

  it('offers only active clients, or only those owning a car, the chosen one included only within', async () => {
    expect(await optionLabels('?active=true')).toEqual([
      'aaron.z',
      'Ann Lee',
      'bob Stone',
      'Cara "Flash" Diaz, Jr.',
      'Eve Park',
    ]);
    expect(await optionLabels('?withCars=true')).toEqual(['Ann Lee', 'bob Stone']);
    expect(await optionLabels(`?active=true&withCars=true&ids=${ids.delta},${ids.cara}`)).toEqual([
      'Ann Lee',
      'bob Stone',
    ]);
    expect(await optionLabels('?withCars=true&search=bob&limit=1')).toEqual(['bob Stone']);
    const res = await t.request(u, { method: 'GET', url: '/api/clients/options?active=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.fields).toEqual({ active: 'active is true or false' });
  });

  it('exports the whole filtered list as CSV with escaping', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/clients/export.csv?today=2026-07-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clients-2026-07-01.csv"');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Type,Email,Phone,Vehicles,Last Visit,Total Spent,Status');
    expect(lines).toContain('Ann Lee,Individual,ann@lee.example,(555) 010-1111,2,05/10/2026,$0.00,active');
    expect(lines).toContain('"Cara ""Flash"" Diaz, Jr.",Individual,cara@diaz.example,,0,Never,$0.00,active');
    expect(lines).toContain('Delta Motorsport,Business,ops@delta.example,,0,Never,$0.00,inactive');
    expect(lines).toHaveLength(8); // header, 6 clients, trailing line break

    const filtered = await t.request(u, {
      method: 'GET',
      url: '/api/clients/export.csv?search=a&type=person&sort=lastVisit&dir=desc&today=2026-07-01',
    });
    const rows = filtered.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual([
      'bob Stone',
      'Ann Lee',
      'aaron.z',
      '"Cara ""Flash"" Diaz',
      'Eve Park',
    ]);

    const bad = await t.request(u, { method: 'GET', url: '/api/clients/export.csv?type=robot' });
    expect(bad.statusCode).toBe(400);
    const other = await t.request(b, { method: 'GET', url: '/api/clients/export.csv' });
    expect(other.body).not.toContain('Ann Lee');
  });

  it('streams an export longer than one page, every client once, in the list order', async () => {
    const many = await t.signUp();
    const count = clientExportPageSize * 2 + 5;
    const names = Array.from({ length: count }, (_, i) => `Client ${String(i).padStart(5, '0')}`);
    await t.db.insert(clients).values(names.map((displayName) => ({ teamId: many.teamId, displayName })));
    const res = await t.request(many, { method: 'GET', url: '/api/clients/export.csv?sort=name&dir=asc' });
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Name,Type,Email,Phone,Vehicles,Last Visit,Total Spent,Status');
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(names);
  });
});

describe('clients: vehicles', () => {
  it('assigns a free car, refuses one that has a client, and removes it again', async () => {
    const u = await t.signUp();
    const ann = await addClient(u, { name: 'Ann', email: 'ann@example.com' });
    const bob = await addClient(u, { name: 'Bob', email: 'bob@example.com' });
    const carId = await addCar(u, {
      name: 'Spec Miata',
      make: 'Mazda',
      model: 'MX-5',
      year: 1999,
      transponderNumber: 'TX-1',
      hours: 12.5,
      miles: 900,
    });

    const assigned = await t.request(u, { method: 'POST', url: `/api/clients/${ann.id}/cars`, payload: { carId } });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({
      id: carId,
      name: 'Spec Miata',
      make: 'Mazda',
      model: 'MX-5',
      year: 1999,
      transponderNumber: 'TX-1',
      hours: 12.5,
      miles: 900,
      archivedAt: null,
    });
    const vehicles = await t.request(u, { method: 'GET', url: `/api/clients/${ann.id}/cars` });
    expect(vehicles.json<ClientVehicle[]>().map((v) => v.id)).toEqual([carId]);

    const taken = await t.request(u, { method: 'POST', url: `/api/clients/${bob.id}/cars`, payload: { carId } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorJson>().error.message).toBe(
      'This vehicle is already assigned to a client. Remove it from that client first.',
    );
    const again = await t.request(u, { method: 'POST', url: `/api/clients/${ann.id}/cars`, payload: { carId } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>().error.message).toBe('This vehicle is already assigned to this client.');

    // Removing through the wrong client is refused; through the owner it clears the car's client.
    expect((await t.request(u, { method: 'DELETE', url: `/api/clients/${bob.id}/cars/${carId}` })).statusCode).toBe(
      404,
    );
    expect((await t.request(u, { method: 'DELETE', url: `/api/clients/${ann.id}/cars/${carId}` })).statusCode).toBe(
      204,
    );
    const [car] = await t.db.select({ clientId: cars.clientId }).from(cars).where(eq(cars.id, carId));
    expect(car!.clientId).toBeNull();
    expect((await t.request(u, { method: 'GET', url: `/api/clients/${ann.id}/cars` })).json()).toEqual([]);
    expect((await t.request(u, { method: 'DELETE', url: `/api/clients/${ann.id}/cars/${carId}` })).statusCode).toBe(
      404,
    );

    const toBob = await t.request(u, { method: 'POST', url: `/api/clients/${bob.id}/cars`, payload: { carId } });
    expect(toBob.statusCode).toBe(200);
    const listed = await t.request(u, { method: 'GET', url: '/api/clients' });
    expect(listed.json<ClientPage>().items.map((c: ClientListItem) => [c.label, c.vehicleCount])).toEqual([
      ['Ann', 0],
      ['Bob', 1],
    ]);
  });

  it('refuses a missing or malformed car id: 400 in the body, 404 in the path', async () => {
    const u = await t.signUp();
    const ann = await addClient(u, { name: 'Ann', email: 'ann@example.com' });
    const bad = await t.request(u, { method: 'POST', url: `/api/clients/${ann.id}/cars`, payload: { carId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error.fields).toEqual({ carId: 'Choose a vehicle' });
    const missing = await t.request(u, {
      method: 'POST',
      url: `/api/clients/${ann.id}/cars`,
      payload: { carId: missingId },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorJson>().error.fields).toEqual({ carId: 'Car not found' });
    expect((await t.request(u, { method: 'DELETE', url: `/api/clients/${ann.id}/cars/not-a-uuid` })).statusCode).toBe(
      404,
    );
    const gone = await t.request(u, { method: 'DELETE', url: `/api/clients/${ann.id}/cars/${missingId}` });
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Car not found' } });
  });
});

describe('clients: events and schedule', () => {
  it('lists the next three events with the client’s cars registered, from the given today', async () => {
    const client = await addClient(a, { name: 'Schedule Client', email: 'schedule@example.com' });
    const other = await addClient(a, { name: 'Other Client', email: 'other-schedule@example.com' });
    const miata = await addCar(a, { name: 'Miata', clientId: client.id });
    const gt86 = await addCar(a, { name: 'GT86', clientId: client.id });
    const theirs = await addCar(a, { name: 'Their Car', clientId: other.id });
    await addVisit(a, client.id, miata, '2030-01-10'); // before today: not listed
    for (const date of ['2030-02-01', '2030-03-01', '2030-04-01', '2030-05-01'])
      await addVisit(a, client.id, miata, date);
    await addVisit(a, other.id, theirs, '2030-01-20');
    // Both of the client's cars at the first upcoming event.
    const [first] = await t.db.select().from(events).where(eq(events.title, 'Day 2030-02-01'));
    await t.db
      .insert(eventCars)
      .values({ teamId: a.teamId, eventId: first!.id, carId: gt86, clientId: client.id, carNumber: '86' });

    const res = await t.request(a, { method: 'GET', url: `/api/clients/${client.id}/events?today=2030-01-15` });
    expect(res.statusCode, res.body).toBe(200);
    const upcoming = res.json<EventEntry[]>();
    expect(upcoming.map((e) => e.date)).toEqual(['2030-02-01', '2030-03-01', '2030-04-01']);
    expect(upcoming[0]).toMatchObject({
      title: 'Day 2030-02-01',
      trackName: 'Sebring',
      cars: [
        { id: gt86, name: 'GT86', carNumber: '86' },
        { id: miata, name: 'Miata', carNumber: null },
      ],
    });
  });

  it('answers 401, 404 for another team’s client, and 400 without a valid today', async () => {
    const client = await addClient(a, { name: 'Events Client', email: 'events@example.com' });
    const url = `/api/clients/${client.id}/events?today=2030-01-15`;
    expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(401);
    const theirs = await t.request(b, { method: 'GET', url });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'not_found', message: 'Client not found' } });
    const bad = await t.request(a, { method: 'GET', url: `/api/clients/${client.id}/events?today=someday` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error.fields).toEqual({ today: 'Enter a valid date' });
    const none = await t.request(a, { method: 'GET', url });
    expect(none.json()).toEqual([]);
  });
});

describe('clients: demo seed', () => {
  it('adds realistic clients with addresses and sources, one of them inactive', async () => {
    const u = await t.signUp();
    const ctx = await contextForUser(t.db, { id: u.userId, email: u.email, name: 'demo' });
    await seedClients({ db: t.db } as AppDeps, ctx, demoRecordsOf(ctx));
    const page = await list(u);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.items.filter((c) => !c.isActive)).toHaveLength(1);
    const options = (await t.request(u, { method: 'GET', url: '/api/clients/options' })).json<ClientOption[]>();
    for (const option of options) {
      const client = (await t.request(u, { method: 'GET', url: `/api/clients/${option.id}` })).json<Client>();
      expect(client.billingAddress?.city).toBeTruthy();
      expect(client.referralSource).toBeTruthy();
      expect(client.email).toMatch(/@/);
    }
  });
});

describe('clients: picker options', () => {
  itAnswersLikeAPicker<ClientOption>({
    app: () => t,
    url: '/api/clients/options',
    noun: 'client',
    /** Four clients (answered by label) and an archived one. */
    seed: (user) =>
      seedPickerRecords(
        t,
        user,
        '/api/clients',
        (name) => addClient(user, { name, email: `${name.replace(/\W/g, '.').toLowerCase()}@example.com` }),
        { labels: ['Zoe Quinn', 'Ben Ortiz', 'Mia Khan', 'Alex Reyes'], archivedLabel: 'Archived Alice' },
      ),
    label: (c) => c.label,
  });
});
