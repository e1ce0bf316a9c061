import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, DatabaseHandle } from './client';
import { countQueries, type QueryTally } from './query-count';

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

/** The statements `work` sends to the database (Drizzle's queries run when awaited). */
async function statementsOf(work: () => PromiseLike<unknown>): Promise<number> {
  const tally: QueryTally = { queries: 0 };
  await countQueries(tally, async () => {
    await work();
  }).catch(() => undefined);
  return tally.queries;
}

const one = sql`select 1`;

describe('query count', () => {
  it('counts each statement once', async () => {
    expect(await statementsOf(() => db.execute(one))).toBe(1);
    expect(await statementsOf(async () => [await db.execute(one), await db.execute(one)])).toBe(2);
  });

  it("counts a transaction's BEGIN and COMMIT, and ROLLBACK when it fails", async () => {
    expect(await statementsOf(() => db.transaction((tx) => tx.execute(one)))).toBe(3);
    const failing = () =>
      db.transaction(async (tx) => {
        await tx.execute(one);
        throw new Error('refused');
      });
    expect(await statementsOf(failing)).toBe(3);
  });

  it('counts the savepoint of a nested transaction', async () => {
    const nested = () => db.transaction((tx) => tx.transaction((inner) => inner.execute(one)));
    // BEGIN, SAVEPOINT, select, RELEASE, COMMIT
    expect(await statementsOf(nested)).toBe(5);
  });

  it('keeps the counts of overlapping work apart, and counts nothing outside', async () => {
    const tally: QueryTally = { queries: 0 };
    await countQueries(tally, async () => {
      await db.execute(one);
    });
    await db.execute(one);
    expect(tally.queries).toBe(1);
    const counts = await Promise.all(
      [1, 4, 2, 3].map((n) =>
        statementsOf(async () => {
          for (let i = 0; i < n; i++) await db.transaction((tx) => tx.execute(one));
        }),
      ),
    );
    expect(counts).toEqual([3, 12, 6, 9]);
  });
});
