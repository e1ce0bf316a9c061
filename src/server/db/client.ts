import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { findUpwards } from './find-upwards';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import type { PgliteClient } from './pglite-thread';
import { countingPglite, countingPool } from './query-count';

export type Schema = typeof schema;
/**
 * One database type for both drivers. PGlite's and node-postgres' Drizzle databases have
 * the same query API; we type both as the node-postgres flavour.
 */
export type Database = NodePgDatabase<Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository function takes either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The driver itself, without Drizzle: for benchmarks and bulk generators. */
  rawQuery<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * The Drizzle migrations, read at run time: src/server/db/migrations next to this module in the
 * sources; dist/server/migrations for the compiled server (scripts/build-server.mjs copies them
 * there), whose chunk holding this module lies in a folder below.
 */
export const migrationsFolder = path.dirname(
  path.dirname(findUpwards(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json')),
);

const casing = 'snake_case' as const;

export interface OpenDatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite only: start from this tarball of a data directory (`PGlite#dumpDataDir('none')`)
   * instead of an empty database. Migrations still run at open, so a dump of a migrated
   * database opens in about a second with nothing left to apply (the API tests use this).
   */
  pgliteDumpFile?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const { handle, migrated } = openEmbedded(
    startEmbeddedDatabase(options.dataDir ?? 'memory://', options.pgliteDumpFile),
  );
  try {
    await migrated;
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // JIT compilation is for long analytical queries: the app's are short, and a plan that the
  // planner costs above jit_above_cost (a sorted search with a lookup per row) spent 40 ms
  // compiling to run 6 ms. A setting in DATABASE_URL (`?options=-c jit=on`) still wins.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection that the server drops (restart, failover, a dropped database) must not
  // take the process down; the pool replaces it on the next query.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL connection lost: ${err.message}`);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(err as Error).message}`);
  }
  const db = drizzlePg(countingPool(pool), { schema, casing });
  await migrateOnce(url, () => migratePg(db, { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    rawQuery: async <R>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as R[],
    close: () => pool.end(),
  };
}

/** Any number: the key of the advisory lock that servers migrating one database take in turn. */
const migrationLockKey = 7_400_511;

/**
 * Servers started at the same moment on one fresh database take turns: the first migrates, the
 * others wait on a session advisory lock (held by a connection of its own, outside the pool) and
 * then find nothing left to do.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * The handle of an embedded database that is still starting (startEmbeddedDatabase), at once: the
 * migrations run as soon as PGlite is up, and every other statement waits for them. `migrated`
 * says when they are done, or why the database could not open. The server builds itself meanwhile
 * and starts listening once `migrated` resolves.
 */
export function openEmbedded(embedded: EmbeddedDatabase): { handle: DatabaseHandle; migrated: Promise<void> } {
  const { client, close } = embedded;
  const drizzleOn = (on: PgliteClient) =>
    drizzlePglite(countingPglite(on) as unknown as PGlite, { schema, casing }) as unknown as Database;
  const migrated = client.ready.then(() => migratePglite(drizzleOn(client) as never, { migrationsFolder }));
  // Its failure reaches whoever awaits `migrated` or sends a statement.
  migrated.catch(() => undefined);
  const afterMigrations = heldUntil(client, migrated);
  return {
    handle: {
      db: drizzleOn(afterMigrations),
      kind: 'pglite',
      rawQuery: async <R>(text: string, params?: unknown[]) => (await afterMigrations.query<R>(text, params)).rows,
      close,
    },
    migrated,
  };
}

/** `client`, its statements sent once `gate` resolves (and failing with its error if it rejects). */
function heldUntil(client: PgliteClient, gate: Promise<unknown>): PgliteClient {
  return {
    query: async (...args) => {
      await gate;
      return client.query(...args);
    },
    exec: async (...args) => {
      await gate;
      return client.exec(...args);
    },
    transaction: async (work) => {
      await gate;
      return client.transaction(work);
    },
  };
}
