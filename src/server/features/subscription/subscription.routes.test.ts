import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { addDaysIso, todayIso } from '@shared/lib/dates';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

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

  it('upgrades at once with the next billing date 30 or 365 days ahead of the server’s day', async () => {
    const u = await t.signUp();
    // A date sent by the browser is ignored: billing follows the server's clock.
    const monthly = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'monthly', today: '1999-01-01' },
    });
    expect(monthly.json()).toEqual({ plan: 'monthly', active: true, nextBillingDate: addDaysIso(todayIso(), 30) });
    const annual = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'annual' },
    });
    expect(annual.json()).toEqual({ plan: 'annual', active: true, nextBillingDate: addDaysIso(todayIso(), 365) });
  });

  it('refuses an unknown plan', async () => {
    const u = await t.signUp();
    const bad = await t.request(u, {
      method: 'POST',
      url: '/api/subscription/upgrade',
      payload: { plan: 'platinum' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.plan).toBe(
      'Choose the Monthly or Annual plan',
    );
    const free = await t.request(u, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'free' } });
    expect(free.statusCode).toBe(400);
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

describe('PUT /api/subscription (change plan)', () => {
  const setPlan = (u: TestUser | null, payload: Record<string, string>) =>
    t.request(u, { method: 'PUT', url: '/api/subscription', payload });
  const addCar = (u: TestUser, name: string) => t.request(u, { method: 'POST', url: '/api/cars', payload: { name } });

  it('answers 401 without a session', async () => {
    expect((await setPlan(null, { plan: 'free' })).statusCode).toBe(401);
  });

  it('refuses an unknown plan with the field message and changes nothing', async () => {
    const u = await t.signUp();
    const res = await setPlan(u, { plan: 'platinum', today: '1999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      plan: 'Choose the Free, Monthly or Annual plan',
    });
    expect((await t.request(u, { method: 'GET', url: '/api/subscription' })).json()).toMatchObject({ plan: 'free' });
  });

  it('moves down from Annual to Monthly with a billing date from the server’s day', async () => {
    const u = await t.signUp();
    await setPlan(u, { plan: 'annual' });
    const res = await setPlan(u, { plan: 'monthly', today: '1999-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plan: 'monthly', active: true, nextBillingDate: addDaysIso(todayIso(), 30) });
  });

  it('choosing the current plan changes nothing', async () => {
    const u = await t.signUp();
    const first = await setPlan(u, { plan: 'annual' });
    const again = await setPlan(u, { plan: 'annual' });
    expect(again.json()).toEqual(first.json());
  });

  it('cancels back to Free: records above the limits stay readable, creating more is refused', async () => {
    const u = await t.signUp();
    await setPlan(u, { plan: 'monthly' });
    expect((await addCar(u, 'First')).statusCode).toBe(201);
    expect((await addCar(u, 'Second')).statusCode).toBe(201);

    const res = await setPlan(u, { plan: 'free' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plan: 'free', active: true, nextBillingDate: null });

    const list = await t.request(u, { method: 'GET', url: '/api/cars' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: { name: string }[] }>().items.map((c) => c.name)).toEqual(['First', 'Second']);

    const third = await addCar(u, 'Third');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({ error: { code: 'plan_limit', message: planLimitMessages.cars } });

    // Upgrading again lifts the limit.
    await setPlan(u, { plan: 'annual' });
    expect((await addCar(u, 'Third')).statusCode).toBe(201);
  });
});

describe('who may change the plan', () => {
  const refusal = { error: { code: 'forbidden', message: permissionMessages.manage_plan } };
  const plan = async (u: TestUser) =>
    (await t.request(u, { method: 'GET', url: '/api/subscription' })).json<{ plan: string }>().plan;

  for (const role of ['team_administrator', 'track_technician'] as const) {
    it(`refuses a ${role} both ways of changing it, and the plan stays`, async () => {
      const u = await t.signUp();
      await t.request(u, { method: 'PUT', url: '/api/subscription', payload: { plan: 'annual' } });
      await t.setRole(u, role);

      const down = await t.request(u, { method: 'PUT', url: '/api/subscription', payload: { plan: 'free' } });
      expect(down.statusCode).toBe(403);
      expect(down.json()).toEqual(refusal);
      const up = await t.request(u, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'monthly' } });
      expect(up.statusCode).toBe(403);
      expect(up.json()).toEqual(refusal);
      // Refused before the body is read: a bad body is refused the same.
      const bad = await t.request(u, { method: 'PUT', url: '/api/subscription', payload: { plan: 'platinum' } });
      expect(bad.json()).toEqual(refusal);

      // Reading the plan stays open to every member.
      expect(await plan(u)).toBe('annual');
      // The team keeps its plan: adding cars is not blocked by a free plan nobody allowed.
      expect((await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'A' } })).statusCode).toBe(201);
      expect((await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'B' } })).statusCode).toBe(201);
    });
  }

  it('lets a team manager change it both ways', async () => {
    const u = await t.signUp();
    const up = await t.request(u, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'monthly' } });
    expect(up.statusCode).toBe(200);
    const down = await t.request(u, { method: 'PUT', url: '/api/subscription', payload: { plan: 'free' } });
    expect(down.statusCode).toBe(200);
    expect(await plan(u)).toBe('free');
  });
});
