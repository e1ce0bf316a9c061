import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoAccount, seedDemo } from './demo-seed';
import { loadConfig } from '../config';
import { createServices } from '../services';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates a demo account that can sign in, and can run twice', async () => {
    const config = loadConfig({
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      BASE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    });
    const services = await createServices(config, { database: { ...t.database, close: async () => undefined } });
    await seedDemo(services.deps);
    await seedDemo(services.deps);
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: demoAccount.email, password: demoAccount.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
