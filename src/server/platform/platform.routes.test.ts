import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
});
afterAll(() => t.close());

describe('platform safeguards', () => {
  it('sends security headers with a content security policy', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses state-changing API calls from another origin or with no origin', async () => {
    const evil = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
      payload: { useMetric: true },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-site request refused' } });
    const none = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: { cookie: u.cookie },
      payload: {},
    });
    expect(none.statusCode).toBe(403);
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const res = await t.request(u, {
      method: 'PATCH',
      url: '/api/preferences',
      payload: { address: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('payload_too_large');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.request(u, {
      method: 'PATCH',
      url: '/api/preferences',
      headers: { 'content-type': 'application/json' },
      payload: '{"useMetric": tru',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('bad_request');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('not_found');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/api/preferences');
  });
});
