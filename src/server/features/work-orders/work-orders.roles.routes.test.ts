import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages, type TeamRole } from '@shared/auth/permissions.rules';
import type { WorkOrder, WorkOrderInput, WorkOrderList } from '@shared/work-orders/work-orders.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { createWorkOrderVia, moveWorkOrderVia } from './work-orders.test-fixtures';

/*
 * Who prices work and who approves it. Each member here has a team of their own, with a client's
 * car and the default rate card (the spec's rates: mechanic hour $95, transport $250, bodywork
 * hour $95), made while they were its manager; then their role changes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Member {
  user: TestUser;
  fixtures: RacingFixtures;
}

async function memberAs(role: TeamRole, { rateCard = true } = {}): Promise<Member> {
  const user = await t.signUp();
  const fixtures = await insertRacingFixtures(t.db, user.teamId);
  if (rateCard) {
    const card = await t.request(user, { method: 'POST', url: '/api/rate-cards/default' });
    expect(card.statusCode).toBe(201);
  }
  await t.setRole(user, role);
  return { user, fixtures };
}

/** A work order body for the member's client's car with the given lines (none of the others). */
function body(m: Member, lines: Partial<WorkOrderInput> = {}): WorkOrderInput {
  return {
    clientId: m.fixtures.client.id,
    carId: m.fixtures.clientCar.id,
    title: 'Brake job',
    eventCharges: [],
    serviceCharges: [],
    partsCharges: [],
    damageCharges: [],
    ...lines,
  };
}

const penny = {
  serviceCharges: [{ description: 'Brake service', quantity: 1, unitRateCents: 1, chargeType: 'labor' }],
};
/** Lines at the default card's prices: two Quick Add templates, a price list item and a Quick Add part. */
const rateCardLines: Partial<WorkOrderInput> = {
  eventCharges: [
    { description: 'Multi-car transport', quantity: 1, unitRateCents: 40_000, chargeType: 'transportation' },
  ],
  serviceCharges: [
    { description: 'Pre-session inspection', quantity: 0.8, unitRateCents: 9_500, chargeType: 'inspection' },
    { description: 'Oil change', quantity: 1, unitRateCents: 8_600, chargeType: 'oil_change' },
  ],
  partsCharges: [
    { partName: 'Brake pads', quantity: 2, unitCostCents: 20_000, unitPriceCents: 28_000, chargeType: 'part' },
  ],
};

const setPrices = permissionMessages.set_prices;
const approve = permissionMessages.approve_work_orders;

const error = (res: { json<T>(): T }) =>
  res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

async function workOrdersOf(m: Member, query = ''): Promise<WorkOrderList> {
  return (await t.request(m.user, { method: 'GET', url: `/api/work-orders${query}` })).json<WorkOrderList>();
}

describe('work orders: a track technician', () => {
  let tech: Member;
  beforeAll(async () => {
    tech = await memberAs('track_technician');
  });

  it('cannot price a job at a penny and approve it for the client', async () => {
    const priced = await t.request(tech.user, { method: 'POST', url: '/api/work-orders', payload: body(tech, penny) });
    expect(priced.statusCode).toBe(403);
    expect(error(priced)).toEqual({
      code: 'forbidden',
      message: setPrices,
      fields: { 'serviceCharges.0.unitRateCents': setPrices },
    });
    expect((await workOrdersOf(tech)).teamTotal).toBe(0);
  });

  it('adds lines at their rate-card prices, sends for approval, and may not approve', async () => {
    const created = await createWorkOrderVia(t, tech.user, body(tech, rateCardLines));
    expect(created.estimatedTotalCents).toBe(40_000 + 7_600 + 8_600 + 56_000);

    const pending = await moveWorkOrderVia(t, tech.user, created.id, ['pending_approval']);
    expect(pending.status).toBe('pending_approval');
    const approved = await t.request(tech.user, {
      method: 'POST',
      url: `/api/work-orders/${created.id}/status`,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(403);
    expect(error(approved)).toEqual({ code: 'forbidden', message: approve });
    const after = await t.request(tech.user, { method: 'GET', url: `/api/work-orders/${created.id}` });
    expect(after.json<WorkOrder>()).toMatchObject({ status: 'pending_approval', clientApprovedAt: null });
    // Nothing is ready to invoice.
    expect((await workOrdersOf(tech, '?status=approved')).total).toBe(0);

    // The other moves stay theirs: back to draft, cancel.
    await moveWorkOrderVia(t, tech.user, created.id, ['draft', 'cancelled']);
  });

  it('names each line priced off the card, parts by their unit price; another kind’s price does not count', async () => {
    const res = await t.request(tech.user, {
      method: 'POST',
      url: '/api/work-orders',
      payload: body(tech, {
        ...rateCardLines,
        partsCharges: [
          { partName: 'Brake pads', quantity: 1, unitCostCents: 20_000, unitPriceCents: 28_000, chargeType: 'part' },
          { partName: 'Brake pads', quantity: 1, unitCostCents: 20_000, unitPriceCents: 1, chargeType: 'part' },
        ],
        damageCharges: [{ description: 'Inspection', quantity: 1, unitRateCents: 9_500, chargeType: 'inspection' }],
      }),
    });
    expect(res.statusCode).toBe(403);
    expect(error(res).fields).toEqual({
      'partsCharges.1.unitPriceCents': setPrices,
      'damageCharges.0.unitRateCents': setPrices,
    });
  });

  it('keeps the prices a manager set when saving the builder again, and may not change them', async () => {
    const m = await memberAs('team_manager');
    const managerLine = { description: 'Corner weights', quantity: 1, unitRateCents: 12_345, chargeType: 'setup' };
    const order = await createWorkOrderVia(t, m.user, body(m, { serviceCharges: [managerLine] }));
    await t.setRole(m.user, 'track_technician');

    const save = (lines: Partial<WorkOrderInput>) =>
      t.request(m.user, { method: 'PUT', url: `/api/work-orders/${order.id}`, payload: body(m, lines) });
    const same = await save({ serviceCharges: [{ ...managerLine, quantity: 2, description: 'Corner weights x2' }] });
    expect(same.statusCode).toBe(200);
    expect(same.json<WorkOrder>().estimatedTotalCents).toBe(24_690);

    const cheaper = await save({ serviceCharges: [{ ...managerLine, unitRateCents: 1 }] });
    expect(cheaper.statusCode).toBe(403);
    expect(error(cheaper).fields).toEqual({ 'serviceCharges.0.unitRateCents': setPrices });
    const twice = await save({ serviceCharges: [managerLine, managerLine] });
    expect(twice.statusCode).toBe(403);
    expect(error(twice).fields).toEqual({ 'serviceCharges.1.unitRateCents': setPrices });

    const stored = await t.request(m.user, { method: 'GET', url: `/api/work-orders/${order.id}` });
    expect(stored.json<WorkOrder>().serviceCharges.map((c) => [c.quantity, c.unitRateCents])).toEqual([[2, 12_345]]);
  });

  it('without a default rate card adds no priced line', async () => {
    const bare = await memberAs('track_technician', { rateCard: false });
    const res = await t.request(bare.user, {
      method: 'POST',
      url: '/api/work-orders',
      payload: body(bare, { serviceCharges: rateCardLines.serviceCharges }),
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(error(res).fields ?? {})).toEqual([
      'serviceCharges.0.unitRateCents',
      'serviceCharges.1.unitRateCents',
    ]);
    // A work order without lines is theirs to start.
    expect(
      (await t.request(bare.user, { method: 'POST', url: '/api/work-orders', payload: body(bare) })).statusCode,
    ).toBe(201);
  });
});

describe.each(['team_manager', 'team_administrator'] as const)('work orders: a %s', (role) => {
  it('prices a line as they choose and approves it: ready to invoice', async () => {
    const m = await memberAs(role);
    const created = await createWorkOrderVia(t, m.user, body(m, penny));
    expect(created.estimatedTotalCents).toBe(1);
    const approved = await moveWorkOrderVia(t, m.user, created.id, ['pending_approval', 'approved']);
    expect(approved.status).toBe('approved');
    expect(approved.clientApprovedAt).not.toBeNull();
    const changed = await t.request(m.user, {
      method: 'PUT',
      url: `/api/work-orders/${(await createWorkOrderVia(t, m.user, body(m))).id}`,
      payload: body(m, { serviceCharges: [{ description: 'Labor', quantity: 1, unitRateCents: 777 }] }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await workOrdersOf(m, '?status=approved')).total).toBe(1);
  });
});
