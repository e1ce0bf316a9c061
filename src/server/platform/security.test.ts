import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const hsts = 'strict-transport-security';

describe('HSTS', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('is not sent over plain http', async () => {
    const res = await direct.request(null, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[hsts]).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await direct.request(null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers[hsts]).toBeUndefined();
  });

  it('is sent behind a trusted proxy that received https, on every answer', async () => {
    const ok = await proxied.request(null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(ok.headers[hsts]).toBe('max-age=31536000; includeSubDomains');
    const refused = await proxied.request(null, {
      method: 'GET',
      url: '/api/cars',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[hsts]).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent behind a trusted proxy that received plain http', async () => {
    const res = await proxied.request(null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.headers[hsts]).toBeUndefined();
  });
});
