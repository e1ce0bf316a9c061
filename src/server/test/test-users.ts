import { expect } from 'vitest';
import type { TestApp, TestUser } from './test-app';

/** A well-formed id that names no record. */
export const missingId = '00000000-0000-4000-8000-000000000000';
export type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A new user whose team is on the annual plan, so the free plan's limits do not get in the way. */
export async function paidUser(t: TestApp): Promise<TestUser> {
  const user = await t.signUp();
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/subscription/upgrade',
    payload: { plan: 'annual', today: '2026-01-01' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** POST and GET as `user` that fail the test unless the answer is a success, and give its body. */
export function okRequests(app: () => TestApp) {
  return {
    async post<T>(user: TestUser, url: string, payload: Record<string, unknown> = {}): Promise<T> {
      const res = await app().request(user, { method: 'POST', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json<T>();
    },
    async get<T>(user: TestUser, url: string): Promise<T> {
      const res = await app().request(user, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    },
  };
}
