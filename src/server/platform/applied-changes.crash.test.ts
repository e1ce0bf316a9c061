import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RaceResult } from '@shared/race-results/race-results.contract';
import { idempotencyHeader, idempotentReplayHeader } from '@shared/lib/idempotency.contract';
import { signUpOn, startChildServer, stopAfterCommitHeader, type ChildServer } from '../test/child-server-process';
import { adminQuery, databaseUrl, testPostgresServer } from '../test/postgres-admin';

/**
 * A server process (child-server.ts) is killed (SIGKILL) while changes sent with an
 * Idempotency-Key are being applied, and restarted on the same database, where the changes are
 * sent again. On a PGlite data directory, or a PostgreSQL database in the PostgreSQL run.
 */
const serverUrl = testPostgresServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-crash-'));
let databaseName: string | undefined;
let server: ChildServer | undefined;

async function databaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return { DATA_DIR: dataDir };
  if (!databaseName) {
    const template = inject('postgresTemplate');
    databaseName = `${template ?? 'pitboard_test'}_crash_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}${template ? ` TEMPLATE ${template}` : ''}`);
  }
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, databaseName) };
}

/** The server process running now. */
function running(): ChildServer {
  if (!server) throw new Error('No server is running');
  return server;
}

afterAll(async () => {
  await server?.stop();
  if (serverUrl && databaseName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function created<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

let cookie = '';
let eventId = '';
let eventCarId = '';

beforeAll(async () => {
  server = await startChildServer(await databaseEnv());
  cookie = await signUpOn(server, `crash-${crypto.randomBytes(4).toString('hex')}@example.com`);
  const post = async (url: string, body: unknown) =>
    (await created<{ id: string }>(await running().call('POST', url, { cookie, body }))).id;
  const trackId = await post('/api/tracks', { name: 'Crash Park', location: 'Nowhere' });
  const carId = await post('/api/cars', { name: 'Crash car' });
  eventId = await post('/api/events', { title: 'Season opener', date: '2025-04-12', type: 'Race', trackId });
  eventCarId = await post(`/api/events/${eventId}/cars`, { mode: 'individual', carId });
}, 240_000);

/** Records a race result as the change `changeId` (a field of `total`, finishing at `position`). */
const sendResult = (change: { changeId: string; position: number; total: number }, headers = {}) =>
  running().call('POST', `/api/events/${eventId}/results`, {
    cookie,
    body: { eventCarId, finishPosition: change.position, totalParticipants: change.total },
    headers: { [idempotencyHeader]: change.changeId, ...headers },
  });

async function resultsOf(total: number): Promise<RaceResult[]> {
  const res = await running().call('GET', `/api/events/${eventId}/results`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as RaceResult[]).filter((result) => result.totalParticipants === total);
}

async function restart(): Promise<void> {
  server = await startChildServer(await databaseEnv());
}

describe('a change sent with an Idempotency-Key, its server killed', () => {
  it('after the change committed and before it answered: sent again, it answers the first result', async () => {
    const change = { changeId: crypto.randomUUID(), position: 3, total: 12 };
    await expect(sendResult(change, { [stopAfterCommitHeader]: '1' })).rejects.toThrow();
    expect(await running().exited).toBe('SIGKILL');

    await restart();
    const replay = await sendResult(change);
    const answer = await created<RaceResult>(replay);
    expect(replay.headers.get(idempotentReplayHeader)).toBe('true');
    expect(answer.finishPosition).toBe(3);
    expect((await resultsOf(12)).map((result) => result.id)).toEqual([answer.id]);
  }, 240_000);

  it('with many changes in flight: sent again, each is applied once, an answered one answers the same', async () => {
    const changes = Array.from({ length: 40 }, (_, i) => ({
      changeId: crypto.randomUUID(),
      position: i + 1,
      total: 40,
    }));
    const firstAnswers = new Map<string, string>();
    let fiveAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (fiveAnswered = resolve));
    const inFlight = changes.map((change) =>
      sendResult(change)
        .then(async (res) => {
          firstAnswers.set(change.changeId, (await created<RaceResult>(res)).id);
          if (firstAnswers.size === 5) fiveAnswered();
        })
        // Cut off by the crash.
        .catch(() => undefined),
    );
    await answered;
    await running().kill();
    await Promise.all(inFlight);
    expect(firstAnswers.size).toBeLessThan(changes.length);

    await restart();
    const replays = await Promise.all(changes.map(async (change) => created<RaceResult>(await sendResult(change))));
    for (const [i, change] of changes.entries()) {
      expect(replays[i]?.finishPosition).toBe(change.position);
      const first = firstAnswers.get(change.changeId);
      if (first) expect(replays[i]?.id).toBe(first);
    }
    const positions = (await resultsOf(40)).map((result) => result.finishPosition);
    expect(positions.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(changes.map((change) => change.position));
  }, 240_000);
});
