import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarList } from '@shared/cars/cars.contract';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { InspectionTemplateDetail } from '@shared/inspection-templates/inspection-templates.contract';
import type { CreateInspectionResponse } from '@shared/inspections/inspections.contract';
import type { ClientWorkOrders, WorkOrder, WorkOrderList } from '@shared/work-orders/work-orders.contract';
import { cars, clients, teamCounters, workOrderCharges, workOrders } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import {
  createWorkOrderVia,
  moveWorkOrderVia,
  workOrderBody,
  workOrderBodyTotalCents,
} from './work-orders.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';
const year = new Date().getFullYear();
const required = 'Please fill in all required fields (Client, Vehicle, Title)';

const mine = () => ({ clientId: fu.client.id, carId: fu.clientCar.id });
const theirs = () => ({ clientId: fo.client.id, carId: fo.clientCar.id });

async function countRows(user: TestUser) {
  const [orders] = await t.db.select({ n: count() }).from(workOrders).where(eq(workOrders.teamId, user.teamId));
  const [lines] = await t.db
    .select({ n: count() })
    .from(workOrderCharges)
    .where(eq(workOrderCharges.teamId, user.teamId));
  return { orders: orders?.n ?? 0, lines: lines?.n ?? 0 };
}

async function list(user: TestUser, query = ''): Promise<WorkOrderList> {
  const res = await t.request(user, { method: 'GET', url: `/api/work-orders${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkOrderList>();
}

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
});
afterAll(() => t.close());

describe('work orders: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/work-orders' },
      { method: 'POST', url: '/api/work-orders', payload: {} },
      { method: 'POST', url: '/api/work-orders/from-price-list', payload: {} },
      { method: 'GET', url: `/api/work-orders/${missingId}` },
      { method: 'PUT', url: `/api/work-orders/${missingId}`, payload: {} },
      { method: 'POST', url: `/api/work-orders/${missingId}/status`, payload: { status: 'approved' } },
      { method: 'POST', url: `/api/work-orders/${missingId}/price-list-items`, payload: {} },
      { method: 'GET', url: `/api/clients/${missingId}/work-orders` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's work order on every route, like a missing one", async () => {
    const theirOrder = await createWorkOrderVia(t, other, workOrderBody(theirs(), { title: 'Their order' }));
    for (const id of [theirOrder.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/work-orders/${id}` })).statusCode).toBe(404);
      const put = await t.request(u, { method: 'PUT', url: `/api/work-orders/${id}`, payload: workOrderBody(mine()) });
      expect(put.statusCode).toBe(404);
      const status = await t.request(u, {
        method: 'POST',
        url: `/api/work-orders/${id}/status`,
        payload: { status: 'cancelled' },
      });
      expect(status.statusCode).toBe(404);
      const items = await t.request(u, {
        method: 'POST',
        url: `/api/work-orders/${id}/price-list-items`,
        payload: { items: [{ key: 'oil_change' }] },
      });
      expect(items.statusCode).toBe(404);
    }
    const res = await t.request(u, { method: 'GET', url: `/api/work-orders/${theirOrder.id}` });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Work order not found' } });
    expect((await list(u)).items.map((w) => w.id)).not.toContain(theirOrder.id);
    const tabs = await t.request(u, { method: 'GET', url: `/api/clients/${fo.client.id}/work-orders` });
    expect(tabs.statusCode).toBe(404);
    const still = await t.request(other, { method: 'GET', url: `/api/work-orders/${theirOrder.id}` });
    expect(still.json<WorkOrder>()).toMatchObject({ title: 'Their order', status: 'draft' });
  });

  it("refuses another team's client, car, event, driver or damage report in a body: 400 naming the field", async () => {
    const before = await countRows(u);
    const cases: [Record<string, unknown>, string, string][] = [
      [workOrderBody({ clientId: fo.client.id, carId: fu.clientCar.id }), 'clientId', 'Client not found'],
      [workOrderBody({ clientId: fu.client.id, carId: fo.clientCar.id }), 'carId', 'Car not found'],
      [
        workOrderBody(mine(), {
          eventCharges: [{ description: 'x', quantity: 1, unitRateCents: 1, eventId: fo.event.id }],
        }),
        'eventId',
        'Event not found',
      ],
      [
        workOrderBody(mine(), {
          eventCharges: [{ description: 'x', quantity: 1, unitRateCents: 1, driverId: fo.driver.id }],
        }),
        'driverId',
        'Driver not found',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/work-orders', payload });
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'validation_failed', message, fields: { [field]: message } });
    }
    expect(await countRows(u)).toEqual(before);
  });
});

describe('work orders: validation', () => {
  it("asks for client, vehicle and title with the spec's message", async () => {
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: { clientId: '', carId: null, title: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'validation_failed',
      message: required,
      fields: { clientId: required, carId: required, title: required },
    });
  });

  it('refuses bad lines with their field messages, and a car that is not the client’s', async () => {
    const before = await countRows(u);
    const bad = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody(mine(), {
        serviceCharges: [{ description: '', quantity: 1.005, unitRateCents: -1 }],
        priority: 'whenever' as never,
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      priority: 'Choose low, medium, high or urgent',
      'serviceCharges.0.description': 'Description is required',
      'serviceCharges.0.quantity': 'Quantity can have at most 2 decimals',
      'serviceCharges.0.unitRateCents': 'Unit rate must be 0 or more',
    });
    const wrongCar = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody({ clientId: fu.client.id, carId: fu.otherClientCar.id }),
    });
    expect(wrongCar.statusCode).toBe(400);
    expect(errorOf(wrongCar)).toMatchObject({
      message: 'The selected car does not belong to this client',
      fields: { carId: 'The selected car does not belong to this client' },
    });
    expect(await countRows(u)).toEqual(before);
  });
});

describe('work orders: the builder saves everything at once', () => {
  it('numbers the work order from the team counter and totals its lines with the shared rule', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const created = await t.request(team, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody({ clientId: f.client.id, carId: f.clientCar.id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<WorkOrder>();
    expect(order).toMatchObject({
      number: `WO-${year}-001`,
      status: 'draft',
      priority: 'high',
      clientName: 'Ayrton Costa',
      carName: 'Spec Miata #12',
      requiresClientApproval: true,
      estimatedTotalCents: workOrderBodyTotalCents,
      actualTotalCents: workOrderBodyTotalCents,
      editable: true,
      nextStatuses: ['pending_approval', 'cancelled'],
    });
    expect(order.serviceCharges[0]).toMatchObject({ quantity: 0.8, unitRateCents: 9_500, totalCents: 7_600 });
    expect(order.partsCharges[0]).toMatchObject({
      partName: 'Brake pads',
      description: 'Brake pads',
      unitCostCents: 20_000,
      unitPriceCents: 28_000,
      markupPercentage: 40,
      totalCents: 56_000,
    });
    const second = await createWorkOrderVia(t, team, workOrderBody({ clientId: f.client.id, carId: f.clientCar.id }));
    expect(second.number).toBe(`WO-${year}-002`);
    const again = await t.request(team, { method: 'GET', url: `/api/work-orders/${order.id}` });
    expect(again.json<WorkOrder>()).toEqual(order);
  });

  it('a failing charge insert leaves no work order behind and gives its number back', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const g = await insertRacingFixtures(t.db, other.teamId);
    const refs = { clientId: f.client.id, carId: f.clientCar.id };
    await createWorkOrderVia(t, team, workOrderBody(refs));
    const before = await countRows(team);
    // The last line points at another team's damage report: its insert fails after the header's.
    const [report] = await t.database.rawQuery<{ id: string }>(
      `insert into damage_reports (team_id, car_id, title, severity, status, discovered_date)
       values ($1, $2, 'Their dent', 'minor', 'reported', '2026-01-01') returning id`,
      [other.teamId, g.clientCar.id],
    );
    const res = await t.request(team, {
      method: 'POST',
      url: '/api/work-orders',
      payload: workOrderBody(refs, {
        damageCharges: [{ description: 'Panel', quantity: 1, unitRateCents: 100, damageReportId: report?.id ?? '' }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ fields: { damageReportId: 'Damage report not found' } });
    expect(await countRows(team)).toEqual(before);
    const [counter] = await t.db
      .select()
      .from(teamCounters)
      .where(and(eq(teamCounters.teamId, team.teamId), eq(teamCounters.name, 'work_order')));
    expect(counter?.value).toBe(1);
    expect((await createWorkOrderVia(t, team, workOrderBody(refs))).number).toBe(`WO-${year}-002`);
  });

  it('200 concurrent creations get 200 distinct numbers', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const body = workOrderBody(
      { clientId: f.client.id, carId: f.clientCar.id },
      { eventCharges: [], partsCharges: [], damageCharges: [] },
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.request(team, { method: 'POST', url: '/api/work-orders', payload: body })),
    );
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const numbers = results.map((r) => r.json<WorkOrder>().number);
    expect(new Set(numbers).size).toBe(200);
    const expected = Array.from({ length: 200 }, (_, i) => `WO-${year}-${String(i + 1).padStart(3, '0')}`);
    expect([...numbers].sort()).toEqual(expected);
  }, 120_000);

  it('saves over a draft: header and all lines replaced; pending can go back to draft', async () => {
    const order = await createWorkOrderVia(t, u, workOrderBody(mine()));
    const saved = await t.request(u, {
      method: 'PUT',
      url: `/api/work-orders/${order.id}`,
      payload: workOrderBody(mine(), {
        title: 'Brakes only',
        status: 'pending_approval',
        eventCharges: [],
        damageCharges: [],
        serviceCharges: [],
        partsCharges: [{ partName: 'Brake pads', quantity: 1, unitCostCents: 20_000, unitPriceCents: 28_000 }],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<WorkOrder>();
    expect(body).toMatchObject({ title: 'Brakes only', status: 'pending_approval', estimatedTotalCents: 28_000 });
    expect(body.number).toBe(order.number);
    expect([body.eventCharges, body.serviceCharges, body.damageCharges]).toEqual([[], [], []]);
    const [lines] = await t.db
      .select({ n: count() })
      .from(workOrderCharges)
      .where(eq(workOrderCharges.workOrderId, order.id));
    expect(lines?.n).toBe(1);
    const back = await t.request(u, {
      method: 'PUT',
      url: `/api/work-orders/${order.id}`,
      payload: workOrderBody(mine(), { status: 'draft' }),
    });
    expect(back.json<WorkOrder>().status).toBe('draft');
  });

  it('refuses to save a work order that is approved or further: 409, nothing changes', async () => {
    const order = await createWorkOrderVia(t, u, workOrderBody(mine()));
    await moveWorkOrderVia(t, u, order.id, ['pending_approval', 'approved']);
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/work-orders/${order.id}`,
      payload: workOrderBody(mine(), { title: 'Changed' }),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Only draft work orders and those pending approval can be changed');
    const after = (await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(after).toMatchObject({ title: 'Race weekend support', status: 'approved', editable: false });
  });
});

describe('work orders: status', () => {
  it('goes draft → pending approval → approved, recording who approved; cancel from there', async () => {
    const order = await createWorkOrderVia(t, u, workOrderBody(mine()));
    const sent = await moveWorkOrderVia(t, u, order.id, ['pending_approval']);
    expect(sent).toMatchObject({ status: 'pending_approval', nextStatuses: ['draft', 'approved', 'cancelled'] });
    const approved = await moveWorkOrderVia(t, u, order.id, ['approved']);
    expect(approved.status).toBe('approved');
    expect(approved.clientApprovedAt).not.toBeNull();
    expect(approved.clientApprovedBy).toBe(u.email.split('@')[0]);
    const cancelled = await moveWorkOrderVia(t, u, order.id, ['cancelled']);
    expect(cancelled).toMatchObject({ status: 'cancelled', nextStatuses: [], editable: false });
  });

  it('refuses illegal moves with 409 and a clear message, changing nothing', async () => {
    const order = await createWorkOrderVia(t, u, workOrderBody(mine()));
    const move = (status: string) =>
      t.request(u, { method: 'POST', url: `/api/work-orders/${order.id}/status`, payload: { status } });
    const cases: [string, string][] = [
      ['approved', 'A work order cannot go from Draft to Approved'],
      ['invoiced', 'A work order becomes invoiced when it is put on an invoice'],
      ['paid', 'A work order becomes paid when its invoice is paid'],
      ['draft', 'This work order is already draft'],
    ];
    for (const [status, message] of cases) {
      const res = await move(status);
      expect(res.statusCode, status).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'conflict', message });
    }
    await moveWorkOrderVia(t, u, order.id, ['cancelled']);
    const reopen = await move('pending_approval');
    expect(reopen.statusCode).toBe(409);
    expect(errorOf(reopen).message).toBe('A work order cannot go from Cancelled to Pending Approval');
    const bad = await move('done');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ status: 'Choose a work order status' });
  });
});

describe('work orders: the list', () => {
  it('counts every change on the next list, made through the API or written straight to the database', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const totals = async (query = '') => {
      const found = await list(team, query);
      return [found.total, found.teamTotal];
    };
    const order = await createWorkOrderVia(t, team, workOrderBody({ clientId: f.client.id, carId: f.clientCar.id }));
    expect(await totals()).toEqual([1, 1]);
    expect(await totals('?search=costa')).toEqual([1, 1]);
    expect(await totals('?status=pending_approval')).toEqual([0, 1]);
    // Another server or an import: seen at once, in the counts and in searches by the client's name.
    await t.db
      .update(clients)
      .set({ displayName: 'Senna Racing', firstName: 'Bruno', lastName: 'Senna' })
      .where(and(eq(clients.teamId, team.teamId), eq(clients.id, f.client.id)));
    expect(await totals('?search=costa')).toEqual([0, 1]);
    expect(await totals('?search=senna')).toEqual([1, 1]);
    await t.db
      .update(workOrders)
      .set({ status: 'pending_approval' })
      .where(and(eq(workOrders.teamId, team.teamId), eq(workOrders.id, order.id)));
    expect(await totals('?status=pending_approval')).toEqual([1, 1]);
    await createWorkOrderVia(t, team, workOrderBody({ clientId: f.otherClient.id, carId: f.otherClientCar.id }));
    expect(await totals()).toEqual([2, 2]);
    expect(await totals('?search=senna')).toEqual([1, 2]);
  });

  it('searches number, title and client name; filters status and priority; pages; counts charges', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const ayrton = { clientId: f.client.id, carId: f.clientCar.id };
    const blue = { clientId: f.otherClient.id, carId: f.otherClientCar.id };
    const a = await createWorkOrderVia(
      t,
      team,
      workOrderBody(ayrton, { title: 'Gearbox rebuild', priority: 'urgent' }),
    );
    const b = await createWorkOrderVia(
      t,
      team,
      workOrderBody(blue, { title: 'Track day support', priority: 'low', partsCharges: [], damageCharges: [] }),
    );
    const c = await createWorkOrderVia(t, team, workOrderBody(blue, { title: 'Brake refresh' }));
    await moveWorkOrderVia(t, team, c.id, ['pending_approval']);

    const all = await list(team);
    expect(all).toMatchObject({ total: 3, teamTotal: 3, page: 1, pageSize: 20 });
    expect(all.items.map((w) => w.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items[1]).toMatchObject({
      number: b.number,
      clientName: 'Blue Garage',
      carName: 'GT86 Cup',
      chargeCounts: { event: 1, service: 1, parts: 0, damage: 0 },
      estimatedTotalCents: 40_000 + 7_600,
    });
    expect(all.items[2]?.chargeCounts).toEqual({ event: 1, service: 1, parts: 1, damage: 1 });

    const ids = async (query: string) => (await list(team, query)).items.map((w) => w.id);
    expect(await ids('?search=gearbox')).toEqual([a.id]);
    expect(await ids(`?search=${b.number}`)).toEqual([b.id]);
    expect(await ids('?search=blue%20gar')).toEqual([c.id, b.id]);
    expect(await ids('?search=costa')).toEqual([a.id]);
    expect(await ids('?status=pending_approval')).toEqual([c.id]);
    expect(await ids('?priority=low')).toEqual([b.id]);
    expect(await ids(`?clientId=${f.client.id}`)).toEqual([a.id]);
    await moveWorkOrderVia(t, team, b.id, ['cancelled']);
    expect(await ids('?editable=true')).toEqual([c.id, a.id]);
    expect(await ids(`?editable=true&clientId=${f.otherClient.id}`)).toEqual([c.id]);
    const filtered = await list(team, '?search=zzz');
    expect(filtered).toMatchObject({ items: [], total: 0, teamTotal: 3 });
    const page2 = await list(team, '?pageSize=2&page=2');
    expect(page2.items.map((w) => w.id)).toEqual([a.id]);
    expect(page2.total).toBe(3);
    const bad = await t.request(team, { method: 'GET', url: '/api/work-orders?status=open' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ status: 'Choose a work order status' });
  });

  it("counts a car's open work orders as the vehicle list's Open ROs", async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const refs = { clientId: f.client.id, carId: f.clientCar.id };
    const draft = await createWorkOrderVia(t, team, workOrderBody(refs));
    const approved = await createWorkOrderVia(t, team, workOrderBody(refs));
    await moveWorkOrderVia(t, team, approved.id, ['pending_approval', 'approved']);
    const cancelled = await createWorkOrderVia(t, team, workOrderBody(refs));
    await moveWorkOrderVia(t, team, cancelled.id, ['cancelled']);
    const carList = (await t.request(team, { method: 'GET', url: '/api/cars' })).json<CarList>();
    expect(carList.items.find((c) => c.id === f.clientCar.id)?.openRepairs).toBe(2);
    expect(carList.items.find((c) => c.id === f.ownCar.id)?.openRepairs).toBe(0);
    expect(draft.status).toBe('draft');
  });
});

describe("work orders: the client's repair-order tabs", () => {
  it('lists ACTIVE, SAVED FOR LATER, A/R and PAID with counts, searched by vehicle or RO number', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const [second] = await t.db
      .insert(cars)
      .values({ teamId: team.teamId, name: 'Porsche Cup', make: 'Porsche', model: '992', clientId: f.client.id })
      .returning();
    const miata = { clientId: f.client.id, carId: f.clientCar.id };
    const porsche = { clientId: f.client.id, carId: second?.id ?? '' };
    const saved = await createWorkOrderVia(t, team, workOrderBody(miata));
    const pending = await createWorkOrderVia(t, team, workOrderBody(porsche));
    await moveWorkOrderVia(t, team, pending.id, ['pending_approval']);
    const approved = await createWorkOrderVia(t, team, workOrderBody(miata));
    await moveWorkOrderVia(t, team, approved.id, ['pending_approval', 'approved']);
    const cancelled = await createWorkOrderVia(t, team, workOrderBody(miata));
    await moveWorkOrderVia(t, team, cancelled.id, ['cancelled']);
    await createWorkOrderVia(t, team, workOrderBody({ clientId: f.otherClient.id, carId: f.otherClientCar.id }));

    const tab = async (query: string) => {
      const res = await t.request(team, { method: 'GET', url: `/api/clients/${f.client.id}/work-orders${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ClientWorkOrders>();
    };
    const active = await tab('');
    expect(active.items.map((w) => w.id)).toEqual([approved.id, pending.id]);
    expect(active.tabCounts).toEqual({ active: 2, saved: 1, ar: 0, paid: 0 });
    expect((await tab('?tab=saved')).items.map((w) => w.id)).toEqual([saved.id]);
    expect((await tab('?tab=ar')).items).toEqual([]);
    expect((await tab('?tab=active&search=porsche')).items.map((w) => w.id)).toEqual([pending.id]);
    expect((await tab('?tab=active&search=992')).items.map((w) => w.id)).toEqual([pending.id]);
    expect((await tab(`?tab=active&search=${approved.number}`)).items.map((w) => w.id)).toEqual([approved.id]);
    const missing = await t.request(team, { method: 'GET', url: `/api/clients/${missingId}/work-orders` });
    expect(missing.statusCode).toBe(404);
    const badTab = await t.request(team, { method: 'GET', url: `/api/clients/${f.client.id}/work-orders?tab=x` });
    expect(badTab.statusCode).toBe(400);
  });
});

describe('work orders: quick billing', () => {
  it('creates a new work order with price list items priced from the default rate card', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const refs = { clientId: f.client.id, carId: f.clientCar.id };
    const noCard = await t.request(team, {
      method: 'POST',
      url: '/api/work-orders/from-price-list',
      payload: { ...refs, items: [{ key: 'oil_change' }] },
    });
    expect(noCard.statusCode).toBe(409);
    expect(errorOf(noCard).message).toBe('No Rate Card Found');
    expect((await countRows(team)).orders).toBe(0);

    await t.request(team, { method: 'POST', url: '/api/rate-cards/default' });
    const res = await t.request(team, {
      method: 'POST',
      url: '/api/work-orders/from-price-list',
      payload: {
        ...refs,
        items: [
          { key: 'oil_change', quantity: 2 },
          { key: 'transport_multi_car' },
          { key: 'panel_replacement', quantity: 1 },
          { key: 'brake_pad_replacement', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<WorkOrder>();
    expect(order).toMatchObject({ title: 'Quick billing', status: 'draft', number: `WO-${year}-001` });
    expect(order.serviceCharges.map((c) => [c.description, c.quantity, c.unitRateCents, c.totalCents])).toEqual([
      ['Oil change', 2, 8_600, 17_200],
      ['Brake pad replacement', 1, 28_500, 28_500],
    ]);
    expect(order.eventCharges.map((c) => c.totalCents)).toEqual([40_000]);
    expect(order.damageCharges.map((c) => c.totalCents)).toEqual([66_500]);
    expect(order.estimatedTotalCents).toBe(17_200 + 28_500 + 40_000 + 66_500);
  });

  it('adds items to an open work order; refuses unknown items, bad quantities and closed work orders', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    await t.request(team, { method: 'POST', url: '/api/rate-cards/default' });
    const order = await createWorkOrderVia(t, team, workOrderBody({ clientId: f.client.id, carId: f.clientCar.id }));
    const add = (id: string, payload: Record<string, unknown>) =>
      t.request(team, { method: 'POST', url: `/api/work-orders/${id}/price-list-items`, payload });

    const res = await add(order.id, { items: [{ key: 'coolant_service', quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json<WorkOrder>();
    expect(added.serviceCharges.map((c) => c.description)).toEqual(['Pre-session inspection', 'Coolant service']);
    expect(added.estimatedTotalCents).toBe(workOrderBodyTotalCents + 3 * 9_500);

    const unknown = await add(order.id, { items: [{ key: 'free_lunch' }] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({
      code: 'validation_failed',
      message: 'This item is not on the price list',
      fields: { 'items.0.key': 'This item is not on the price list' },
    });
    const badQuantity = await add(order.id, { items: [{ key: 'oil_change', quantity: 1.5 }] });
    expect(badQuantity.statusCode).toBe(400);
    expect(errorOf(badQuantity).fields).toEqual({
      'items.0.quantity': 'Quantity must be a whole number of at least 1',
    });
    const none = await add(order.id, { items: [] });
    expect(errorOf(none).message).toBe('Select at least one item');

    await moveWorkOrderVia(t, team, order.id, ['cancelled']);
    const closed = await add(order.id, { items: [{ key: 'oil_change' }] });
    expect(closed.statusCode).toBe(409);
    const after = (await t.request(team, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(after.estimatedTotalCents).toBe(added.estimatedTotalCents);
  });
});

describe('work orders: inspections', () => {
  it("puts a failed inspection's work and its fee on a draft work order of the registration's client and car", async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const template = (
      await t.request(team, {
        method: 'POST',
        url: '/api/inspection-templates',
        payload: {
          name: 'Club tech',
          baseFeeCents: 5_000,
          items: [
            { category: 'Brakes', itemName: 'Pads', failureCreatesWorkItem: true, estimatedRepairMinutes: 90 },
            { category: 'Body', itemName: 'Mirrors', failureCreatesWorkItem: true },
          ],
        },
      })
    ).json<InspectionTemplateDetail>();
    const registration = (
      await t.request(team, {
        method: 'POST',
        url: `/api/events/${f.event.id}/cars`,
        payload: { mode: 'team_admin', clientId: f.client.id, carId: f.clientCar.id },
      })
    ).json<EventCar>();
    const results = template.items.map((i) => ({ itemId: i.id, result: 'fail' }));
    const pre = await t.request(team, {
      method: 'POST',
      url: `/api/event-cars/${registration.id}/inspections`,
      payload: { type: 'pre_event', templateId: template.id, results, inspectionFeeCents: 5_000 },
    });
    expect(pre.statusCode, pre.body).toBe(201);
    expect(pre.json<CreateInspectionResponse>().workItems.map((w) => w.totalAmountCents)).toEqual([14_250, 9_500]);

    const orders = await list(team);
    expect(orders.items).toHaveLength(1);
    const order = (
      await t.request(team, { method: 'GET', url: `/api/work-orders/${orders.items[0]?.id ?? ''}` })
    ).json<WorkOrder>();
    expect(order).toMatchObject({
      status: 'draft',
      clientId: f.client.id,
      carId: f.clientCar.id,
      eventCarId: registration.id,
      title: 'Inspection work: Spring Sprint',
    });
    expect(order.serviceCharges.map((c) => [c.description, c.quantity, c.unitRateCents, c.totalCents])).toEqual([
      ['Repair: Pads', 1.5, 9_500, 14_250],
      ['Repair: Mirrors', 1, 9_500, 9_500],
    ]);
    expect(order.eventCharges.map((c) => [c.description, c.unitRateCents, c.eventId, c.eventDate])).toEqual([
      ['Pre-event inspection', 5_000, f.event.id, f.event.date],
    ]);
    expect(order.estimatedTotalCents).toBe(14_250 + 9_500 + 5_000);

    // The post-event inspection's fee joins the same draft.
    const post = await t.request(team, {
      method: 'POST',
      url: `/api/event-cars/${registration.id}/inspections`,
      payload: {
        type: 'post_event',
        templateId: template.id,
        results: template.items.map((i) => ({ itemId: i.id, result: 'pass' })),
        inspectionFeeCents: 2_500,
      },
    });
    expect(post.statusCode, post.body).toBe(201);
    const again = (await t.request(team, { method: 'GET', url: `/api/work-orders/${order.id}` })).json<WorkOrder>();
    expect(again.eventCharges.map((c) => c.description)).toEqual(['Pre-event inspection', 'Post-event inspection']);
    expect((await list(team)).total).toBe(1);

    // A team's own car (no client) has no work order to go on.
    const own = (
      await t.request(team, {
        method: 'POST',
        url: `/api/events/${f.event.id}/cars`,
        payload: { mode: 'individual', carId: f.ownCar.id },
      })
    ).json<EventCar>();
    await t.request(team, {
      method: 'POST',
      url: `/api/event-cars/${own.id}/inspections`,
      payload: { type: 'pre_event', templateId: template.id, results, inspectionFeeCents: 5_000 },
    });
    expect((await list(team)).total).toBe(1);
    const [clientRow] = await t.db.select().from(clients).where(eq(clients.id, f.client.id));
    expect(clientRow?.id).toBe(f.client.id);
  });
});
