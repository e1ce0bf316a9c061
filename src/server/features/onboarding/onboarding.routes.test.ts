import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = { userType: 'team', firstName: 'Lella', lastName: 'Lombardi' };

describe('POST /api/onboarding', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request(null, { method: 'POST', url: '/api/onboarding', payload: body });
    expect(res.statusCode).toBe(401);
  });

  it('requires first and last name', async () => {
    const u = await t.signUp();
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/onboarding',
      payload: { userType: 'racer', firstName: ' ', lastName: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(await t.db.select().from(drivers).where(eq(drivers.teamId, u.teamId))).toHaveLength(0);
  });

  it('stores the name, applies the user type and creates the user’s driver', async () => {
    const u = await t.signUp('lella@example.com');
    const res = await t.request(u, { method: 'POST', url: '/api/onboarding', payload: body });
    expect(res.statusCode).toBe(204);
    const prefs = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(prefs.json()).toMatchObject({
      firstName: 'Lella',
      lastName: 'Lombardi',
      email: 'lella@example.com',
      showRacingFeatures: true,
      raceShopEnabled: true,
    });
    const rows = await t.db.select().from(drivers).where(eq(drivers.teamId, u.teamId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lella Lombardi', email: 'lella@example.com', userId: u.userId });
    const me = await t.request(u, { method: 'GET', url: '/api/me' });
    expect(me.json<{ onboarded: boolean }>().onboarded).toBe(true);
  });

  it('turns racing features off for a collector', async () => {
    const u = await t.signUp();
    await t.request(u, { method: 'POST', url: '/api/onboarding', payload: { ...body, userType: 'collector' } });
    const prefs = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(prefs.json()).toMatchObject({ showRacingFeatures: false, raceShopEnabled: false });
  });

  it('keeps the first mode with the account: individual for collectors and racers, team admin for a team', async () => {
    const firstModeOf = async (u: TestUser) => {
      const session = await t.request(u, { method: 'GET', url: '/api/auth/get-session' });
      return session.json<{ user: { firstMode: string | null } }>().user.firstMode;
    };
    const fresh = await t.signUp();
    expect(await firstModeOf(fresh)).toBeNull();
    for (const [userType, mode] of [
      ['collector', 'individual'],
      ['racer', 'individual'],
      ['team', 'team_admin'],
    ] as const) {
      const u = await t.signUp();
      await t.request(u, { method: 'POST', url: '/api/onboarding', payload: { ...body, userType } });
      expect(await firstModeOf(u)).toBe(mode);
    }
  });

  it('does not let the user set the first mode through the account API', async () => {
    const u = await t.signUp();
    await t.request(u, { method: 'POST', url: '/api/onboarding', payload: { ...body, userType: 'racer' } });
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { firstMode: 'team_admin' },
    });
    expect(res.statusCode).toBe(400);
    const session = await t.request(u, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.json<{ user: { firstMode: string } }>().user.firstMode).toBe('individual');
  });

  it('cannot be completed twice', async () => {
    const u = await t.signUp();
    await t.request(u, { method: 'POST', url: '/api/onboarding', payload: body });
    const again = await t.request(u, { method: 'POST', url: '/api/onboarding', payload: body });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(drivers).where(eq(drivers.teamId, u.teamId))).toHaveLength(1);
  });
});
