import type { DatabaseHandle } from './client';

/*
 * The embedded database's upkeep. PGlite runs Postgres as one process, without the autovacuum
 * workers a PostgreSQL server starts: left alone, nothing would ever vacuum its tables (the rows
 * that updates and deletes leave behind would pile up, and index-only scans would still read the
 * table) or count their rows for the planner, whose plans would rest on guesses however large a
 * team grew. The server does it itself with autovacuum's default thresholds, one table at a time
 * and only where the changes since the last time call for it, so a pass usually does nothing. A
 * statement sent meanwhile waits its turn on the one connection: a vacuum reads only the pages
 * changed since the last one, and an analyze a sample of at most 30,000 rows.
 */

/** A table's activity as pg_stat_user_tables and pg_class count it. */
export interface TableActivity {
  table: string;
  liveRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  /** The rows the last vacuum or analyze counted; -1 when neither ever ran. */
  countedRows: number;
  pages: number;
}

export interface UpkeepDue {
  vacuum: boolean;
  analyze: boolean;
}

/**
 * What the table is due, by autovacuum's defaults: a vacuum once dead rows exceed 50 + 20 % of
 * its rows or inserts 1,000 + 20 %; an analyze once changed rows exceed 50 + 10 %, or when its
 * rows were never counted although it holds some.
 */
export function upkeepDue(t: TableActivity): UpkeepDue {
  const rows = Math.max(t.countedRows, 0);
  return {
    vacuum: t.deadRows > 50 + 0.2 * rows || t.insertedSinceVacuum > 1000 + 0.2 * rows,
    analyze: t.modifiedSinceAnalyze > 50 + 0.1 * rows || (t.countedRows < 0 && (t.pages > 0 || t.liveRows > 0)),
  };
}

type Rows = Pick<DatabaseHandle, 'rawQuery'>;

const activityQuery = `select s.relid::regclass::text as "table", s.n_live_tup::float8 as "liveRows",
    s.n_dead_tup::float8 as "deadRows", s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
    s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze", c.reltuples::float8 as "countedRows",
    c.relpages::float8 as "pages"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  order by s.relid`;

export interface UpkeepDone extends UpkeepDue {
  table: string;
  ms: number;
}

/** One pass: every table that is due is vacuumed or analyzed (or both), one after the other. */
export async function runUpkeepPass(database: Rows): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const activity of await database.rawQuery<TableActivity>(activityQuery)) {
    const due = upkeepDue(activity);
    if (!due.vacuum && !due.analyze) continue;
    const started = performance.now();
    // The name comes from the catalog, quoted by regclass where it needs to be.
    await database.rawQuery(
      `${due.vacuum ? (due.analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze'} ${activity.table}`,
    );
    done.push({ table: activity.table, ...due, ms: Math.round(performance.now() - started) });
  }
  return done;
}

export interface DatabaseUpkeep {
  /** Stops the passes, waiting for one that is running. */
  stop(): Promise<void>;
}

export interface UpkeepOptions {
  /** Before the first pass, so that a start is not slowed down by it. */
  firstPassAfterMs: number;
  /** Between the end of a pass and the start of the next. */
  intervalMs: number;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

export const upkeepDefaults = { firstPassAfterMs: 60_000, intervalMs: 60_000 };

/** Runs a pass after `firstPassAfterMs`, then every `intervalMs`, until stopped. */
export function startDatabaseUpkeep(database: Rows, options: UpkeepOptions): DatabaseUpkeep {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        if (!stopped) schedule(options.intervalMs);
      });
    }, ms);
    // Waiting for the next pass keeps no process alive.
    timer.unref();
  };
  const pass = async () => {
    try {
      const done = await runUpkeepPass(database);
      if (done.length > 0) options.log.info({ upkeep: done }, 'embedded database upkeep');
    } catch (err) {
      options.log.warn({ err }, 'embedded database upkeep failed; it is tried again on the next pass');
    }
  };
  schedule(options.firstPassAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
