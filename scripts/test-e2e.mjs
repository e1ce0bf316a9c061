// End-to-end tests: builds the app, then Playwright drives Debian's Chromium against it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertChromium } from './check-chromium.mjs';

assertChromium();

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

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Each run builds into its own folders, so several runs at once do not overwrite each other. The
// server runs compiled, as `npm start` runs it: it answers seconds sooner than through tsx.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-e2e-web-'));
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist]);
// Inside the project, where the server's imports of packages find node_modules.
fs.mkdirSync('dist', { recursive: true });
const serverDist = fs.mkdtempSync(path.join('dist', 'e2e-server-'));
run(process.execPath, ['scripts/build-server.mjs', '--outdir', serverDist]);
// The bundle budget reads this build rather than making another. A full run (npm test) fails on
// it; a run of chosen specs only prints the sizes.
const fullRun = process.argv.length <= 2;
const bundle = spawnSync('node', ['scripts/check-bundle.mjs', webDist], { stdio: 'inherit' });
const bundleFailed = bundle.status !== 0;
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-e2e-'));
const log = `${dataDir}-server.log`;
console.log(`▶ End-to-end tests on port ${port} (server log: ${log})`);
if (!fs.existsSync('/usr/bin/chromium-headless-shell')) {
  console.log('  (sudo apt-get install -y chromium-headless-shell makes them about a third faster)');
}
try {
  // The exit status is set rather than exited with, so the folders below are removed after a failure too.
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SERVER_LOG: log,
      E2E_WEB_DIST: webDist,
      E2E_SERVER_DIST: serverDist,
    },
  });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(serverDist, { recursive: true, force: true });
}
if (bundleFailed && fullRun) {
  console.error('✗ The end-to-end tests ran, but the bundle budget above is exceeded.');
  process.exit(1);
}
