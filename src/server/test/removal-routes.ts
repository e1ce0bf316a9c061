import { expect, it } from 'vitest';
import type { TestApp, TestUser } from './test-app';
import { missingId, type ErrorJson } from './test-users';

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
