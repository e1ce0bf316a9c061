import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { queryCountHeader } from '../../src/server/platform/query-count-header';
import type { Target } from './load';
import type { BenchCase, BenchData } from './types';

/*
 * The server under load runs compiled, as `npm start` runs it: buildAppIfChanged() (app-server.ts,
 * start.mjs --build-only) builds the web app and the server when their sources changed since the
 * last build, then each start launches dist/server/main.mjs (what start.mjs imports) in a process
 * of its own, on the bench's seeded database.
 */

export const benchSecret = 'bench-secret-bench-secret-bench-secret-000000';
const serverEntry = path.join('dist', 'server', 'main.mjs');

const children = new Set<ChildProcess>();

/** The environment of a bench server: no rate limits in the way, the query count header when asked. */
function serverEnv(env: Record<string, string>, port: number, countQueries: boolean): Record<string, string> {
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://localhost:${port}`,
    AUTH_SECRET: benchSecret,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000000',
    API_RATE_LIMIT_MAX: '100000000',
    DB_QUERY_COUNT: countQueries ? '1' : '0',
  };
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  options: { countQueries: boolean },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...serverEnv(env, port, options.countQueries) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit code ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function stopAllServers(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Signs the bench user in; keeps the session token for the raw loop's session lookup. */
export async function signIn(base: string, data: BenchData): Promise<string> {
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

/** One request of `c` to a server started with the query count on: the statements it sent to the database. */
export async function queriesOf(target: Target, data: BenchData, c: BenchCase): Promise<number | undefined> {
  const body = c.nextBody?.(data) ?? c.body?.(data);
  const res = await fetch(`${target.base}${c.nextPath?.(data) ?? c.path(data)}`, {
    method: c.method,
    headers: {
      origin: target.base,
      'content-type': 'application/json',
      ...(c.signedIn ? { cookie: target.cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
  const count = res.headers.get(queryCountHeader);
  return count === null ? undefined : Number(count);
}
