import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { premiumRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import type { ClientRateCard, RateCard } from '@shared/rate-cards/rate-cards.contract';
import { pricingTierMessages } from '@shared/work-orders/pricing-tier.rules';
import type { WorkOrder, WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { readPdf } from '../../test/pdf-text';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { moveWorkOrderVia } from '../work-orders/work-orders.test-fixtures';

/*
 * A client's own rate card (GET/PUT /api/clients/:id/rate-card) and what it prices: the work
 * orders of that client, at the rush, weekend or holiday multiplier of the work order's tier.
 * Prices checked by hand: the client's card is the premium sample (mechanic $85.50, transport
 * $225.00, rush 1.3); the default card the spec's (mechanic $95.00, rush 1.5).
 */

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;
let season: RateCard;
let theirCard: RateCard;
const missingId = '00000000-0000-4000-8000-000000000000';

const cardBody = (name: string) => ({
  name,
  ...premiumRateCardRates,
  isDefault: false,
  effectiveDate: '2026-01-01',
  expirationDate: null,
});

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
  expect((await t.request(u, { method: 'POST', url: '/api/rate-cards/default' })).statusCode).toBe(201);
  const created = await t.request(u, { method: 'POST', url: '/api/rate-cards', payload: cardBody('Season rates') });
  expect(created.statusCode, created.body).toBe(201);
  season = created.json<RateCard>();
  theirCard = (
    await t.request(other, { method: 'POST', url: '/api/rate-cards', payload: cardBody('Theirs') })
  ).json<RateCard>();
});
afterAll(() => t.close());

const getCard = (user: TestUser | null, clientId: string) =>
  t.request(user, { method: 'GET', url: `/api/clients/${clientId}/rate-card` });
const putCard = (user: TestUser | null, clientId: string, payload: object) =>
  t.request(user, { method: 'PUT', url: `/api/clients/${clientId}/rate-card`, payload });
const error = (res: { json<T>(): T }) =>
  res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

describe('GET and PUT /api/clients/:id/rate-card: access and input', () => {
  it('answers 401 signed out and 404 for another team or a missing client', async () => {
    expect((await getCard(null, fu.client.id)).statusCode).toBe(401);
    expect((await putCard(null, fu.client.id, { rateCardId: season.id })).statusCode).toBe(401);
    for (const id of [fo.client.id, missingId]) {
      expect((await getCard(u, id)).statusCode).toBe(404);
      expect((await putCard(u, id, { rateCardId: season.id })).statusCode).toBe(404);
    }
  });

  it("answers 400 for another team's card or a bad id, and changes nothing", async () => {
    for (const rateCardId of [theirCard.id, missingId]) {
      const res = await putCard(u, fu.client.id, { rateCardId });
      expect(res.statusCode).toBe(400);
      expect(error(res).fields?.rateCardId).toBe('Choose one of your rate cards');
    }
    const bad = await putCard(u, fu.client.id, { rateCardId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fields?.rateCardId).toBe('Choose one of your rate cards');
    expect((await putCard(u, fu.client.id, {})).statusCode).toBe(400);
    expect((await getCard(u, fu.client.id)).json<ClientRateCard>()).toMatchObject({
      assignedRateCardId: null,
      source: 'default',
      rateCard: { name: 'Standard Rates' },
    });
  });

  it('lets every member read it, and only those who manage billing choose it (403)', async () => {
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    await t.setRole(tech, 'track_technician');
    const read = await getCard(tech, f.client.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<ClientRateCard>()).toMatchObject({ source: null, rateCard: null });
    const res = await putCard(tech, f.client.id, { rateCardId: null });
    expect(res.statusCode).toBe(403);
    expect(error(res).message).toBe(permissionMessages.manage_billing);
  });
});

describe("a client's own card prices their work orders, at the tier's multiplier", () => {
  it('sets the card, and sends the client back to the default with null', async () => {
    const set = await putCard(u, fu.client.id, { rateCardId: season.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ClientRateCard>()).toMatchObject({
      assignedRateCardId: season.id,
      source: 'client',
      rateCard: { id: season.id },
    });
    // The other client of the team stays on the default card.
    expect((await getCard(u, fu.otherClient.id)).json<ClientRateCard>().source).toBe('default');
    expect((await putCard(u, fu.client.id, { rateCardId: null })).json<ClientRateCard>().source).toBe('default');
    expect((await putCard(u, fu.client.id, { rateCardId: season.id })).statusCode).toBe(200);
  });

  it('refuses a tier that is not one of the four (400), and stores the multiplier of the chosen one', async () => {
    const body = (tier: string) => ({
      clientId: fu.client.id,
      carId: fu.clientCar.id,
      title: 'Rush job',
      pricingTier: tier,
    });
    const bad = await t.request(u, { method: 'POST', url: '/api/work-orders', payload: body('express') });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fields?.pricingTier).toBe(pricingTierMessages.invalid);
    const rush = await t.request(u, { method: 'POST', url: '/api/work-orders', payload: body('rush') });
    expect(rush.statusCode, rush.body).toBe(201);
    // The client's card: rush 1.3 (the default card's would be 1.5).
    expect(rush.json<WorkOrder>()).toMatchObject({ pricingTier: 'rush', pricingMultiplier: 1.3 });
    const plain = await t.request(u, {
      method: 'POST',
      url: '/api/work-orders',
      payload: { ...body('standard'), clientId: fu.otherClient.id, carId: fu.otherClientCar.id },
    });
    expect(plain.json<WorkOrder>()).toMatchObject({ pricingTier: 'standard', pricingMultiplier: 1 });
  });

  it('prices quick billing items on the server from the client card × the multiplier (labour only)', async () => {
    const order = (
      await t.request(u, {
        method: 'POST',
        url: '/api/work-orders',
        payload: { clientId: fu.client.id, carId: fu.clientCar.id, title: 'Holiday', pricingTier: 'holiday' },
      })
    ).json<WorkOrder>();
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/work-orders/${order.id}/price-list-items`,
      payload: {
        items: [
          { key: 'oil_change', quantity: 1 },
          { key: 'engine_oil_quart', quantity: 4 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rates = res.json<WorkOrder>().serviceCharges.map((c) => [c.chargeType, c.unitRateCents, c.totalCents]);
    // Oil change: 0.9 × $85.50 = $76.95 → $77.00 (whole dollars), × 1.3 holiday = $100.10. Oil: $15.00 a quart, fixed.
    expect(rates).toEqual([
      ['oil_change', 10_010, 10_010],
      ['engine_oil_quart', 1_500, 6_000],
    ]);
  });

  it('lets a member who may not set prices save rush lines at the rush price of the client card only', async () => {
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    expect((await t.request(tech, { method: 'POST', url: '/api/rate-cards/default' })).statusCode).toBe(201);
    const card = (
      await t.request(tech, { method: 'POST', url: '/api/rate-cards', payload: cardBody('Season') })
    ).json<RateCard>();
    expect((await putCard(tech, f.client.id, { rateCardId: card.id })).statusCode).toBe(200);
    await t.setRole(tech, 'track_technician');
    const body = (unitRateCents: number): WorkOrderInput => ({
      clientId: f.client.id,
      carId: f.clientCar.id,
      title: 'Rush inspection',
      pricingTier: 'rush',
      serviceCharges: [
        { description: 'Pre-session inspection', quantity: 0.8, unitRateCents, chargeType: 'inspection' },
      ],
    });
    // $85.50 × 1.3 = $111.15; the standard price of the client card, or the default card's rush price, are refused.
    for (const refused of [8_550, 14_250]) {
      const res = await t.request(tech, { method: 'POST', url: '/api/work-orders', payload: body(refused) });
      expect(res.statusCode).toBe(403);
      expect(error(res).fields?.['serviceCharges.0.unitRateCents']).toBe(permissionMessages.set_prices);
    }
    const ok = await t.request(tech, { method: 'POST', url: '/api/work-orders', payload: body(11_115) });
    expect(ok.statusCode, ok.body).toBe(201);
    // 0.8 × $111.15 = $88.92
    expect(ok.json<WorkOrder>()).toMatchObject({ estimatedTotalCents: 8_892, pricingMultiplier: 1.3 });

    // Invoiced, its PDF shows the multiplier on the labour line.
    await t.setRole(tech, 'team_manager');
    const order = ok.json<WorkOrder>();
    await moveWorkOrderVia(t, tech, order.id, ['pending_approval', 'approved']);
    const invoice = await t.request(tech, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: [order.id] },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const pdf = await t.request(tech, { method: 'GET', url: `/api/invoices/${invoice.json<{ id: string }>().id}/pdf` });
    expect(readPdf(pdf.rawPayload).text).toMatch(
      /Service: Pre-session inspection \(× 1\.3 rush\)\s+0\.80\s+\$111\.15\s+\$88\.92/,
    );
  });

  it('deleting the card sends the client back to the default card', async () => {
    const card = (
      await t.request(u, { method: 'POST', url: '/api/rate-cards', payload: cardBody('Short-lived') })
    ).json<RateCard>();
    expect((await putCard(u, fu.otherClient.id, { rateCardId: card.id })).statusCode).toBe(200);
    expect((await t.request(u, { method: 'DELETE', url: `/api/rate-cards/${card.id}` })).statusCode).toBe(204);
    expect((await getCard(u, fu.otherClient.id)).json<ClientRateCard>()).toMatchObject({
      assignedRateCardId: null,
      source: 'default',
    });
  });
});
