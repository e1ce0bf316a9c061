import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runUpkeepPass, startDatabaseUpkeep, upkeepDue, type TableActivity } from './database-upkeep';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

const quiet: TableActivity = {
  table: 'cars',
  liveRows: 1000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  countedRows: 1000,
  pages: 20,
};

describe('what a table is due', () => {
  it('is nothing while its changes stay under autovacuum’s thresholds', () => {
    expect(upkeepDue(quiet)).toEqual({ vacuum: false, analyze: false });
    expect(upkeepDue({ ...quiet, deadRows: 250, insertedSinceVacuum: 1200, modifiedSinceAnalyze: 150 })).toEqual({
      vacuum: false,
      analyze: false,
    });
  });

  it('is a vacuum past 50 + 20 % dead rows or 1,000 + 20 % inserted rows, an analyze past 50 + 10 % changed', () => {
    expect(upkeepDue({ ...quiet, deadRows: 251 })).toEqual({ vacuum: true, analyze: false });
    expect(upkeepDue({ ...quiet, insertedSinceVacuum: 1201 })).toEqual({ vacuum: true, analyze: false });
    expect(upkeepDue({ ...quiet, modifiedSinceAnalyze: 151 })).toEqual({ vacuum: false, analyze: true });
  });

  it('is an analyze for a table whose rows were never counted, once it holds some', () => {
    const never = { ...quiet, countedRows: -1, liveRows: 0, pages: 0 };
    expect(upkeepDue(never).analyze).toBe(false);
    expect(upkeepDue({ ...never, pages: 1 }).analyze).toBe(true);
    expect(upkeepDue({ ...never, liveRows: 3 }).analyze).toBe(true);
  });
});

describe('the embedded database’s upkeep', () => {
  let database: PgliteThread;
  const handle = {
    rawQuery: async <R>(text: string, params?: unknown[]) => (await database.query<R>(text, params)).rows,
  };
  const stats = async () =>
    (
      await handle.rawQuery<{ vacuumed: boolean; analyzed: boolean; dead: number; counted: number }>(
        `select s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed,
                s.n_dead_tup::int as dead, c.reltuples::int as counted
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'upkeep probe'`,
      )
    )[0];

  beforeAll(() => {
    database = startPgliteThread({ dumpFile: inject('pgliteDumpPath') ?? undefined, settings: {} });
  });
  afterAll(() => database.close());

  it('vacuums and analyzes a table after many changes, and leaves it alone until there are more', async () => {
    // A name that needs quoting, as the catalog gives it.
    await database.exec(`create table "upkeep probe" (id int primary key, label text not null)`);
    await database.exec(`insert into "upkeep probe" select g, 'row ' || g from generate_series(1, 5000) g`);
    await database.exec(`delete from "upkeep probe" where id % 5 = 0`);
    // Postgres adds a statement's counts to the statistics a moment later, at the latest a second on.
    await expect.poll(stats, { timeout: 10_000 }).toMatchObject({ vacuumed: false, analyzed: false, dead: 1000 });

    const done = await runUpkeepPass(handle);
    expect(done.find((d) => d.table === '"upkeep probe"')).toMatchObject({ vacuum: true, analyze: true });
    expect(await stats()).toEqual({ vacuumed: true, analyzed: true, dead: 0, counted: 4000 });

    const again = await runUpkeepPass(handle);
    expect(again.map((d) => d.table)).not.toContain('"upkeep probe"');
  });

  it('runs its passes on a timer until stopped, and reports a failed pass without stopping', async () => {
    const passes: string[] = [];
    let calls = 0;
    const failingOnce = {
      rawQuery: async <R>(text: string, params?: unknown[]): Promise<R[]> => {
        calls += 1;
        if (calls === 1) throw new Error('the database is busy');
        return handle.rawQuery<R>(text, params);
      },
    };
    await database.exec(`insert into "upkeep probe" select g, 'row ' || g from generate_series(5001, 9000) g`);
    const upkeep = startDatabaseUpkeep(failingOnce, {
      firstPassAfterMs: 0,
      intervalMs: 0,
      log: {
        info: (details) => passes.push(JSON.stringify(details)),
        warn: () => passes.push('failed'),
      },
    });
    await expect.poll(() => passes.some((p) => p.includes('upkeep probe')), { timeout: 20_000 }).toBe(true);
    await upkeep.stop();
    expect(passes[0]).toBe('failed');
    const stoppedAt = calls;
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(stoppedAt);
    expect(await stats()).toMatchObject({ counted: 8000 });
  });
});
