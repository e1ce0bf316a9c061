/**
 * The browser figures `npm run bench` prints beside the endpoints (BENCH_SKIP_BROWSER=1 leaves
 * them out): on the built app with a small shop made through the API, each signed-in screen's
 * first data on screen as a phone sees it (Chromium with the CPU slowed 4× and a Fast 3G network,
 * nothing cached, then a second visit in the same browser), and Lighthouse (mobile) on the pages
 * a person opens first.
 */
import { chromium, type Browser } from '@playwright/test';
import { median } from './ab-builds';
import { registerOnboardedUser, startBuiltApp, type RunningApp } from './app-server';
import { formatLighthouseTable, runLighthouse, type LighthousePageResult } from './lighthouse';

/** Chrome DevTools' Fast 3G: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const fast3g = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const cpuSlowdown = 4;

/** What each screen must reach: first data on screen, empty cache and second visit. */
export const coldVisitTargets = { coldMs: 4_000, secondMs: 2_000 };

interface Screen {
  path: string;
  /** Text the screen shows once its data is here. */
  shows: string;
}

export interface ColdVisitResult {
  path: string;
  coldMs: number[];
  secondMs: number[];
}

const names = {
  car: 'Bench Sprint Car',
  client: 'Bench Client Person',
  event: 'Bench Race Weekend',
  workOrder: 'Bench brake job',
  item: 'Bench brake pads',
};

async function post<T>(app: RunningApp, cookie: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json().catch(() => ({}))) as T;
}

/** One of each record the screens show, on the annual plan (no plan limits), and the screens to visit. */
async function seedShop(app: RunningApp, cookie: string): Promise<Screen[]> {
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await post(app, cookie, '/api/subscription/upgrade', { plan: 'annual', today });
  const client = await post<{ id: string }>(app, cookie, '/api/clients', {
    name: names.client,
    email: 'client@pitboard.test',
  });
  const car = await post<{ id: string }>(app, cookie, '/api/cars', { name: names.car });
  await post(app, cookie, `/api/clients/${client.id}/cars`, { carId: car.id });
  const track = await post<{ id: string }>(app, cookie, '/api/tracks', {
    name: 'Bench Raceway',
    location: 'Monterey, CA',
    length: 2.238,
  });
  const event = await post<{ id: string }>(app, cookie, '/api/events', {
    title: names.event,
    date: inDays(10),
    type: 'Race',
    trackId: track.id,
    estimatedMinutes: 480,
  });
  const workOrder = await post<{ id: string }>(app, cookie, '/api/work-orders', {
    clientId: client.id,
    carId: car.id,
    title: names.workOrder,
    serviceCharges: [{ description: 'Brakes', quantity: 1, unitRateCents: 9_500 }],
  });
  const location = await post<{ id: string }>(app, cookie, '/api/inventory/locations', {
    name: 'Bench Shop',
    type: 'shop',
  });
  await post(app, cookie, '/api/inventory/items', {
    name: names.item,
    locationId: location.id,
    partNumber: 'BP-1',
    category: 'wear_item',
    currentStock: 4,
    minStockLevel: 2,
    unitCostCents: 2_000,
    condition: 'new',
  });
  return [
    { path: '/dashboard', shows: names.car },
    { path: '/cars', shows: names.car },
    { path: `/cars/${car.id}`, shows: names.car },
    { path: '/events', shows: names.event },
    { path: `/events/${event.id}`, shows: names.event },
    { path: '/work-orders', shows: names.workOrder },
    { path: `/work-orders/${workOrder.id}`, shows: names.workOrder },
    { path: '/inventory', shows: names.item },
    { path: '/clients', shows: names.client },
  ];
}

/** Marks the moment `text` first appears in the page (window.__shownAt, ms from navigation). */
function watchFor(text: string): void {
  const marks = window as unknown as { shownAt?: number };
  new MutationObserver((_, observer) => {
    if (!document.body?.innerText.includes(text)) return;
    marks.shownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A cold visit of `screen` in a new context, then a second one in the same context: ms to its data. */
async function visit(browser: Browser, app: RunningApp, cookie: string, screen: Screen): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
    await context.addCookies([{ name, value, url: app.baseUrl }]);
    await context.addInitScript(watchFor, screen.shows);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', fast3g);
    const once = async () => {
      await page.goto(app.baseUrl + screen.path);
      await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined, null, {
        timeout: 60_000,
      });
      const shownAt = await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt ?? Number.NaN);
      await page.waitForLoadState('networkidle');
      return shownAt;
    };
    return [await once(), await once()];
  } finally {
    await context.close();
  }
}

export function formatColdVisits(results: ColdVisitResult[]): string {
  const ms = (values: number[]) => values.map((v) => Math.round(v)).join(' ');
  const rows = results.map((r) => {
    const met = median(r.coldMs) <= coldVisitTargets.coldMs && median(r.secondMs) <= coldVisitTargets.secondMs;
    return `${met ? '✓' : '✗'} ${r.path.replace(/[0-9a-f-]{36}/, ':id').padEnd(20)} cold ${ms(r.coldMs).padEnd(14)} second ${ms(r.secondMs)}`;
  });
  return [
    `  first data on screen, ms from navigation (CPU ${cpuSlowdown}x, Fast 3G; goal ≤ ${coldVisitTargets.coldMs} cold, ≤ ${coldVisitTargets.secondMs} second visit)`,
    ...rows.map((row) => `  ${row}`),
  ].join('\n');
}

/** Starts the built app on a fresh database, seeds a small shop, measures and prints; stops the app. */
export async function browserFigures(options: { runs: number; only?: string }): Promise<{
  visits: ColdVisitResult[];
  lighthouse: LighthousePageResult[];
}> {
  const app = await startBuiltApp();
  try {
    const cookie = await registerOnboardedUser(app);
    const screens = (await seedShop(app, cookie)).filter((s) => !options.only || s.path.includes(options.only));
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    });
    const visits: ColdVisitResult[] = [];
    try {
      for (const screen of screens) {
        const result: ColdVisitResult = { path: screen.path, coldMs: [], secondMs: [] };
        for (let run = 0; run < options.runs; run++) {
          const [cold, second] = await visit(browser, app, cookie, screen);
          result.coldMs.push(cold);
          result.secondMs.push(second);
        }
        visits.push(result);
      }
    } finally {
      await browser.close();
    }
    console.log(`\ncold visits\n${formatColdVisits(visits)}`);
    const eventPath = screens.find((s) => /^\/events\/./.test(s.path))?.path;
    const lighthouse = await runLighthouse(app.baseUrl, cookie, {
      runs: options.runs,
      only: options.only,
      pages: [
        { path: '/', signedIn: false },
        { path: '/login', signedIn: false },
        { path: '/dashboard', signedIn: true },
        { path: '/cars', signedIn: true, minScore: 90 },
        ...(eventPath ? [{ path: eventPath, signedIn: true, minScore: 90 }] : []),
        { path: '/work-orders', signedIn: true, minScore: 90 },
      ],
    });
    console.log(`\nLighthouse (mobile, median of ${options.runs})\n${formatLighthouseTable(lighthouse)}`);
    return { visits, lighthouse };
  } finally {
    await app.stop();
  }
}
