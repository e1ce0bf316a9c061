import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { oneStatementAtATime } from './one-statement-at-a-time';
import type { PgliteClient, PgliteTransaction } from './pglite-thread';

/**
 * Statements sent to the database on behalf of one piece of work (an HTTP request, see
 * platform/query-count-header.ts). The drivers handed to Drizzle are wrapped so that every
 * statement counts: Drizzle's own queries, better-auth's (its adapter queries through the same
 * Drizzle database) and transaction control (BEGIN, COMMIT, ROLLBACK, savepoints), the same on
 * PGlite and on PostgreSQL. Outside `countQueries` nothing is counted and nothing is tracked.
 */
export interface QueryTally {
  queries: number;
  /** When given, each statement as sent (its text and parameters), in order. */
  statements?: RecordedStatement[];
}

export interface RecordedStatement {
  text: string;
  params: unknown[];
}

const tallies = new AsyncLocalStorage<QueryTally>();

/** Runs `work`; the statements it sends, and those of whatever it starts, count in `tally`. */
export function countQueries<T>(tally: QueryTally, work: () => T): T {
  return tallies.run(tally, work);
}

function countStatement(text: unknown, params?: unknown): void {
  const tally = tallies.getStore();
  if (!tally) return;
  tally.queries += 1;
  tally.statements?.push(statementOf(text, params));
}

/** A statement as a driver is given it: its text and parameters, or an object holding them (node-postgres). */
function statementOf(text: unknown, params: unknown): RecordedStatement {
  if (typeof text === 'string') return { text, params: Array.isArray(params) ? (params as unknown[]) : [] };
  // node-postgres takes `{ text, values }`, or `{ text }` with the values beside it (Drizzle's form).
  const config = (text ?? {}) as { text?: unknown; values?: unknown };
  const values = Array.isArray(config.values) ? config.values : params;
  return { text: String(config.text), params: Array.isArray(values) ? (values as unknown[]) : [] };
}

/** `call`, counting one statement (its first two arguments) each time it is called. */
function counted<F extends (...args: never[]) => unknown>(call: F): F {
  return ((...args: Parameters<F>) => {
    countStatement(args[0], args[1]);
    return call(...args);
  }) as F;
}

/**
 * `target` with some of its methods replaced. Every other member is read from the target itself,
 * methods bound to it: PGlite's methods use private fields, which a proxy does not have.
 */
function withMethods<T extends object>(target: T, methods: { [K in keyof T]?: T[K] }): T {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(methods, key)) return methods[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function' || key === 'constructor') return value;
      if (!bound.has(key)) bound.set(key, value.bind(object));
      return bound.get(key);
    },
  });
}

/** The pool Drizzle queries through: `query` counts; a client checked out for a transaction counts its statements. */
export function countingPool(pool: pg.Pool): pg.Pool {
  return withMethods(pool, {
    query: counted(pool.query.bind(pool)),
    // Drizzle checks a client out (promise form) for a transaction; the pool's own `query` uses the
    // callback form on the pool itself, so its statements are not counted twice.
    connect: (async () => countingPoolClient(await pool.connect())) as pg.Pool['connect'],
  });
}

function countingPoolClient(client: pg.PoolClient): pg.PoolClient {
  return withMethods(client, { query: counted(oneStatementAtATime(client)) });
}

/** The PGlite instance Drizzle queries through; a transaction counts its BEGIN and its COMMIT or ROLLBACK. */
export function countingPglite(client: PgliteClient): PgliteClient {
  return withMethods(client, {
    query: <T>(...args: Parameters<PgliteClient['query']>) => {
      countStatement(args[0], args[1]);
      return client.query<T>(...args);
    },
    exec: counted(client.exec.bind(client)),
    transaction: <T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> => {
      countStatement('begin');
      return client.transaction((tx) => work(countingPgliteTransaction(tx))).finally(() => countStatement('commit'));
    },
  });
}

function countingPgliteTransaction(tx: PgliteTransaction): PgliteTransaction {
  return withMethods(tx, {
    query: <T>(...args: Parameters<PgliteTransaction['query']>) => {
      countStatement(args[0], args[1]);
      return tx.query<T>(...args);
    },
    exec: counted(tx.exec.bind(tx)),
  });
}
