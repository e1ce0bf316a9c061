import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';
import { adminQuery, databaseUrl, testPostgresServer } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball (dumpDataDir) of a migrated database; every test file loads a copy. */
    pgliteDumpPath: string | null;
    /**
     * PostgreSQL: a migrated database every test file copies with CREATE DATABASE … TEMPLATE;
     * the copies are named after it (`<template>_<random>`).
     */
    postgresTemplate: string | null;
  }
}

/**
 * Runs once per `vitest run` of the api project: migrates one database from the current
 * migrations folder (never cached across runs, so new migrations are always in it) and hands
 * it to the test files, which copy it instead of migrating their own. Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testPostgresServer();
  if (serverUrl) {
    await dropAbandonedDatabases(serverUrl);
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', null);
    return () => dropRunDatabases(serverUrl, template);
  }

  removeAbandonedDumps();
  const dumpPath = await dumpMigratedPglite();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', null);
  return async () => fs.rmSync(dumpPath, { force: true });
}

/**
 * Unique per run (process id and random bytes), so two runs at once on the same server or
 * machine (CI and a developer) never clash.
 */
function runId(): string {
  return `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
}

/** Who made a template or dump, so a later run can clean up after one that was killed. */
interface RunOwner {
  host: string;
  pid: number;
  startedAt: number;
}

const abandonedAfterMs = 60 * 60 * 1000;

/** Left behind by a run on this machine that no longer runs and began over an hour ago. */
function isAbandoned(owner: RunOwner): boolean {
  if (owner.host !== os.hostname() || Date.now() - owner.startedAt < abandonedAfterMs) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

// PostgreSQL ------------------------------------------------------------------------------

const templatePrefix = 'pitboard_test_';

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${templatePrefix}${runId()}`;
  const owner: RunOwner = { host: os.hostname(), pid: process.pid, startedAt: Date.now() };
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    await adminQuery(serverUrl, `COMMENT ON DATABASE ${name} IS '${JSON.stringify(owner).replaceAll("'", "''")}'`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
    await handle.close();
    // CREATE DATABASE … TEMPLATE fails while the template has a session: allow none from now on.
    await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (err) {
    await dropRunDatabases(serverUrl, name);
    throw err;
  }
  return name;
}

/** The template and every copy of it still there (a test file that failed before closing). */
async function dropRunDatabases(serverUrl: string, template: string): Promise<void> {
  const copies = await adminQuery<{ datname: string }>(
    serverUrl,
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
    [`${template}_`],
  );
  for (const name of [...copies.map((row) => row.datname), template]) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function dropAbandonedDatabases(serverUrl: string): Promise<void> {
  const templates = await adminQuery<{ datname: string; note: string }>(
    serverUrl,
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
     WHERE starts_with(datname, $1) AND shobj_description(oid, 'pg_database') IS NOT NULL`,
    [templatePrefix],
  );
  for (const { datname, note } of templates) {
    let owner: RunOwner;
    try {
      owner = JSON.parse(note) as RunOwner;
    } catch {
      continue;
    }
    if (isAbandoned(owner)) await dropRunDatabases(serverUrl, datname);
  }
}

// PGlite ----------------------------------------------------------------------------------

const dumpPattern = /^pitboard-api-(\d+)_[0-9a-f]+\.tar$/;

async function dumpMigratedPglite(): Promise<string> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // Uncompressed: loading a plain tar is faster than gunzipping it in every test file.
    const dump = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `pitboard-api-${runId()}.tar`);
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

function removeAbandonedDumps(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = dumpPattern.exec(name)?.[1];
    if (!pid) continue;
    const file = path.join(os.tmpdir(), name);
    const startedAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (startedAt !== undefined && isAbandoned({ host: os.hostname(), pid: Number(pid), startedAt })) {
      fs.rmSync(file, { force: true });
    }
  }
}
