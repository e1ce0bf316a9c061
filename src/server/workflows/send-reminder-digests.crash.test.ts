import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { signUpOn, startChildServer, type ChildServer } from '../test/child-server-process';
import { adminQuery, databaseUrl, testPostgresServer } from '../test/postgres-admin';
import { reminderDigestQueue } from './send-reminder-digests';

/**
 * A server process (child-server.ts) running the reminder schedule is killed (SIGKILL) in the middle
 * of a member's digest: its mail and its record written, before they commit. Restarted on the same
 * database, it sends that digest once. On a PGlite data directory, or a PostgreSQL database in the
 * PostgreSQL run.
 */
const serverUrl = testPostgresServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-digest-crash-'));
const clockFile = path.join(dataDir, 'clock');
let databaseName: string | undefined;
let server: ChildServer | undefined;

async function databaseEnv(): Promise<Record<string, string>> {
  const schedule = { REMINDER_CHECK_SECONDS: '1', REMINDER_CLOCK_FILE: clockFile };
  if (!serverUrl) return { DATA_DIR: path.join(dataDir, 'db'), ...schedule };
  if (!databaseName) {
    const template = inject('postgresTemplate');
    databaseName = `${template ?? 'pitboard_test'}_digest_crash_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}${template ? ` TEMPLATE ${template}` : ''}`);
  }
  return { DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: databaseUrl(serverUrl, databaseName), ...schedule };
}

/** The database the child servers used, opened by the test once none runs (PGlite allows one process). */
async function openUsedDatabase(): Promise<DatabaseHandle> {
  const env = await databaseEnv();
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
}

const running = (): ChildServer => {
  if (!server) throw new Error('No server is running');
  return server;
};

afterAll(async () => {
  await server?.stop();
  if (serverUrl && databaseName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let email = '';

beforeAll(async () => {
  fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  fs.writeFileSync(clockFile, '2026-11-24T08:00:00Z');
  // This server stops dead in any digest, before it commits.
  server = await startChildServer({ ...(await databaseEnv()), TEST_KILL_BEFORE_JOB_COMMIT: reminderDigestQueue });
  email = `digest-crash-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const cookie = await signUpOn(server, email);
  const post = async (url: string, body: unknown) => {
    const res = await running().call('POST', url, { cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const carId = await post('/api/cars', { name: 'Crash car', hours: 10, miles: 500 });
  await post(`/api/cars/${carId}/service-items`, {
    name: 'Gearbox oil',
    hourInterval: 5,
    lastServiceHours: 0,
    lastServiceDistance: 500,
  });
}, 240_000);

describe('a reminder digest, its server killed before it committed', () => {
  it('is sent once by the restarted server: nothing half-sent, nothing twice', async () => {
    // The next day: the schedule plans the member's digest, runs it, and the process dies in it.
    fs.writeFileSync(clockFile, '2026-11-25T08:00:00Z');
    expect(await running().exited).toBe('SIGKILL');

    server = await startChildServer(await databaseEnv());
    expect(await running().jobDone(reminderDigestQueue)).toContain(':daily:2026-11-25');
    // The same day again, on the next ticks: nothing more.
    fs.writeFileSync(clockFile, '2026-11-25T09:00:00Z');
    await running().stop();

    const database = await openUsedDatabase();
    try {
      const mails = await database.rawQuery<{ subject: string; text: string }>(
        `select subject, text from outbox_emails where "to" = $1 and subject like 'Pitboard: %'`,
        [email],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Gearbox oil (Crash car): Due');
      const jobs = await database.rawQuery<{ state: string }>(`select state from jobs where queue = $1`, [
        reminderDigestQueue,
      ]);
      expect(jobs).toEqual([{ state: 'done' }]);
      const [state] = await database.rawQuery<{ remembered: unknown[] }>('select remembered from reminder_digests');
      expect(state?.remembered).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
