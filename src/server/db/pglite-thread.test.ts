import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

let database: PgliteThread;
beforeAll(async () => {
  database = startPgliteThread({ dumpFile: inject('pgliteDumpPath') ?? undefined, settings: {} });
  // Sent before it is up: it waits in the thread's queue.
  await database.exec('create table thread_test (id int primary key, label text not null)');
});
afterAll(() => database.close());

const labels = async () =>
  (await database.query<{ label: string }>('select label from thread_test order by id')).rows.map((r) => r.label);

describe('the embedded database on its own thread', () => {
  it('answers statements with their rows, in either row mode', async () => {
    const objects = await database.query<{ n: number; word: string }>('select $1::int as n, $2 as word', [7, 'pit']);
    expect(objects.rows).toEqual([{ n: 7, word: 'pit' }]);
    const arrays = await database.query<unknown[]>('select 1, 2', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
  });

  it("keeps as text the types Drizzle's parsers keep, and refuses parsers that change values", async () => {
    const keep = (value: string) => value;
    const { rows } = await database.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at", [], {
      parsers: { [types.TIMESTAMPTZ]: keep },
    });
    expect(typeof rows[0]?.at).toBe('string');
    await expect(async () =>
      database.query('select now()', [], { parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/changes values/);
  });

  it("brings Postgres' error fields back with the error", async () => {
    await database.query('insert into thread_test values (1, $1)', ['first']);
    const duplicate = await database
      .query('insert into thread_test values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'thread_test_pkey', table: 'thread_test' });
  });

  it('commits a transaction whose work succeeds and rolls back one whose work fails', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into thread_test values (2, $1)', ['committed']);
    });
    const failed = database.transaction(async (tx) => {
      await tx.query('insert into thread_test values (3, $1)', ['rolled back']);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await labels()).toEqual(['first', 'committed']);
  });

  it('runs a statement sent outside an open transaction after the transaction ends', async () => {
    let outside: Promise<string[]> | undefined;
    await database.transaction(async (tx) => {
      await tx.query('insert into thread_test values (4, $1)', ['inside']);
      outside = labels();
      await tx.query('update thread_test set label = $1 where id = 4', ['inside, changed']);
    });
    expect(await outside).toEqual(['first', 'committed', 'inside, changed']);
  });

  it('answers a failed commit with its error', async () => {
    await database.exec(
      'create table thread_deferred (id int primary key, parent int references thread_test (id) deferrable initially deferred)',
    );
    const commit = database.transaction(async (tx) => {
      await tx.query('insert into thread_deferred values (1, 99)');
    });
    await expect(commit).rejects.toMatchObject({ code: '23503' });
    expect((await database.query('select * from thread_deferred')).rows).toEqual([]);
  });
});

describe('an embedded database that is not running', () => {
  it('refuses statements once closed', async () => {
    const closing = startPgliteThread({ dumpFile: inject('pgliteDumpPath') ?? undefined, settings: {} });
    await closing.ready;
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow(/stopped/);
  });

  it('fails the statements that waited for it when it cannot start, with the reason', async () => {
    const broken = startPgliteThread({ dumpFile: '/nonexistent/pitboard-dump.tar', settings: {} });
    const waiting = broken.query('select 1');
    await expect(broken.ready).rejects.toThrow(/Unable to open file/);
    await expect(waiting).rejects.toThrow(/Unable to open file/);
    await broken.close();
  });
});
