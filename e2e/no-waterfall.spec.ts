import type { Browser, Request } from '@playwright/test';
import { appBaseUrl, expect, test } from './support/fixtures';
import { seedTeam, seededNames, type SeededTeam } from './support/seed-team';

/**
 * A signed-in screen's own data leaves with the session, the account, the plan and the
 * preferences, not after they answer: on a phone every round trip waited for is seconds. Those four
 * answers are held back here until the screen's data request has been seen, so a screen that
 * waited for any of them would never send it. Each visit is cold: a new context, nothing cached.
 */
const appFrame = ['/api/auth/get-session', '/api/me', '/api/subscription', '/api/preferences'];

interface Screen {
  /** The address visited. */
  path: (ids: SeededTeam['ids']) => string;
  /** The request that brings the screen's data (its path, without the query string). */
  data: (ids: SeededTeam['ids']) => string;
  /** Text the screen shows once that data is here. */
  shows: string;
}

const screens: Record<string, Screen> = {
  '/cars': { path: () => '/cars', data: () => '/api/cars', shows: seededNames.car },
  '/dashboard': { path: () => '/dashboard', data: () => '/api/dashboard', shows: seededNames.car },
  'a car': { path: (ids) => `/cars/${ids.car}`, data: (ids) => `/api/cars/${ids.car}`, shows: seededNames.car },
  '/events': { path: () => '/events', data: () => '/api/events', shows: seededNames.event },
  'an event': {
    path: (ids) => `/events/${ids.event}`,
    data: (ids) => `/api/events/${ids.event}`,
    shows: seededNames.event,
  },
  '/work-orders': { path: () => '/work-orders', data: () => '/api/work-orders', shows: seededNames.workOrder },
  'a work order': {
    path: (ids) => `/work-orders/${ids.workOrder}`,
    data: (ids) => `/api/work-orders/${ids.workOrder}`,
    shows: seededNames.workOrder,
  },
  '/inventory': { path: () => '/inventory', data: () => '/api/inventory/items', shows: seededNames.inventoryItem },
  '/clients': { path: () => '/clients', data: () => '/api/clients', shows: seededNames.client },
};

let team: SeededTeam;
test.beforeAll(async ({ browser }) => {
  team = await seedTeam(browser);
});

/** Opens `screen` cold and checks its data request left while the app's frame was still unanswered. */
async function visitCold(browser: Browser, screen: Screen): Promise<void> {
  const context = await browser.newContext({ baseURL: appBaseUrl(), storageState: team.storageState });
  try {
    const page = await context.newPage();
    const dataPath = screen.data(team.ids);
    const isData = (request: Request) => new URL(request.url()).pathname === dataPath;
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !appFrame.includes(pathname)) sent.push(request.url());
    });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await context.route(
      (url) => appFrame.includes(url.pathname),
      async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      },
    );
    const dataRequest = page.waitForRequest(isData);
    await page.goto(screen.path(team.ids), { waitUntil: 'commit' });
    // The data request goes out while the session, account, plan and preferences are held.
    await dataRequest;
    expect(held).toContain('/api/auth/get-session');
    release();
    await expect(page.getByText(screen.shows).first()).toBeVisible();
    // The page found the early requests' answers rather than asking again: none of its requests went twice.
    const twice = sent.filter((url, index) => sent.indexOf(url) !== index);
    expect(twice).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const [name, screen] of Object.entries(screens)) {
  test(`${name}: the screen's data leaves before the session, plan and preferences answer`, async ({ browser }) => {
    await visitCold(browser, screen);
  });
}

test('signed out, a screen whose data is asked for early still sends the person to sign in', async ({ page }) => {
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cars');
  await page.goto('/cars');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
