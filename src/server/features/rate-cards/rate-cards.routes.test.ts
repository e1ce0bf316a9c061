import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListResponse, RateCard, RateCardInput } from '@shared/rate-cards/rate-cards.contract';
import { defaultRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;

const missingId = '00000000-0000-4000-8000-000000000000';

const body = (overrides: Partial<RateCardInput> = {}): RateCardInput => ({
  name: 'Club rates',
  description: 'For club members',
  trackSupportHourlyRateCents: 11_000,
  transportationRateCents: 20_000,
  eventDayFlatRateCents: 70_000,
  weekendPackageRateCents: 120_000,
  mechanicHourlyRateCents: 9_000,
  serviceCallRateCents: 14_000,
  diagnosticRateCents: 16_000,
  partsMarkupPercentage: 22.5,
  consumableMarkupPercentage: 18,
  outsideServiceMarkupPercentage: 12,
  isDefault: false,
  effectiveDate: '2026-01-01',
  ...overrides,
});

async function create(user: TestUser, overrides: Partial<RateCardInput> = {}): Promise<RateCard> {
  const res = await t.request(user, { method: 'POST', url: '/api/rate-cards', payload: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RateCard>();
}

async function list(user: TestUser): Promise<RateCard[]> {
  return (await t.request(user, { method: 'GET', url: '/api/rate-cards' })).json<RateCard[]>();
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

describe('rate cards: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/rate-cards' },
      { method: 'GET', url: '/api/rate-cards/default' },
      { method: 'POST', url: '/api/rate-cards/default' },
      { method: 'POST', url: '/api/rate-cards', payload: body() },
      { method: 'GET', url: `/api/rate-cards/${missingId}` },
      { method: 'PUT', url: `/api/rate-cards/${missingId}`, payload: body() },
      { method: 'POST', url: `/api/rate-cards/${missingId}/default` },
      { method: 'DELETE', url: `/api/rate-cards/${missingId}` },
      { method: 'GET', url: '/api/billing/price-list' },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's card on every route, like a missing one", async () => {
    const theirs = await create(other, { name: 'Their rates' });
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/rate-cards/${id}` })).statusCode).toBe(404);
      const put = await t.request(u, { method: 'PUT', url: `/api/rate-cards/${id}`, payload: body() });
      expect(put.statusCode).toBe(404);
      expect((await t.request(u, { method: 'POST', url: `/api/rate-cards/${id}/default` })).statusCode).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/rate-cards/${id}` })).statusCode).toBe(404);
    }
    const res = await t.request(u, { method: 'GET', url: `/api/rate-cards/${theirs.id}` });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Rate card not found' } });
    expect((await list(u)).map((c) => c.id)).not.toContain(theirs.id);
    const still = await t.request(other, { method: 'GET', url: `/api/rate-cards/${theirs.id}` });
    expect(still.json<RateCard>().name).toBe('Their rates');
  });
});

describe('rate cards: validation', () => {
  it('refuses a bad body with the field message and saves nothing', async () => {
    const before = (await list(u)).length;
    const cases: [Partial<RateCardInput> | Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ mechanicHourlyRateCents: -5 }, 'mechanicHourlyRateCents', 'Mechanic labor must be 0 or more'],
      [{ mechanicHourlyRateCents: 12.5 }, 'mechanicHourlyRateCents', 'Mechanic labor must be in whole cents'],
      [{ partsMarkupPercentage: 'a lot' }, 'partsMarkupPercentage', 'Parts markup must be a number'],
      [{ effectiveDate: '2026-02-30' }, 'effectiveDate', 'Enter a valid effective date'],
      [{ expirationDate: '2025-12-31' }, 'expirationDate', 'Expiration date must be on or after the effective date'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/rate-cards', payload: { ...body(), ...overrides } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { message: string; fields: Record<string, string> } }>().error).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
    expect((await list(u)).length).toBe(before);
  });
});

describe('rate cards: the default', () => {
  it('a new team has none; a GET never creates it; the explicit POST creates the spec card once', async () => {
    const fresh = await t.signUp();
    expect((await t.request(fresh, { method: 'GET', url: '/api/rate-cards/default' })).json()).toEqual({
      rateCard: null,
    });
    expect(await list(fresh)).toEqual([]);
    const prices = (
      await t.request(fresh, { method: 'GET', url: '/api/billing/price-list' })
    ).json<PriceListResponse>();
    expect(prices).toEqual({ rateCard: null, sections: [] });
    expect(await list(fresh)).toEqual([]);

    const created = await t.request(fresh, { method: 'POST', url: '/api/rate-cards/default' });
    expect(created.statusCode).toBe(201);
    const card = created.json<{ rateCard: RateCard }>().rateCard;
    expect(card).toMatchObject({ name: 'Standard Rates', isDefault: true, ...defaultRateCardRates });
    const again = await t.request(fresh, { method: 'POST', url: '/api/rate-cards/default' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ rateCard: RateCard }>().rateCard.id).toBe(card.id);
    expect(await list(fresh)).toHaveLength(1);
  });

  it('creates the default card at once for concurrent first uses', async () => {
    const fresh = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.request(fresh, { method: 'POST', url: '/api/rate-cards/default' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await list(fresh)).toHaveLength(1);
  });

  it('keeps one default: creating, saving or setting a default clears the others in the same transaction', async () => {
    const team = await t.signUp();
    const a = await create(team, { name: 'A', isDefault: true });
    const b = await create(team, { name: 'B', isDefault: true });
    let cards = await list(team);
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([b.id]);
    expect(cards[0]?.id).toBe(b.id);

    const saved = await t.request(team, {
      method: 'PUT',
      url: `/api/rate-cards/${a.id}`,
      payload: body({ name: 'A2', isDefault: true }),
    });
    expect(saved.json<RateCard>()).toMatchObject({ name: 'A2', isDefault: true });
    cards = await list(team);
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([a.id]);

    const set = await t.request(team, { method: 'POST', url: `/api/rate-cards/${b.id}/default` });
    expect(set.json<RateCard>().isDefault).toBe(true);
    expect((await list(team)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([b.id]);

    // Many at once: still exactly one default.
    const c = await create(team, { name: 'C' });
    await Promise.all(
      [a, b, c, a, b, c].map((card) => t.request(team, { method: 'POST', url: `/api/rate-cards/${card.id}/default` })),
    );
    expect((await list(team)).filter((card) => card.isDefault)).toHaveLength(1);
  });

  it('stores every rate, markup and multiplier; rates the form hides keep their value on save', async () => {
    const team = await t.signUp();
    const card = await create(team, { bodyworkHourlyRateCents: 10_500, rushJobMultiplier: 1.75 });
    expect(card).toMatchObject({
      partsMarkupPercentage: 22.5,
      bodyworkHourlyRateCents: 10_500,
      rushJobMultiplier: 1.75,
      damageAssessmentRateCents: defaultRateCardRates.damageAssessmentRateCents,
      weekendMultiplier: 1.25,
    });
    const saved = await t.request(team, {
      method: 'PUT',
      url: `/api/rate-cards/${card.id}`,
      payload: body({ mechanicHourlyRateCents: 9_900, expirationDate: '2026-12-31' }),
    });
    expect(saved.json<RateCard>()).toMatchObject({
      mechanicHourlyRateCents: 9_900,
      bodyworkHourlyRateCents: 10_500,
      rushJobMultiplier: 1.75,
      expirationDate: '2026-12-31',
    });
    const del = await t.request(team, { method: 'DELETE', url: `/api/rate-cards/${card.id}` });
    expect(del.statusCode).toBe(204);
    expect(await list(team)).toEqual([]);
  });

  it("prices the quick billing list from the team's default card", async () => {
    const team = await t.signUp();
    await create(team, { name: 'Cheap', mechanicHourlyRateCents: 10_000, isDefault: true });
    const res = await t.request(team, { method: 'GET', url: '/api/billing/price-list' });
    const list = res.json<PriceListResponse>();
    expect(list.rateCard?.name).toBe('Cheap');
    expect(list.sections.map((s) => s.type)).toEqual(['track_support', 'service', 'maintenance', 'damage']);
    const oil = list.sections[1]?.items.find((i) => i.key === 'oil_change');
    expect(oil?.unitPriceCents).toBe(9_000);
  });
});
