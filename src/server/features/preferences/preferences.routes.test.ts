import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages, type Preferences } from '@shared/preferences/preferences.contract';
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

describe('notification preferences', () => {
  const patch = (payload: Record<string, unknown>) =>
    t.request(u, { method: 'PATCH', url: '/api/preferences', payload });

  it('saves e-mail reminders, kinds and frequency; a switch given alone keeps the others', async () => {
    const saved = await patch({
      notificationPreferences: { email: true, mutedKinds: ['service_item', 'repair'], frequency: 'weekly' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Preferences>().notificationPreferences).toEqual({
      email: true,
      push: false,
      mutedKinds: ['service_item', 'repair'],
      frequency: 'weekly',
    });
    const off = await patch({ notificationPreferences: { email: false } });
    expect(off.json<Preferences>().notificationPreferences).toEqual({
      email: false,
      push: false,
      mutedKinds: ['service_item', 'repair'],
      frequency: 'weekly',
    });
    const read = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(read.json<Preferences>().notificationPreferences.frequency).toBe('weekly');
  });

  it('refuses an unknown kind, a kind twice and an unknown frequency, naming the field', async () => {
    for (const [notificationPreferences, field, message] of [
      [
        { mutedKinds: ['service_item', 'oil_change'] },
        'notificationPreferences.mutedKinds.1',
        notificationMessages.kind,
      ],
      [{ mutedKinds: ['repair', 'repair'] }, 'notificationPreferences.mutedKinds', notificationMessages.kind],
      [{ frequency: 'hourly' }, 'notificationPreferences.frequency', notificationMessages.frequency],
      [{ email: 'yes' }, 'notificationPreferences.email', undefined],
    ] as const) {
      const res = await patch({ notificationPreferences });
      expect(res.statusCode, JSON.stringify(notificationPreferences)).toBe(400);
      const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const read = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(read.json<Preferences>().notificationPreferences.mutedKinds).toEqual(['service_item', 'repair']);
  });

  it('reads preferences saved before muted kinds and frequency as none muted, daily', async () => {
    await t.database.rawQuery(
      `update user_preferences set notification_preferences = '{"email": true, "push": false}' where user_id = $1`,
      [u.userId],
    );
    const read = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(read.json<Preferences>().notificationPreferences).toEqual(defaultPreferences.notificationPreferences);
  });
});
