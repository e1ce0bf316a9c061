import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, WorkerInfo } from '@playwright/test';
import {
  appBaseUrl,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  test as fixtures,
  lastMailTo,
  registerViaApi,
  waitForToasts,
} from './support/fixtures';
import { seededNames as names, seedTeam, type SeededTeam } from './support/seed-team';

/**
 * Every screen of the app, signed out and signed in with a team that has one of each record,
 * checked by axe (every rule, colour contrast included) at 1280 and 375 px, and for sideways
 * scrolling on the phone.
 */

interface Screen {
  /** The route as the router declares it. */
  route: string;
  /** The address to open, maybe with the seeded records' ids (the route itself when it has no parameters). */
  url?: string | ((ids: SeededTeam['ids']) => string);
  /** The screen's name in the browser tab (before " · Pitboard"). */
  title: string;
  /** A text the screen shows once its data has loaded. */
  shows?: string;
}

const signedInScreens: Screen[] = [
  { route: '/dashboard', title: 'Dashboard', shows: names.car },
  { route: '/due', title: "What's Due", shows: 'Logbook expiration' },
  { route: '/settings', title: 'User Preferences' },
  { route: '/settings/subscription', title: 'Subscription' },
  { route: '/settings/team', title: 'Team Members', shows: 'Pending Invitations' },
  { route: '/settings/public-profile', title: 'Public Profile', shows: 'Save Changes' },
  { route: '/import', title: 'Import', shows: 'Bring records from a spreadsheet or another tool, saved as CSV.' },
  {
    route: '/settings/inspection-templates',
    url: () => '/settings/inspection-templates',
    title: 'Inspection Templates',
    shows: names.template,
  },
  { route: '/cars', title: 'Fleet Vehicles', shows: names.car },
  { route: '/cars/new', title: 'Add New Vehicle' },
  { route: '/cars/:id', url: (ids) => `/cars/${ids.car}`, title: names.car, shows: names.serviceItem },
  { route: '/cars/:id/edit', url: (ids) => `/cars/${ids.car}/edit`, title: 'Edit Vehicle' },
  {
    route: '/cars/:carId/service-items',
    url: (ids) => `/cars/${ids.car}/service-items`,
    title: 'Service Items',
    shows: names.serviceItem,
  },
  {
    route: '/cars/:carId/service-items/new',
    url: (ids) => `/cars/${ids.car}/service-items/new`,
    title: 'Add Service Item',
  },
  {
    route: '/cars/:carId/service-items/:itemId/edit',
    url: (ids) => `/cars/${ids.car}/service-items/${ids.serviceItem}/edit`,
    title: 'Edit Service Item',
  },
  { route: '/components', title: 'Components', shows: names.component },
  { route: '/components/new', title: 'Add Component' },
  {
    route: '/components/:id',
    url: (ids) => `/components/${ids.component}`,
    title: names.component,
    shows: 'MZR-0042',
  },
  {
    route: '/components/:id/edit',
    url: (ids) => `/components/${ids.component}/edit`,
    title: `Edit ${names.component}`,
  },
  { route: '/events', title: 'My Track Events', shows: names.event },
  { route: '/events/new', title: 'Add Event' },
  { route: '/events/stats', title: 'Track Statistics' },
  { route: '/events/:id', url: (ids) => `/events/${ids.event}`, title: names.event, shows: names.car },
  { route: '/events/:id/edit', url: (ids) => `/events/${ids.event}/edit`, title: 'Edit Event' },
  { route: '/tracks', title: 'Race Tracks', shows: names.track },
  { route: '/tracks/new', title: 'Add Track' },
  { route: '/tracks/:id', url: (ids) => `/tracks/${ids.track}`, title: names.track, shows: 'Monterey, CA' },
  { route: '/tracks/:id/edit', url: (ids) => `/tracks/${ids.track}/edit`, title: 'Edit Track' },
  { route: '/drivers', title: 'Drivers', shows: names.driver },
  { route: '/drivers/new', title: 'Add Driver' },
  { route: '/drivers/:id', url: (ids) => `/drivers/${ids.driver}`, title: names.driver },
  { route: '/drivers/:id/edit', url: (ids) => `/drivers/${ids.driver}/edit`, title: 'Edit Driver' },
  { route: '/repairs', title: 'Repairs', shows: names.repair },
  { route: '/repairs/new', title: 'New Repair' },
  { route: '/repairs/:id', url: (ids) => `/repairs/${ids.repair}`, title: names.repair, shows: names.car },
  { route: '/damage-reports', title: 'Damage Reports', shows: names.damageReport },
  { route: '/damage-reports/new', title: 'Report Damage' },
  {
    route: '/damage-reports/:id',
    url: (ids) => `/damage-reports/${ids.damageReport}`,
    title: names.damageReport,
    shows: names.repair,
  },
  { route: '/clients', title: 'Clients', shows: names.client },
  { route: '/clients/new', title: 'Add New Client' },
  { route: '/clients/:id', url: (ids) => `/clients/${ids.client}`, title: names.client, shows: names.car },
  { route: '/clients/:id/edit', url: (ids) => `/clients/${ids.client}/edit`, title: 'Edit Client' },
  { route: '/work-orders', title: 'Work Orders', shows: names.workOrder },
  { route: '/work-orders/new', title: 'New Work Order' },
  {
    route: '/work-orders/:id',
    url: (ids) => `/work-orders/${ids.workOrder}`,
    title: `Work Order WO-${new Date().getFullYear()}-001`,
    shows: 'Brake pads',
  },
  {
    route: '/work-orders/:id/edit',
    url: (ids) => `/work-orders/${ids.workOrder}/edit`,
    title: 'Edit Work Order',
    shows: 'Pre-event preparation',
  },
  { route: '/billing', title: 'Billing System', shows: 'Track Support Bundle' },
  { route: '/billing/pricing', title: 'Pricing Management', shows: 'Standard Rates' },
  { route: '/billing/receivables', title: 'Receivables', shows: 'Total owed' },
  { route: '/inventory', title: 'Inventory', shows: names.inventoryItem },
  { route: '/inventory/new', title: 'Add Inventory Item' },
  { route: '/inventory/import', title: 'Import Inventory' },
  {
    route: '/inventory/:id/edit',
    url: (ids) => `/inventory/${ids.inventoryItem}/edit`,
    title: 'Edit Inventory Item',
    shows: names.inventoryItem,
  },
  { route: '/inventory/locations', title: 'Inventory Locations', shows: names.location },
  { route: '/inventory/suppliers', title: 'Suppliers', shows: names.supplier },
  { route: '*', url: '/no-such-page', title: 'Page not found' },
];

const signedOutScreens: Screen[] = [
  { route: '/', title: 'Race car and race shop management' },
  { route: '/login', title: 'Sign in' },
  { route: '/register', title: 'Create your account' },
  { route: '/forgot-password', title: 'Reset your password' },
  { route: '/terms', title: 'Terms of Service' },
  { route: '/privacy', title: 'Privacy Policy' },
  { route: '*', url: '/no-such-page', title: 'Page not found' },
];

/** Screens of a team on the free plan that has reached its car limit. */
const freePlanScreens: Screen[] = [
  { route: '/dashboard', title: 'Dashboard', shows: 'Upgrade Now' },
  { route: '/cars', title: 'Fleet Vehicles', shows: 'Free plan limit reached' },
  { route: '/cars/new', title: 'Add New Vehicle', shows: 'Free plan limit reached' },
  { route: '/settings/subscription', title: 'Subscription', shows: 'Choose Monthly' },
];

/** Screens that need a visitor in a particular state; each has its own test below. */
const ownTestRoutes = [
  '/onboarding',
  '/reset-password',
  // An invitation needs an invited visitor, and a shared profile a public one: team.spec.ts and
  // public-profile.spec.ts check them at both widths, signed in and out.
  '/invitations/:invitationId',
  '/p/:publicId',
  // A mailed document's link: send-documents.spec.ts checks it at both widths, signed out.
  '/d/:token',
];

/** The screen is ready once its title is set, its loaders are gone and its data shows. */
async function waitForScreen(page: Page, screen: Screen): Promise<void> {
  await expect(page).toHaveTitle(`${screen.title} · Pitboard`);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  if (screen.shows) await expect(page.getByText(screen.shows).first()).toBeVisible();
}

/** Set A11Y_SCREENSHOTS=<folder> to keep a full-page picture of every screen at both widths. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.A11Y_SCREENSHOTS;
  if (!folder) return;
  const slug = name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  await page.screenshot({ path: path.join(folder, `${slug}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/**
 * Axe at desktop width, then the same page at a phone's width: no sideways scrolling and axe
 * again. Axe failures are soft, so one run reports both widths.
 */
async function checkBothWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready();
  await waitForToasts(page);
  await keepScreenshot(page, name);
  await test.step('1280 px: no serious or critical axe violations', () =>
    expectNoSeriousA11yIssues(page, { soft: true }));
  await page.setViewportSize({ width: 375, height: 800 });
  await ready();
  await test.step('375 px: no sideways scrolling', () =>
    expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0));
  await keepScreenshot(page, name);
  await test.step('375 px: no serious or critical axe violations', () =>
    expectNoSeriousA11yIssues(page, { soft: true }));
}

/**
 * Opens a screen in a tab that each worker keeps for its visitor. The first screen loads the app;
 * later ones are reached inside it, as a user's click on a link would, so each check costs one
 * render of the screen rather than a fresh browser tab and a reload of the whole app. The tab's
 * title is cleared first, so the wait for the screen's own title cannot pass on the screen before.
 */
async function openScreen(page: Page, screen: Screen, ids?: SeededTeam['ids']): Promise<void> {
  const address = typeof screen.url === 'function' ? screen.url(ids!) : (screen.url ?? screen.route);
  await page.setViewportSize({ width: 1280, height: 800 });
  if (!page.url().startsWith('http')) {
    await page.goto(address);
    return;
  }
  await page.evaluate((to) => {
    document.title = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect.poll(() => new URL(page.url()).pathname).toBe(address);
}

/** Checks `screen` at both widths in the visitor's tab. */
async function checkScreen(page: Page, screen: Screen, prefix: string, ids?: SeededTeam['ids']): Promise<void> {
  await openScreen(page, screen, ids);
  const name = typeof screen.url === 'string' ? screen.url : screen.route;
  await checkBothWidths(page, `${prefix}${name}`, () => waitForScreen(page, screen));
}

/** A tab in a context of its own, set up like the tests' own pages (viewport, user agent, base URL). */
async function openTab(browser: Browser, use: WorkerInfo['project']['use'], storageState?: StorageState) {
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    ...(use.reducedMotion ? { reducedMotion: use.reducedMotion } : {}),
    ...(storageState ? { storageState } : {}),
  });
  return { context, page: await context.newPage() };
}

type StorageState = SeededTeam['storageState'];

/**
 * Per worker, one visitor per kind, each with its own tab: the seeded team, a team on the free
 * plan at its car limit, and someone signed out. The screens only read, so they share them.
 */
const test = fixtures.extend<object, { team: SeededTeam; teamTab: Page; freePlanTab: Page; visitorTab: Page }>({
  // Seeding makes a dozen records: give it room on a busy machine.
  team: [async ({ browser }, use) => use(await seedTeam(browser)), { scope: 'worker', timeout: 120_000 }],
  teamTab: [
    async ({ browser, team }, use, workerInfo) => {
      const { context, page } = await openTab(browser, workerInfo.project.use, team.storageState);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  freePlanTab: [
    async ({ browser }, use, workerInfo) => {
      const { context, page } = await openTab(browser, workerInfo.project.use);
      await registerViaApi(page);
      await createViaApi(page, '/api/cars', { name: 'Only car' });
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  visitorTab: [
    async ({ browser }, use, workerInfo) => {
      const { context, page } = await openTab(browser, workerInfo.project.use);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('signed in', () => {
  for (const screen of signedInScreens) {
    test(`${screen.route} passes axe at 1280 and 375 px`, async ({ teamTab, team }) => {
      await checkScreen(teamTab, screen, '', team.ids);
    });
  }
});

for (const screen of signedOutScreens) {
  test(`${screen.route} (signed out) passes axe at 1280 and 375 px`, async ({ visitorTab }) => {
    await checkScreen(visitorTab, screen, 'signed-out');
  });
}

test.describe('on the free plan, at its car limit', () => {
  for (const screen of freePlanScreens) {
    test(`${screen.route} passes axe at 1280 and 375 px`, async ({ freePlanTab }) => {
      await checkScreen(freePlanTab, screen, 'free');
    });
  }
});

test('/onboarding passes axe at 1280 and 375 px', async ({ page }) => {
  await registerViaApi(page, { onboard: false });
  await page.goto('/onboarding');
  await checkBothWidths(page, '/onboarding', async () => {
    await expect(page).toHaveTitle('Set up · Pitboard');
    await expect(page.getByRole('radiogroup', { name: 'What kind of user are you?' })).toBeVisible();
  });
  await page.getByRole('radio').first().click();
  await checkBothWidths(page, '/onboarding-details', () =>
    expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible(),
  );
});

test('/reset-password passes axe at 1280 and 375 px', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  const baseURL = appBaseUrl();
  const res = await page.request.post(`${baseURL}/api/auth/request-password-reset`, {
    headers: { origin: baseURL },
    data: { email: account.email, redirectTo: '/reset-password' },
  });
  expect(res.ok()).toBeTruthy();
  await expect
    .poll(() => {
      try {
        return lastMailTo(account.email);
      } catch {
        return '';
      }
    })
    .toContain('/api/auth/reset-password/');
  const link = /https?:\/\/\S+/.exec(lastMailTo(account.email))?.[0] ?? '';
  await page.goto(link);
  await checkBothWidths(page, '/reset-password', async () => {
    await expect(page).toHaveTitle('Choose a new password · Pitboard');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  });
});

/** A screen added to the router without a line above fails here, so none goes unchecked. */
test('every route of the app is checked here', () => {
  const root = path.resolve(import.meta.dirname, '../src/web');
  const files = [
    ...fs.readdirSync(path.join(root, 'features')).map((f) => path.join(root, 'features', f, 'routes.tsx')),
    path.join(root, 'app/composed/routes.tsx'),
  ].filter((f) => fs.existsSync(f));
  const declared = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]));
  const checked = [...signedInScreens, ...signedOutScreens].map((s) => s.route).concat(ownTestRoutes);
  expect(declared.length).toBeGreaterThan(30);
  expect(declared.filter((route) => !checked.includes(route!))).toEqual([]);
});

test('an empty long form at 375 px focuses its first invalid field and scrolls it into view', async ({ page }) => {
  await registerViaApi(page);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/cars/new');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible();
  const submit = page.getByRole('button', { name: 'Add Vehicle' });
  await submit.scrollIntoViewIfNeeded();
  await expect(name).not.toBeInViewport();
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page).toHaveURL(/\/cars\/new$/);
});
