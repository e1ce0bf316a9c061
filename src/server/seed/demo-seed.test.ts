import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoAccount, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates a demo account that can sign in, and can run twice', async () => {
    await seedDemo(t.deps);
    await seedDemo(t.deps);
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: demoAccount.email, password: demoAccount.password },
    });
    expect(res.statusCode).toBe(200);
    // Two whole demo teams: about 7 s on a quiet machine, several times that on a busy one.
  }, 90_000);
});
