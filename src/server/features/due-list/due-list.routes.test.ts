import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueList } from '@shared/due-list/due-list.contract';
import {
  cars,
  clients,
  components,
  eventCars,
  events,
  invoices,
  repairs,
  serviceLifeItems,
  tracks,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
const today = '2026-06-15';
let alpha: string;
let bravo: string;

const get = (user: TestUser | null, query = '') =>
  t.request(user, { method: 'GET', url: `/api/due?today=${today}${query}` });
const listOf = async (user: TestUser, query = '') => {
  const res = await get(user, query);
  expect(res.statusCode).toBe(200);
  return res.json<DueList>();
};

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  const carRows = await t.db
    .insert(cars)
    .values([
      { teamId: u.teamId, name: 'Alpha', hours: 50, logbookExpiration: '2026-06-10', beltsExpiration: '2026-07-01' },
      { teamId: u.teamId, name: 'Bravo', hours: 12, fireBottleExpiration: '2027-01-01' },
      { teamId: u.teamId, name: 'Archived', hours: 99, logbookExpiration: '2026-01-01' },
    ])
    .returning();
  alpha = carRows[0]!.id;
  bravo = carRows[1]!.id;
  await t.db.insert(serviceLifeItems).values([
    // Due: 50 h since the last service of a 40 h interval.
    { teamId: u.teamId, carId: alpha, name: 'Engine oil', hourInterval: 40 },
    // Not due: 10 of 20 h.
    { teamId: u.teamId, carId: alpha, name: 'Brake fluid', hourInterval: 20, lastServiceHours: 40 },
    // Aging: 12 of 15 h of life.
    { teamId: u.teamId, carId: bravo, name: 'Clutch', expectedLifeHours: 15 },
    { teamId: u.teamId, carId: carRows[2]!.id, name: 'Hidden', hourInterval: 1 },
  ]);
  // An archived car's items and dates are not listed.
  await t.db.update(cars).set({ archivedAt: new Date() }).where(eq(cars.id, carRows[2]!.id));
  const [track] = await t.db
    .insert(tracks)
    .values({ teamId: u.teamId, name: 'Laguna Seca', location: 'CA' })
    .returning();
  const [soon, far] = await t.db
    .insert(events)
    .values([
      { teamId: u.teamId, title: 'Track Day', date: '2026-06-20', type: 'Track Day', trackId: track!.id },
      { teamId: u.teamId, title: 'Far away', date: '2026-09-01', type: 'Race', trackId: track!.id },
    ])
    .returning();
  await t.db.insert(eventCars).values([
    { teamId: u.teamId, eventId: soon!.id, carId: bravo },
    { teamId: u.teamId, eventId: soon!.id, carId: alpha, preEventInspectionCompleted: true },
    { teamId: u.teamId, eventId: far!.id, carId: alpha },
  ]);
  await t.db.insert(repairs).values([
    { teamId: u.teamId, carId: bravo, title: 'Fix splitter', scheduledDate: '2026-06-01', status: 'Scheduled' },
    { teamId: u.teamId, carId: bravo, title: 'Done', scheduledDate: '2026-06-01', status: 'Completed' },
    { teamId: u.teamId, carId: bravo, title: 'Later', scheduledDate: '2026-06-30', status: 'Scheduled' },
  ]);
  const [client] = await t.db
    .insert(clients)
    .values({ teamId: u.teamId, firstName: 'Łucja', lastName: 'Wójcik' })
    .returning();
  const invoice = (number: string, status: string, dueDate: string) => ({
    teamId: u.teamId,
    number,
    clientId: client!.id,
    status,
    issueDate: '2026-05-01',
    dueDate,
    subtotalCents: 1000,
    taxRatePercent: 0,
    taxCents: 0,
    totalCents: 1000,
  });
  await t.db
    .insert(invoices)
    .values([
      invoice('INV-2026-001', 'sent', '2026-06-01'),
      invoice('INV-2026-002', 'paid', '2026-06-01'),
      invoice('INV-2026-003', 'sent', '2026-07-01'),
    ]);
  await t.db.insert(cars).values({ teamId: other.teamId, name: 'Foreign', logbookExpiration: '2020-01-01' });
});
afterAll(() => t.close());

describe('GET /api/due', () => {
  it('answers 401 signed out and 400 for a bad today, car or kind', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const bad = await t.request(u, { method: 'GET', url: '/api/due?today=15/06/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.today).toBe('Enter a valid date');
    const kind = await get(u, '&kind=nope');
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ error: { fields: Record<string, string> } }>().error.fields.kind).toBe(
      'Choose a kind of reminder',
    );
    expect((await get(u, '&carId=nope')).statusCode).toBe(400);
  });

  it("lists every kind of the team's own active cars, most urgent first", async () => {
    const list = await listOf(u);
    expect(list.items.map((e) => [e.level, e.kind, e.title, e.carName, e.reason])).toEqual([
      ['overdue', 'repair', 'Fix splitter', 'Bravo', '14 days overdue'],
      ['overdue', 'safety_date', 'Logbook expiration', 'Alpha', 'Expired'],
      ['due', 'service_item', 'Engine oil', 'Alpha', 'Due · 10 h overdue'],
      ['due', 'inspection', 'Track Day · Laguna Seca', 'Bravo', 'Not inspected · event in 5 days'],
      ['soon', 'service_item', 'Clutch', 'Bravo', 'Aging · 80% of life used'],
      ['soon', 'safety_date', 'Belts expiration', 'Alpha', 'Expires in 16 days'],
    ]);
    expect(list.counts).toEqual({ service_item: 2, safety_date: 2, inspection: 1, repair: 1, invoice: 0 });
    expect(list.listsInvoices).toBe(false);
    const oil = list.items.find((e) => e.title === 'Engine oil');
    expect(oil).toMatchObject({
      carId: alpha,
      record: { type: 'service_item' },
      actions: ['reset_service_item', 'schedule_repair'],
    });
    expect(list.items.find((e) => e.title === 'Logbook expiration')).toMatchObject({
      date: '2026-06-10',
      record: { type: 'car', id: alpha },
      actions: ['renew_date'],
    });
  });

  it('filters by car and by kind', async () => {
    const forBravo = await listOf(u, `&carId=${bravo}`);
    expect(forBravo.items.every((e) => e.carId === bravo)).toBe(true);
    expect(forBravo.items.map((e) => e.title)).toEqual(['Fix splitter', 'Track Day · Laguna Seca', 'Clutch']);
    const safety = await listOf(u, '&kind=safety_date');
    expect(safety.items.map((e) => e.title)).toEqual(['Logbook expiration', 'Belts expiration']);
    expect(safety.counts.service_item).toBe(2);
  });

  it("answers 404 for another team's car, as for one that does not exist", async () => {
    const foreign = await listOf(other);
    expect(foreign.items.map((e) => e.carName)).toEqual(['Foreign']);
    const res = await get(other, `&carId=${alpha}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Car not found');
    expect((await get(u, `&carId=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists overdue invoices in team mode with the race shop on, for roles that may use billing', async () => {
    expect((await listOf(u)).items.some((e) => e.kind === 'invoice')).toBe(false);
    const on = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { raceShopEnabled: true } });
    expect(on.statusCode).toBe(200);
    const list = await listOf(u);
    expect(list.listsInvoices).toBe(true);
    expect(list.items.filter((e) => e.kind === 'invoice').map((e) => [e.title, e.reason])).toEqual([
      ['INV-2026-001 · Łucja Wójcik', '14 days overdue'],
    ]);
    expect((await listOf(u, '&mode=individual')).items.some((e) => e.kind === 'invoice')).toBe(false);
    expect((await listOf(u, `&carId=${alpha}`)).items.some((e) => e.kind === 'invoice')).toBe(false);
    await t.setRole(u, 'track_technician');
    const technician = await listOf(u);
    expect(technician.listsInvoices).toBe(false);
    expect(technician.items.some((e) => e.kind === 'invoice')).toBe(false);
    await t.setRole(u, 'team_administrator');
    expect((await listOf(u)).counts.invoice).toBe(1);
    await t.setRole(u, 'team_manager');
  });
});

describe("GET /api/due: tracked components' service items", () => {
  const now = () => new Date().toISOString();
  const place = async (componentId: string, action: 'install' | 'remove', payload: Record<string, unknown> = {}) => {
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/components/${componentId}/${action}`,
      payload: { date: now(), ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  let engine: string;
  let gearbox: string;
  let rebuild: string;

  beforeAll(async () => {
    const rows = await t.db
      .insert(components)
      .values([
        { teamId: u.teamId, name: 'Engine #1', kind: 'engine', serialNumber: 'SN-1', hours: 30 },
        { teamId: u.teamId, name: 'Gearbox', kind: 'gearbox', hours: 90 },
        { teamId: u.teamId, name: 'Old diff', kind: 'differential', hours: 90 },
        { teamId: other.teamId, name: 'Foreign engine', kind: 'engine', hours: 90 },
      ])
      .returning();
    engine = rows[0]!.id;
    gearbox = rows[1]!.id;
    const items = await t.db
      .insert(serviceLifeItems)
      .values([
        // Due: 30 h of the engine's own hours since its last service, a 25 h interval (its car's
        // hours have nothing to do with it).
        { teamId: u.teamId, componentId: engine, name: 'Engine rebuild', hourInterval: 25 },
        // Not due: 30 of 100 h.
        { teamId: u.teamId, componentId: engine, name: 'Spark plugs', hourInterval: 100 },
        // End of life: 90 of 80 h.
        { teamId: u.teamId, componentId: gearbox, name: 'Dog rings', expectedLifeHours: 80 },
        { teamId: u.teamId, componentId: rows[2]!.id, name: 'Archived away', hourInterval: 1 },
        { teamId: other.teamId, componentId: rows[3]!.id, name: 'Not ours', hourInterval: 1 },
      ])
      .returning();
    rebuild = items[0]!.id;
    // An archived component's items are not listed.
    await t.db.update(components).set({ archivedAt: new Date() }).where(eq(components.id, rows[2]!.id));
  });

  it('lists a component on the shelf by its name and serial, without a car, with the reset only', async () => {
    const list = await listOf(u, '&kind=service_item');
    expect(list.items.map((e) => [e.level, e.title, e.component?.name ?? null, e.carName, e.reason])).toEqual([
      ['overdue', 'Dog rings', 'Gearbox', null, 'End of Life · 112.5% of life used'],
      ['due', 'Engine oil', null, 'Alpha', 'Due · 10 h overdue'],
      ['due', 'Engine rebuild', 'Engine #1', null, 'Due · 5 h overdue'],
      ['soon', 'Clutch', null, 'Bravo', 'Aging · 80% of life used'],
    ]);
    expect(list.counts.service_item).toBe(4);
    expect(list.items.find((e) => e.title === 'Engine rebuild')).toMatchObject({
      key: `service_item:${rebuild}`,
      carId: null,
      component: { id: engine, name: 'Engine #1', serialNumber: 'SN-1' },
      record: { type: 'service_item', id: rebuild },
      actions: ['reset_service_item'],
    });
    expect(list.items.find((e) => e.title === 'Engine oil')?.component).toBeNull();
    // Each team sees its own components only.
    const foreign = (await listOf(other)).items.filter((e) => e.component !== null);
    expect(foreign.map((e) => [e.title, e.component?.name])).toEqual([['Not ours', 'Foreign engine']]);
  });

  it('names the car a component is installed in, and the filter by car includes it', async () => {
    await place(engine, 'install', { carId: bravo });
    const rebuildEntry = (await listOf(u)).items.find((e) => e.title === 'Engine rebuild');
    expect(rebuildEntry).toMatchObject({
      carId: bravo,
      carName: 'Bravo',
      component: { id: engine },
      actions: ['reset_service_item', 'schedule_repair'],
    });
    const forBravo = await listOf(u, `&carId=${bravo}&kind=service_item`);
    expect(forBravo.items.map((e) => e.title)).toEqual(['Engine rebuild', 'Clutch']);
    expect((await listOf(u, `&carId=${alpha}`)).items.some((e) => e.component !== null)).toBe(false);

    // Back on the shelf: listed without a car, and no longer under Bravo.
    await place(engine, 'remove');
    expect((await listOf(u)).items.find((e) => e.title === 'Engine rebuild')).toMatchObject({ carId: null });
    expect((await listOf(u, `&carId=${bravo}`)).items.some((e) => e.component !== null)).toBe(false);
  });

  it("hides a component installed in an archived car, as that car's own items are", async () => {
    const [spare] = await t.db.insert(cars).values({ teamId: u.teamId, name: 'Spare chassis' }).returning();
    await place(gearbox, 'install', { carId: spare!.id });
    expect((await listOf(u)).items.find((e) => e.title === 'Dog rings')?.carName).toBe('Spare chassis');
    await t.db.update(cars).set({ archivedAt: new Date() }).where(eq(cars.id, spare!.id));
    expect((await listOf(u)).items.some((e) => e.title === 'Dog rings')).toBe(false);
    await t.db.update(cars).set({ archivedAt: null }).where(eq(cars.id, spare!.id));
    await place(gearbox, 'remove');
  });

  it("leaves the list once reset through the component's own route", async () => {
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/components/${engine}/service-items/${rebuild}/reset`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(u)).items.some((e) => e.title === 'Engine rebuild')).toBe(false);
  });
});
