/**
 * The built app (web + compiled server, as `npm start` runs it) on a free port with a fresh
 * embedded database, for the benches that measure it from the outside; and an onboarded account
 * made through the API as a user would, the confirmation mail read from the server's log.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
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

/**
 * Builds the web app and the server into dist/ when their sources changed since the last build;
 * `appRoot` is another checkout of the project (with its packages installed) to build instead.
 */
export function buildAppIfChanged(appRoot = root): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: appRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}

export interface RunningApp {
  baseUrl: string;
  /** The server's log lines so far (JSON, one per line). */
  logLines: string[];
  stop(): Promise<void>;
}

/**
 * Starts dist/server/main.mjs (of `appRoot`, by default this checkout) on a free port with a new
 * data folder, removed again by `stop()`.
 */
export async function startBuiltApp(env: Record<string, string> = {}, appRoot = root): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-bench-app-'));
  const child = spawn(process.execPath, [path.join(appRoot, 'dist/server/main.mjs')], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000000',
      // Info: the outbox mails (account confirmation) are read from the log.
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '100000',
      API_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    logLines.push(...lines);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (err) {
    await stop();
    console.error(logLines.slice(-20).join('\n'));
    throw err;
  }
  return { baseUrl, logLines, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/health within 2 minutes');
}

/** The first link of the newest outbox mail to `to` whose subject starts with `subject`. */
async function mailLink(app: RunningApp, to: string, subject: string): Promise<string> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const link = app.logLines
      .filter((line) => line.includes('Mail (outbox)'))
      .map((line) => JSON.parse(line) as { to?: string; subject?: string; msg: string })
      .filter((mail) => mail.to === to && mail.subject?.startsWith(subject))
      .map((mail) => /https?:\/\/\S+/.exec(mail.msg)?.[0])
      .findLast(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail "${subject}…" to ${to} in the server's log`);
}

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/**
 * Signs up, confirms the address through the mailed link, signs in and answers onboarding as a
 * team, so the account's first screen is the dashboard. Returns the session cookie header.
 */
export async function registerOnboardedUser(app: RunningApp): Promise<string> {
  const { baseUrl } = app;
  const email = `bench-${Date.now()}@pitboard.test`;
  const password = 'bench-password-42';
  const json = (body: unknown, cookie?: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await expectStatus(
    await fetch(`${baseUrl}/api/auth/sign-up/email`, json({ email, password, name: 'Bench' })),
    200,
    'Sign-up',
  );
  const confirmLink = await mailLink(app, email, 'Confirm your email');
  await expectStatus(await fetch(confirmLink, { redirect: 'manual' }), 302, 'Email confirmation');
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, json({ email, password }));
  await expectStatus(signIn, 200, 'Sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await expectStatus(
    await fetch(
      `${baseUrl}/api/onboarding`,
      json({ userType: 'team', firstName: 'Bench', lastName: 'Driver' }, cookie),
    ),
    204,
    'Onboarding',
  );
  return cookie;
}
