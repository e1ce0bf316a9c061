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

  it("reads values with PGlite's parsers, arrays included, and the statement's own parsers over them", async () => {
    const keep = (value: string) => value;
    const { rows } = await database.query<{ at: unknown; ints: unknown; words: unknown; doc: unknown; yes: unknown }>(
      `select timestamptz '2026-01-02 03:04:05+00' as at, array[1, 2]::int[] as ints, array['a', null]::text[] as words,
              '{"n": 1}'::jsonb as doc, true as yes`,
      [],
      { parsers: { [types.TIMESTAMPTZ]: keep } },
    );
    expect(rows[0]).toEqual({
      at: '2026-01-02 03:04:05+00',
      ints: [1, 2],
      words: ['a', null],
      doc: { n: 1 },
      yes: true,
    });
    const dated = await database.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at");
    expect(dated.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    // exec's results are read on the database's thread, where functions cannot go.
    await expect(async () =>
      database.exec('select now()', { parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/changes values/);
  });

  it('writes parameters for their types, the same statement again too, and again after its types change', async () => {
    await database.exec('create table thread_typed (id int primary key, doc jsonb, flag boolean, tags text[])');
    const insert = 'insert into thread_typed values ($1, $2, $3, $4)';
    await database.query(insert, [1, { lap: 1 }, true, ['wet', 'night']]);
    await database.query(insert, [2, { lap: 2 }, false, []]);
    const read = 'select doc, flag, tags from thread_typed where id = $1';
    expect((await database.query(read, [1])).rows).toEqual([{ doc: { lap: 1 }, flag: true, tags: ['wet', 'night'] }]);
    expect((await database.query(read, [2])).rows).toEqual([{ doc: { lap: 2 }, flag: false, tags: [] }]);
    // The same text now takes a jsonb where it took an int: the change is seen.
    await database.query('alter table thread_typed alter column id type jsonb using to_jsonb(id)');
    await database.query(insert, [{ car: 7 }, null, null, null]);
    expect((await database.query<{ id: unknown }>('select id from thread_typed order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
      { id: { car: 7 } },
    ]);
  });

  it('brings a large answer back whole, however Postgres splits it', async () => {
    const { rows } = await database.query<{ n: number; padding: string }>(
      "select g as n, repeat('x', 200) as padding from generate_series(1, $1::int) g",
      [20_000],
    );
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toEqual({ n: 20_000, padding: 'x'.repeat(200) });
  });

  it('answers a statement Postgres refuses with its error, and goes on with the next', async () => {
    const refused = await database.query('selec 1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '42601' });
    const badValue = await database.query('select $1::int as n', ['seven']).catch((e: unknown) => e);
    expect(badValue).toMatchObject({ code: '22P02' });
    expect((await database.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
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

  it('rolls back to a savepoint inside a transaction and commits the rest', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into thread_test values (5, $1)', ['before the savepoint']);
      await tx.query('savepoint sp1');
      await tx.query('insert into thread_test values (6, $1)', ['undone']);
      await tx.query('rollback to savepoint sp1');
      await tx.query('savepoint sp1');
      await tx.query('insert into thread_test values (7, $1)', ['kept']);
      await tx.query('release savepoint sp1');
    });
    expect(await labels()).toEqual(['first', 'committed', 'inside, changed', 'before the savepoint', 'kept']);
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
