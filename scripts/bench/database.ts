import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createServices } from '../../src/server/services';
import { benchGenerators } from './generators';
import { percentile } from './load';
import { benchSecret } from './server';
import type { BenchCase, BenchData, BenchScale, RawResult } from './types';

/* The bench's database: made fresh for each scale, seeded in bulk, and timed without the server. */

/** Times the SQL of `c` through the driver, one run at a time, for up to `seconds`. */
export async function rawLoop(
  handle: DatabaseHandle,
  data: BenchData,
  c: BenchCase,
  seconds: number,
): Promise<RawResult> {
  const queries = c.raw(data);
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const run = c.rawAt ? c.rawAt(data, latencies.length) : queries;
    const start = performance.now();
    for (const q of run) await handle.rawQuery(q.text, q.params);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const total = latencies.reduce((a, b) => a + b, 0);
  return { rps: latencies.length / (total / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** A new database: on the server of DATABASE_URL when it is set, otherwise a PGlite data directory. */
export async function freshDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `pitboard_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-bench-')) },
      open: () => openDatabase({ databaseUrl: url.toString() }),
      drop: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-bench-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The bench user with a team, preferences and what every feature generator makes at `scale`. */
export async function seed(handle: DatabaseHandle, env: Record<string, string>, scale: BenchScale): Promise<BenchData> {
  const config = loadConfig({ ...env, AUTH_SECRET: benchSecret, LOG_LEVEL: 'silent' });
  const services = await createServices(config, { database: { ...handle, close: async () => undefined } });
  const email = 'bench@pitboard.app';
  const password = 'bench-password';
  const signUp = await services.deps.auth.api.signUpEmail({ body: { email, password, name: 'bench' } });
  await handle.rawQuery('update "user" set email_verified = true where id = $1', [signUp.user.id]);
  const [membership] = await handle.rawQuery<{ organization_id: string }>(
    'select organization_id from member where user_id = $1',
    [signUp.user.id],
  );
  const data: BenchData = {
    email,
    password,
    userId: signUp.user.id,
    teamId: membership?.organization_id ?? '',
    ids: {},
  };
  await handle.rawQuery(
    `insert into user_preferences (team_id, user_id, show_completed_repairs, show_past_events, show_racing_features,
       race_shop_enabled, notification_preferences, display_preferences, average_speed, use_metric)
     values ($1, $2, true, true, true, true, '{"email":true,"push":false}', '{"compactView":false,"showImages":true}', 80, false)
     on conflict (team_id, user_id) do update set show_completed_repairs = true, show_past_events = true,
       show_racing_features = true, race_shop_enabled = true, average_speed = 80, use_metric = false`,
    [data.teamId, data.userId],
  );
  for (const generate of benchGenerators) await generate(handle, data, scale);
  await services.background.settled();
  // Measured as a database in use is kept: its tables vacuumed and their rows counted for the
  // planner. Left to PostgreSQL's autovacuum, the seed's bulk inserts would be vacuumed during
  // the measurements, on the same two cores.
  await handle.rawQuery('vacuum analyze');
  // The seed and the vacuum dirtied most of the database's pages: written now rather than by a
  // checkpoint spread over the next minutes, during the measurements. A PostgreSQL role without
  // the right to (neither superuser nor pg_checkpoint) leaves them to the server.
  await handle.rawQuery('checkpoint').catch(() => undefined);
  return data;
}
