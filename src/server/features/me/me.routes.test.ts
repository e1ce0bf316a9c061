import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('answers 401 in the error shape without a session', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Not authenticated' } });
  });

  it('returns the user, their team and role', async () => {
    const u = await t.signUp('me@example.com');
    const res = await t.request(u, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'me@example.com' },
      team: { id: u.teamId },
      role: 'team_manager',
      onboarded: false,
    });
  });
});
