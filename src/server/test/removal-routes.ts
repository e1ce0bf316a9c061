import { expect, it } from 'vitest';
import type { TestApp, TestUser } from './test-app';

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

/**
 * What every record that is archived or deleted answers alike: its removal preview, archive,
 * restore and delete need a session (401), and for another team's record, a missing id and a
 * malformed id answer 404 and change nothing.
 */
export function itGuardsRemovalRoutes(options: {
  /** The collection in the URL: 'cars' for /api/cars/:id. */
  collection: string;
  /** One record, for the test names: 'car'. */
  record: string;
  users: () => { t: TestApp; u: TestUser; other: TestUser };
  /** Adds a record to the other team. */
  addTheirs: () => Promise<{ id: string }>;
  /** Fails unless the other team's record is as it was. */
  expectTheirsUnchanged: (id: string) => Promise<void>;
  /** The message a well-formed id that is not found answers with, when the test checks it. */
  notFoundMessage?: string;
}) {
  const calls = (id: string) =>
    [
      { method: 'GET', url: `/api/${options.collection}/${id}/removal` },
      { method: 'POST', url: `/api/${options.collection}/${id}/archive`, payload: {} },
      { method: 'POST', url: `/api/${options.collection}/${id}/restore`, payload: {} },
      { method: 'DELETE', url: `/api/${options.collection}/${id}` },
    ] as const;

  it('answer 401 signed out', async () => {
    const { t } = options.users();
    for (const call of calls(missingId)) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it(`answer 404 for another team's ${options.record}, a missing id and a malformed id, and change nothing`, async () => {
    const { t, u } = options.users();
    const theirs = await options.addTheirs();
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      for (const call of calls(id)) {
        const res = await t.request(u, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        if (options.notFoundMessage && id !== 'not-a-uuid') {
          expect(res.json<ErrorJson>().error.message).toBe(options.notFoundMessage);
        }
      }
    }
    await options.expectTheirsUnchanged(theirs.id);
  });
}
