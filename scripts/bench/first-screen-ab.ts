/**
 * When the first screen shows, in Chromium as a person loads it, on two builds with the loads
 * alternating between them (see ab-builds.ts):
 *
 *   node --import tsx scripts/bench/first-screen-ab.ts <other checkout> [loads per side, default 12]
 *
 * Each load is a fresh browser context (nothing cached, nothing remembered) on a phone-sized
 * window; FIRST_SCREEN_PAGE picks the page (default /dashboard, signed in; / and /login are
 * loaded signed out) and FIRST_SCREEN_CPU slows the processor down that many times (default 1).
 * Prints, for every load and as medians, the first contentful paint, the moment the page's first
 * heading was in the document and the largest contentful paint, in ms from navigation.
 * Lighthouse's simulation leaves out what this sees: time spent waiting on a timer or for one of
 * the browser's six connections to a server.
 */
import { chromium, type Browser } from '@playwright/test';
import { median, withBothBuilds, type AbSide } from './ab-builds';

interface FirstScreen {
  fcp: number;
  heading: number;
  lcp: number;
}

const signedOutPages = new Set(['/', '/login']);

/** Records when the first heading enters the document and the latest largest-paint candidate. */
function watchFirstScreen(): void {
  const marks = window as unknown as { headingAt?: number; lcpAt?: number };
  new MutationObserver((_, observer) => {
    if (!document.querySelector('h1')) return;
    marks.headingAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcpAt = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function loadOnce(browser: Browser, side: AbSide, page: string, cpuSlowdown: number): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (!signedOutPages.has(page)) {
      const [name = '', value = ''] = (side.cookie.split(';')[0] ?? '').split('=');
      await context.addCookies([{ name, value, url: side.app.baseUrl }]);
    }
    await context.addInitScript(watchFirstScreen);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.goto(side.app.baseUrl + page);
    await tab.locator('h1').first().waitFor();
    // The largest paint is final once the page has been still for a moment: wait for the network
    // to settle rather than for a fixed time.
    await tab.waitForLoadState('networkidle');
    return await tab.evaluate(() => {
      const marks = window as unknown as { headingAt?: number; lcpAt?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return { fcp, heading: marks.headingAt ?? Number.NaN, lcp: marks.lcpAt ?? Number.NaN };
    });
  } finally {
    await context.close();
  }
}

function summary(name: string, loads: FirstScreen[]): string {
  const column = (label: string, pick: (load: FirstScreen) => number) =>
    `${label} ${loads.map((load) => Math.round(pick(load))).join(' ')} (median ${Math.round(median(loads.map(pick)))})`;
  return `${name}: ${column('FCP', (l) => l.fcp)} | ${column('heading', (l) => l.heading)} | ${column('LCP', (l) => l.lcp)}`;
}

async function main(): Promise<void> {
  const [other, loadsArg] = process.argv.slice(2);
  if (!other) throw new Error('Usage: first-screen-ab.ts <other checkout> [loads per side]');
  const loads = Number(loadsArg ?? 12);
  const page = process.env.FIRST_SCREEN_PAGE ?? '/dashboard';
  const cpuSlowdown = Number(process.env.FIRST_SCREEN_CPU ?? 1);
  await withBothBuilds(other, async (sides) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Chromium's sandbox cannot start as root.
      args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    });
    try {
      const results = new Map<string, FirstScreen[]>(sides.map((side) => [side.name, []]));
      for (let load = 0; load < loads; load++) {
        for (const side of sides) results.get(side.name)?.push(await loadOnce(browser, side, page, cpuSlowdown));
      }
      console.log(
        `▶ First screen of ${page}, ${loads} loads each, CPU slowed ${cpuSlowdown}x, alternating (A: ${other}, B: this checkout)`,
      );
      for (const [name, sideLoads] of results) console.log(`  ${summary(name, sideLoads)}`);
    } finally {
      await browser.close();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
