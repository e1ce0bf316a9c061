import crypto from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { adminQuery, databaseUrl, testPostgresServer } from './postgres-admin';

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 *
 * The api project's global setup (global-setup.ts) migrates one database per run; each test
 * file gets a copy of it (a PGlite dump loaded into memory, or CREATE DATABASE … TEMPLATE).
 * Without that setup it starts from an empty database. Either way openDatabase() runs the
 * migrations, which find nothing left to apply on a copy.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testPostgresServer();
  if (!serverUrl) {
    const pgliteDumpFile = inject('pgliteDumpPath') ?? undefined;
    return openDatabase({ dataDir: 'memory://', pgliteDumpFile });
  }

  const template = inject('postgresTemplate');
  const name = `${template ?? 'pitboard_test'}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 4 });
  } catch (err) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw err;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
