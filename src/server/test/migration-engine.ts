import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { adminQuery, databaseUrl, testPostgresServer } from './postgres-admin';

/**
 * A bare database for testing one migration against rows written before it: PGlite in memory, or
 * a fresh PostgreSQL database when the tests run on PostgreSQL.
 */
export interface MigrationEngine {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openMigrationEngine(): Promise<MigrationEngine> {
  const serverUrl = testPostgresServer();
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `pitboard_migration_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 });
  return {
    query: async <R>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as R[],
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A copy of the migrations folder that ends just before the migration tagged `…_${tag}`. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const target = journal.entries.find((entry) => entry.tag.endsWith(`_${tag}`));
  if (!target) throw new Error(`no ${tag} migration in the journal`);
  journal.entries = journal.entries.filter((entry) => entry.idx < target.idx);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
