import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdUntilStopHeader, signUpOn, startChildServer, type ChildServer } from '../test/child-server-process';
import { adminQuery, databaseUrl, testPostgresServer } from '../test/postgres-admin';

/**
 * A server process (child-server.ts, stopped as main.ts stops) receives SIGTERM while a burst of
 * requests is under way: each of them reads the database after the signal. Every one is answered
 * in full, and the process ends with status 0. On a PGlite data directory, or a PostgreSQL
 * database in the PostgreSQL run (where the pool used to be closed under the requests).
 */
const serverUrl = testPostgresServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-shutdown-'));
let databaseName: string | undefined;
let server: ChildServer | undefined;

async function databaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return { DATA_DIR: dataDir };
  const template = inject('postgresTemplate');
  databaseName = `${template ?? 'pitboard_test'}_shutdown_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}${template ? ` TEMPLATE ${template}` : ''}`);
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, databaseName) };
}

afterAll(async () => {
  await server?.stop();
  if (serverUrl && databaseName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let cookie = '';

beforeAll(async () => {
  server = await startChildServer(await databaseEnv());
  cookie = await signUpOn(server, `shutdown-${crypto.randomBytes(4).toString('hex')}@example.com`);
  const res = await server.call('POST', '/api/cars', { cookie, body: { name: 'Stop car' } });
  expect(res.status, await res.clone().text()).toBe(201);
}, 240_000);

describe('a server stopped with SIGTERM under load', () => {
  it('answers every request under way, then closes its database and ends with status 0', async () => {
    if (!server) throw new Error('No server is running');
    const running = server;
    const burst = 12;
    const urls = ['/api/cars', '/api/auth/get-session', '/api/tracks'];
    const answers = Array.from({ length: burst }, (_, i) =>
      running
        .call('GET', urls[i % urls.length] ?? '/api/cars', { cookie, headers: { [holdUntilStopHeader]: '1' } })
        .then(async (res) => ({ status: res.status, body: await res.text() })),
    );
    await running.held(burst);

    await running.stop();

    const answered = await Promise.all(answers);
    for (const answer of answered) expect(answer.status, answer.body).toBe(200);
    expect(answered.filter((answer) => answer.body.includes('Stop car'))).toHaveLength(burst / urls.length);
    expect(await running.exited).toBe(0);
    // Nothing listens any more.
    await expect(fetch(`${running.baseUrl}/api/health`)).rejects.toThrow();
  }, 60_000);
});
