// Start-up cost of the server: time from launch to the first 200 from /api/health, and the resident
// memory after 5 s idle.
//
//   node scripts/measure-start.mjs [--data-dir DIR] [--tsx]
//
// Without --data-dir a temporary data directory is used and removed afterwards; give one (and run
// twice) to measure a start on an existing database. DATABASE_URL in the environment selects
// PostgreSQL, as for the server itself. By default it launches what `npm start` launches once both
// builds are up to date (scripts/start.mjs; the builds run first, untimed); --tsx launches the
// TypeScript sources through tsx instead, as `npm run dev` does. `npm run bench` imports
// measureStart() for a start on each of its seeded databases.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

export const idleMs = 5_000;
const START_TIMEOUT_MS = 120_000;

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function healthStatus(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** User plus system CPU time of a process so far, in ms: on a busy machine it varies less than the wall time. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Builds what `npm start` builds (when its sources changed); false when a build failed. */
export function buildForStart() {
  return (
    spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status === 0
  );
}

/**
 * Launches the server (scripts/start.mjs, or the sources through tsx) on `dataDir` with `env` added
 * to this process's environment, and measures it; stops it afterwards. The builds must be current.
 */
export async function measureStart({ dataDir, useTsx = false, env = {} }) {
  const port = await freePort();
  const command = useTsx ? ['--import', 'tsx', 'src/server/main.ts'] : ['scripts/start.mjs'];
  let output = '';
  const started = performance.now();
  const server = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  void exit.then(() => (exited = true));

  let firstAnswerMs;
  let firstAnswerCpuMs;
  try {
    while (firstAnswerMs === undefined) {
      if (exited) throw new Error(`the server stopped before answering:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`no answer within ${START_TIMEOUT_MS} ms`);
      if ((await healthStatus(port)) === 200) {
        firstAnswerMs = Math.round(performance.now() - started);
        firstAnswerCpuMs = cpuMs(server.pid);
      } else {
        await delay(20);
      }
    }
    await delay(idleMs);
    if (exited) throw new Error(`the server stopped while idle:\n${output}`);
    return { firstAnswerMs, firstAnswerCpuMs, rssMb: residentMb(server.pid) };
  } finally {
    if (!exited) server.kill('SIGTERM');
    await exit;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const useTsx = args.includes('--tsx');
  const dataDirIndex = args.indexOf('--data-dir');
  const givenDataDir = dataDirIndex >= 0 ? args[dataDirIndex + 1] : undefined;
  if (dataDirIndex >= 0 && !givenDataDir) {
    console.error('--data-dir needs a directory');
    process.exit(2);
  }
  if (!useTsx && !buildForStart()) process.exit(1);
  const dataDir = givenDataDir ? path.resolve(givenDataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-start-'));
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`▶ ${useTsx ? 'tsx' : 'compiled'} server, ${database}`);
  try {
    const { firstAnswerMs, firstAnswerCpuMs, rssMb } = await measureStart({ dataDir, useTsx });
    console.log(`first answer: ${firstAnswerMs} ms (CPU time used by then: ${firstAnswerCpuMs} ms)`);
    console.log(`resident memory after ${idleMs / 1000} s idle: ${rssMb} MB`);
  } finally {
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
