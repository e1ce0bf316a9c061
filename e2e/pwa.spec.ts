import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, isoDay, postJson, registerViaApi, test } from './support/fixtures';
import { keptServerState, openInstalledApp } from './support/offline';

// The other specs block service workers (playwright.config.ts); here the worker is the subject.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: ManifestIcon[];
}

/** A PNG's width × height, read from its header, as a manifest writes it ("192x192"). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Loads a PNG the page names and checks its type and size. */
async function expectPng(page: Page, src: string, size: string): Promise<void> {
  const res = await page.request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toBe(size);
}

/** Every address in the page's caches (the service worker's precache among them). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

/**
 * Chromium gives its installability verdict (Page.getInstallabilityErrors) only in the full browser,
 * not in its headless shell, and always refuses an incognito window, which every Playwright context
 * but a persistent one is: this test opens the app in Debian's full Chromium with a profile of its own.
 */
const fullChromium = '/usr/bin/chromium';

test('the app meets Chromium’s installability criteria: a manifest with icons and a service worker in control', async ({
  playwright,
}, testInfo) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: fullChromium,
    args: testInfo.project.use.launchOptions?.args,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
    // A page without the manifest (the API's docs) is refused, so the verdict below is a real one.
    await page.goto('/api/docs');
    expect(await installabilityErrors()).toContain('no-manifest');

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const res = await page.request.get(manifestHref!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Pitboard',
      short_name: 'Pitboard',
      start_url: '/',
      display: 'standalone',
      theme_color: '#242424',
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    const anyPurpose = manifest.icons.filter((icon) => (icon.purpose ?? 'any') === 'any');
    expect(anyPurpose.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      await expectPng(page, icon.src, icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(page, touchIcon!, '180x180');

    await openInstalledApp(page, '/');
    expect(await installabilityErrors()).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the installed app keeps its shell and the event screens’ code, and opens without a network', async ({ page }) => {
  await openInstalledApp(page, '/login');
  const cached = await cachedPaths(page);
  expect(cached).toContain('/index.html');
  // The event screen: its registrations, tech inspections and sessions come with it.
  expect(cached).toContainEqual(expect.stringMatching(/^\/assets\/event-detail-route-[\w-]+\.js$/));

  await page.context().setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Pitboard' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('“Ready for the track” keeps an event readable without a network, its checklist too, after a reload', async ({
  page,
}) => {
  await registerViaApi(page);
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Thunderhill', location: 'Willows, CA' });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Paddock Test Day',
    date: isoDay(0),
    type: 'Track Day',
    trackId: track.id,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Offline Miata' });
  await postJson(page, `/api/events/${event.id}/cars`, { mode: 'individual', carId: car.id });
  await postJson(page, '/api/inspection-templates', {
    name: 'Paddock tech',
    isDefault: true,
    items: [{ category: 'Safety', itemName: 'Fire extinguisher mount' }],
  });

  await openInstalledApp(page, `/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Paddock Test Day' })).toBeVisible();
  await page.getByRole('button', { name: 'Ready for the track' }).click();
  await expect(
    page.getByText('Ready for the track: the event and its 1 registered car can be read without a connection.'),
  ).toBeVisible();
  await expect.poll(() => keptServerState(page)).toContain('Fire extinguisher mount');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paddock Test Day' })).toBeVisible();
  await expect(page.getByText('Offline Miata').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ready for the track' })).toBeDisabled();
  await page.getByRole('button', { name: 'Pre-Inspect' }).first().click();
  const checklist = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(checklist.getByText('Fire extinguisher mount')).toBeVisible();
});

test('a new version waits until the user reloads from the banner', async ({ page, context }) => {
  // The first visit installs a worker whose script differs from the server's by one line, as the
  // worker of the previous deploy would; the browser's next update check finds the server's.
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// previous version\n` });
  });
  await openInstalledApp(page, '/login');
  await context.unroute('**/sw.js');
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Pitboard is available.' });
  await expect(banner).toHaveCount(0);

  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(banner).toBeVisible();
  // Still the old version until the user says so.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)))
    .toBe(true);
  await expectNoSeriousA11yIssues(page);

  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)))
    .toBe(false);
  await expect(banner).toHaveCount(0);
});
