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

// Each run builds into its own folder, so several runs at once do not overwrite each other.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-e2e-web-'));
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist]);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-e2e-'));
const log = `${dataDir}-server.log`;
console.log(`▶ End-to-end tests on port ${port} (server log: ${log})`);
try {
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_LOG: log,
    E2E_WEB_DIST: webDist,
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
}
