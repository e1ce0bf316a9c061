import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('subscription', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'monthly', today: '2026-11-21' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('starts on the free plan', async () => {
    const u = await t.signUp();
    const res = await t.request(u, { method: 'GET', url: '/api/subscription' });
    expect(res.json()).toEqual({ plan: 'free', active: true, nextBillingDate: null });
  });

  it('upgrades at once with the next billing date 30 or 365 days ahead', async () => {
    const u = await t.signUp();
    const monthly = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'monthly', today: '2026-11-21' },
    });
    expect(monthly.json()).toEqual({ plan: 'monthly', active: true, nextBillingDate: '2026-12-21' });
    const annual = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'annual', today: '2026-11-21' },
    });
    expect(annual.json()).toEqual({ plan: 'annual', active: true, nextBillingDate: '2027-11-21' });
  });

  it('refuses an unknown plan or a bad date', async () => {
    const u = await t.signUp();
    const bad = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'platinum', today: '2026-11-21' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.plan).toBe(
      'Choose the Monthly or Annual plan',
    );
    const badDate = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'monthly', today: '2026-02-30' },
    });
    expect(badDate.statusCode).toBe(400);
    const after = await t.request(u, { method: 'GET', url: '/api/subscription' });
    expect(after.json<{ plan: string }>().plan).toBe('free');
  });

  it('keeps plans per team', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request(a, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'annual', today: '2026-01-01' },
    });
    const res = await t.request(b, { method: 'GET', url: '/api/subscription' });
    expect(res.json<{ plan: string }>().plan).toBe('free');
  });
});
