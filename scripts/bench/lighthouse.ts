/**
 * Lighthouse performance of the first pages a person sees: /, /login and, signed in, /dashboard.
 * Mobile form factor with simulated throttling (Lighthouse's defaults), in Debian's Chromium.
 *
 *   npm run bench:lighthouse
 *
 * builds the app when its sources changed, starts it on a fresh database, makes an onboarded
 * account through the API, prints each page's figures and stops the server. Each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the run with the median score is kept;
 * LIGHTHOUSE_REPORTS=<folder> keeps that run's full report as <page>.json there;
 * LIGHTHOUSE_ONLY=/dashboard measures only the pages whose path contains it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { buildAppIfChanged, registerOnboardedUser, startBuiltApp } from './app-server';

export interface LighthousePageResult {
  url: string;
  /** The performance category's score, 0–100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the time: a busy machine scores lower. */
  benchmarkIndex: number;
  /** Every run's score and blocking time, in the order run. */
  runs: { performance: number; tbtMs: number }[];
  /** The score this page must reach (lighthouseTargets.performance unless its page says otherwise). */
  minScore: number;
}

/** What each page must reach. */
export const lighthouseTargets = { performance: 95, lcpMs: 2_500, cls: 0.1 };

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  /** A score other than lighthouseTargets.performance to reach. */
  minScore?: number;
}

export const lighthousePages: LighthousePage[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

export interface LighthouseOptions {
  /** Runs per page; the one with the median score is reported. */
  runs?: number;
  /** A folder to keep each page's reported run in, as JSON. */
  reportDir?: string;
  /** Only the pages whose path contains this. */
  only?: string;
  /** The pages to measure, by default lighthousePages. */
  pages?: LighthousePage[];
}

const chromeFlags = [
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Chromium's sandbox cannot start as root.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function pageResult(lhr: Result, runs: Result[], minScore: number): LighthousePageResult {
  const score = (run: Result) => Math.round((run.categories.performance?.score ?? 0) * 100);
  return {
    runs: runs.map((run) => ({ performance: score(run), tbtMs: Math.round(numeric(run, 'total-blocking-time')) })),
    url: lhr.finalDisplayedUrl,
    performance: score(lhr),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    minScore,
  };
}

/**
 * One Lighthouse run. A run whose trace came out unusable (Lighthouse's runtime error, now and then
 * on a busy machine) is tried again, twice at most.
 */
async function measurePage(url: string, expectedPath: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) {
      if (attempt < 3) continue;
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== expectedPath) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    return lhr;
  }
}

/** Whether a result reaches every target. */
export function meetsLighthouseTargets(result: LighthousePageResult): boolean {
  return (
    result.performance >= result.minScore &&
    result.lcpMs <= lighthouseTargets.lcpMs &&
    result.cls <= lighthouseTargets.cls
  );
}

/**
 * Runs Lighthouse on each page of `lighthousePages` at `baseUrl`; the signed-in ones send
 * `cookie` (they are skipped without one). Chromium is CHROME_PATH, by default /usr/bin/chromium.
 */
export async function runLighthouse(
  baseUrl: string,
  cookie: string | undefined,
  { runs = 3, reportDir, only, pages = lighthousePages }: LighthouseOptions = {},
): Promise<LighthousePageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const results: LighthousePageResult[] = [];
    for (const page of pages) {
      if ((page.signedIn && !cookie) || (only && !page.path.includes(only))) continue;
      const url = new URL(page.path, baseUrl).href;
      const flags: Flags = {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(page.signedIn && cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      const reports: Result[] = [];
      for (let i = 0; i < runs; i++) reports.push(await measurePage(url, page.path, flags));
      const sorted = reports.toSorted(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const median = sorted[Math.floor(sorted.length / 2)];
      if (!median) continue;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = page.path.replace(/^\//, '').replace(/\//g, '-') || 'landing';
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(median));
      }
      results.push(pageResult(median, reports, page.minScore ?? lighthouseTargets.performance));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function formatLighthouseTable(results: LighthousePageResult[]): string {
  const header = `${'page'.padEnd(32)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'FCP ms'.padStart(7)} ${'CPU index'.padStart(9)}`;
  const rows = results.map(
    (r) =>
      `${meetsLighthouseTargets(r) ? '✓' : '✗'} ${new URL(r.url).pathname.padEnd(30)} ${String(r.performance).padStart(5)} ${r.lcpMs.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${r.tbtMs.toFixed(0).padStart(7)} ${r.fcpMs.toFixed(0).padStart(7)} ${r.benchmarkIndex.toFixed(0).padStart(9)}`,
  );
  const runs = results.map(
    (r) =>
      `  ${new URL(r.url).pathname}: runs scored ${r.runs.map((run) => `${run.performance} (TBT ${run.tbtMs} ms)`).join(', ')}`,
  );
  return [`  ${header}`, ...rows, ...runs].join('\n');
}

async function main(): Promise<void> {
  buildAppIfChanged();
  const app = await startBuiltApp();
  try {
    const cookie = await registerOnboardedUser(app);
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    console.log(`▶ Lighthouse (mobile, simulated throttling, median of ${runs}) on ${app.baseUrl}`);
    const results = await runLighthouse(app.baseUrl, cookie, {
      runs,
      reportDir: process.env.LIGHTHOUSE_REPORTS,
      only: process.env.LIGHTHOUSE_ONLY,
    });
    console.log(formatLighthouseTable(results));
    const { performance, lcpMs, cls } = lighthouseTargets;
    if (!results.every(meetsLighthouseTargets)) {
      console.error(`✗ A page misses a target (score ≥ ${performance}, LCP ≤ ${lcpMs} ms, CLS ≤ ${cls}).`);
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
