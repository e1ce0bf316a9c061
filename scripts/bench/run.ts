/**
 * npm run bench: for each scale, seeds a fresh database through the bulk generators, times
 * the SQL of each endpoint in a raw driver loop, then starts the built server and drives
 * the same endpoints with autocannon from this process. Prints req/s, p50, p99 and the
 * API/raw ratio. Stops everything it started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createServices } from '../../src/server/services';
import { benchCases } from './cases';
import { benchGenerators } from './generators';
import type { BenchCase, BenchData, BenchScale } from './types';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scales: BenchScale[] = [
  {
    name: 'small',
    otherTeams: 100,
    sizes: { cars: 1_000, serviceItemsPerCar: 5, events: 1_000, tracks: 200, workOrders: 2_000 },
  },
  {
    name: 'large',
    otherTeams: 2_000,
    sizes: { cars: 10_000, serviceItemsPerCar: 5, events: 100_000, tracks: 200, workOrders: 10_000 },
  },
].filter((s) => !process.env.BENCH_SCALES || process.env.BENCH_SCALES.split(',').includes(s.name));
const only = process.env.BENCH_ONLY;

interface Row {
  scale: string;
  name: string;
  apiRps: number;
  apiP50: number;
  apiP99: number;
  rawRps: number;
  rawP50: number;
  rawP99: number;
  errors: number;
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
async function stopEverything(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
}
process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function rawLoop(handle: DatabaseHandle, data: BenchData, c: BenchCase) {
  const queries = c.raw(data);
  const latencies: number[] = [];
  const until = Date.now() + Math.min(durationSeconds, 3) * 1000;
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

async function freshDatabase(): Promise<{
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

async function seed(handle: DatabaseHandle, env: Record<string, string>, scale: BenchScale): Promise<BenchData> {
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
     on conflict (user_id) do update set show_completed_repairs = true, show_past_events = true,
       show_racing_features = true, race_shop_enabled = true, average_speed = 80, use_metric = false`,
    [data.teamId, data.userId],
  );
  for (const generate of benchGenerators) await generate(handle, data, scale);
  await handle.rawQuery('analyze');
  await services.background.settled();
  return data;
}

const benchSecret = 'bench-secret-bench-secret-bench-secret-000000';

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://localhost:${port}`,
      AUTH_SECRET: benchSecret,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000000',
      API_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(base: string, data: BenchData): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: data.email, password: data.password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  data.ids.sessionToken = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  return cookie;
}

async function drive(base: string, cookie: string, data: BenchData, c: BenchCase) {
  const result = await autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: c.method,
        path: c.path(data),
        headers: {
          origin: base,
          'content-type': 'application/json',
          ...(c.signedIn ? { cookie } : {}),
        },
        ...(c.body ? { body: JSON.stringify(c.body(data)) } : {}),
        ...(c.nextBody
          ? { setupRequest: (request: object) => ({ ...request, body: JSON.stringify(c.nextBody?.(data)) }) }
          : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/web/index.html')) {
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const cases = benchCases.filter((c) => !only || c.name.includes(only));
  const rows: Row[] = [];
  for (const scale of scales) {
    console.log(`\n▶ scale ${scale.name}: seeding ${JSON.stringify({ otherTeams: scale.otherTeams, ...scale.sizes })}`);
    const database = await freshDatabase();
    cleanups.push(database.drop);
    const handle = await database.open();
    const started = Date.now();
    const data = await seed(handle, database.env, scale);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const base = `http://localhost:${port}`;

    // The raw loop needs a session token: sign in through the API once, then measure.
    await handle.close();
    let server = await startServer(database.env, port);
    await signIn(base, data);
    await stopServer(server);
    const rawHandle = await database.open();
    const raw = new Map<string, Awaited<ReturnType<typeof rawLoop>>>();
    for (const c of cases) raw.set(c.name, await rawLoop(rawHandle, data, c));
    await rawHandle.close();

    server = await startServer(database.env, port);
    const cookie = await signIn(base, data);
    for (const c of cases) {
      const api = await drive(base, cookie, data, c);
      const r = raw.get(c.name);
      rows.push({
        scale: scale.name,
        name: c.name,
        apiRps: api.rps,
        apiP50: api.p50,
        apiP99: api.p99,
        rawRps: r?.rps ?? 0,
        rawP50: r?.p50 ?? 0,
        rawP99: r?.p99 ?? 0,
        errors: api.errors,
      });
      console.log(
        `  ${c.name}: ${api.rps.toFixed(0)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms${api.errors ? `, ${api.errors} errors` : ''}`,
      );
    }
    await stopServer(server);
    await database.drop();
    cleanups.splice(cleanups.indexOf(database.drop), 1);
  }

  console.log(
    '\nscale  endpoint                                             API req/s   p50 ms   p99 ms | raw q/s   p50 ms   p99 ms | API/raw',
  );
  for (const r of rows) {
    console.log(
      `${r.scale.padEnd(6)} ${r.name.padEnd(52)} ${r.apiRps.toFixed(0).padStart(9)} ${String(r.apiP50).padStart(8)} ${String(r.apiP99).padStart(8)} | ${r.rawRps.toFixed(0).padStart(7)} ${r.rawP50.toFixed(2).padStart(8)} ${r.rawP99.toFixed(2).padStart(8)} | ${(r.apiRps / Math.max(r.rawRps, 1)).toFixed(2).padStart(7)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => void stopEverything());
