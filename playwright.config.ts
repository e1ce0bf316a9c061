import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/pitboard-e2e';
const logFile = process.env.E2E_SERVER_LOG ?? `${dataDir}-server.log`;
export const baseURL = `http://localhost:${port}`;
/** The moment the server's reminder schedule takes for now; e2e/support/reminders.ts moves it on. */
export const reminderClockFile = `${dataDir}-reminder-clock`;

/**
 * Debian's Chromium. Its headless shell (package chromium-headless-shell: the same engine without
 * the desktop browser around it) takes about a third less CPU per test than the full browser in
 * headless mode, so it is used when installed.
 */
/**
 * The compiled server that scripts/test-e2e.mjs builds (scripts/build-server.mjs); the TypeScript
 * sources through tsx when Playwright runs without it.
 */
const serverCommand = process.env.E2E_SERVER_DIST
  ? `node --enable-source-maps ${process.env.E2E_SERVER_DIST}/main.mjs`
  : 'node --import tsx src/server/main.ts';

export const chromiumPath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-results` : 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace (every step with the page's DOM) and a screenshot. A film of
    // screenshots in the trace would cost a third of the CPU of every test that passes.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The built app registers a service worker that serves its shell from a cache: tests start each
    // page afresh from the server, and e2e/pwa.spec.ts allows the worker where it is the subject.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${serverCommand} > ${logFile} 2>&1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: baseURL,
      AUTH_RATE_LIMIT_MAX: '1000',
      API_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      REMINDER_CHECK_SECONDS: '1',
      REMINDER_CLOCK_FILE: reminderClockFile,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
