import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
});
afterAll(() => t.close());

describe('preferences', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'PATCH', url: '/api/preferences', payload: {} })).statusCode).toBe(401);
  });

  it('creates the spec defaults on first read', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultPreferences);
  });

  it('saves a partial update and trims blanks to null', async () => {
    const res = await t.request(u, {
      method: 'PATCH',
      url: '/api/preferences',
      payload: { useMetric: true, averageSpeed: 95.5, company: '  ', firstName: ' Ayrton ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ useMetric: true, averageSpeed: 95.5, company: null, firstName: 'Ayrton' });
    const again = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(again.json()).toMatchObject({ useMetric: true, firstName: 'Ayrton', company: null });
  });

  it('refuses a bad body with the field message and changes nothing', async () => {
    const res = await t.request(u, {
      method: 'PATCH',
      url: '/api/preferences',
      payload: { averageSpeed: -3, useMetric: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Average speed must be at least 0',
        fields: { averageSpeed: 'Average speed must be at least 0' },
      },
    });
    const after = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(after.json<{ useMetric: boolean }>().useMetric).toBe(true);
  });

  it('refuses a default car that is not one of the team cars', async () => {
    const res = await t.request(u, {
      method: 'PATCH',
      url: '/api/preferences',
      payload: { defaultCarId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps preferences per user', async () => {
    const other = await t.signUp();
    const res = await t.request(other, { method: 'GET', url: '/api/preferences' });
    expect(res.json<{ useMetric: boolean }>().useMetric).toBe(false);
  });
});
