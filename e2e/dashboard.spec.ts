import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';

async function panel(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('an empty team sees every empty state, in both modes and without racing features', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Pitboard');
  // The theme's variables come with the page (index.html), not from the provider: its red is the primary colour.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const value = (name: string) => style.getPropertyValue(name).trim();
    return { primary: value('--mantine-primary-color-filled'), red: value('--mantine-color-pitRed-filled') };
  });
  expect(colours.red).toMatch(/^#[0-9a-f]{6}$/);
  expect(colours.primary).toBe(colours.red);
  await expect(page.getByLabel('Fleet Vehicles: 0')).toBeVisible();
  await expect(page.getByLabel('Track Events: 0')).toBeVisible();
  await expect(page.getByLabel('Total Track Hours: 0')).toBeVisible();
  await expect(page.getByLabel('Repairs: 0')).toBeVisible();

  const vehicles = await panel(page, 'Fleet Vehicles');
  await expect(vehicles.getByText('No vehicles yet')).toBeVisible();
  await expect(vehicles.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/cars/new');
  const events = await panel(page, 'Upcoming Track Events');
  await expect(events.getByText('No upcoming events')).toBeVisible();
  await expect(events.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/events/new');
  const repairs = await panel(page, 'Upcoming Repairs');
  await expect(repairs.getByText('No upcoming repairs')).toBeVisible();
  await expect(repairs.getByRole('link', { name: 'Schedule Repair' })).toHaveAttribute('href', '/repairs/new');
  const damage = await panel(page, 'Damage Reports');
  await expect(damage.getByText('No damage reported. Good driving!')).toBeVisible();
  await expect(damage.getByRole('link', { name: 'Report Damage' })).toHaveAttribute('href', '/damage-reports/new');
  await expect((await panel(page, 'Client Overview')).getByText('No clients yet')).toBeVisible();
  const upgrade = await panel(page, 'Upgrade to Premium');
  await expect(upgrade.getByText('Unlimited cars, events and repairs')).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/settings/subscription');
  await expectNoSeriousA11yIssues(page);

  // Individual mode: personal wording, no client overview.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Individual Racer').click();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  await expect(page.getByLabel('My Vehicles: 0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Vehicles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client Overview' })).toHaveCount(0);

  // Racing features off: no track events or track hours anywhere.
  const res = await page.request.patch('/api/preferences', {
    headers: { origin: appBaseUrl() },
    data: { showRacingFeatures: false },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('My Vehicles: 0')).toBeVisible();
  await expect(page.getByLabel('Track Events: 0')).toHaveCount(0);
  await expect(page.getByLabel('Total Track Hours: 0')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Upcoming Track Events' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Upcoming Repairs' })).toBeVisible();
});

test('a busy team sees each panel filled and limited', async ({ page }) => {
  await registerViaApi(page);
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay(0) });
  const client = await postJson<{ id: string }>(page, '/api/clients', {
    name: 'Ayrton Client',
    email: 'ayrton@example.com',
  });
  const cars: { id: string; name: string }[] = [];
  for (const name of ['Alfa 33', 'BMW M3', 'Caterham 7', 'Dallara F3']) {
    cars.push(await postJson(page, '/api/cars', { name, hours: 12.5, miles: 1500 }));
  }
  await postJson(page, `/api/clients/${client.id}/cars`, { carId: cars[0]!.id });
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Road Atlanta',
    location: 'Braselton, GA',
  });
  await postJson(page, '/api/events', { title: 'Last month', date: isoDay(-30), type: 'Race', trackId: track.id });
  for (const [i, title] of ['Spring Sprint', 'Summer Enduro', 'Autumn Test', 'Winter Finale'].entries()) {
    await postJson(page, '/api/events', {
      title,
      date: isoDay(3 + i * 10),
      type: 'Track Day',
      trackId: track.id,
      estimatedMinutes: 120,
      carId: cars[1]!.id,
    });
  }
  for (const [i, title] of ['Brake bleed', 'Gearbox rebuild', 'Alignment', 'Seat refit'].entries()) {
    await postJson(page, '/api/repairs', {
      title,
      carId: cars[2]!.id,
      scheduledDate: isoDay(1 + i),
      // The gearbox has no estimate yet.
      ...(title === 'Gearbox rebuild' ? {} : { estimatedCostCents: 25000 }),
    });
  }
  const reports: { id: string }[] = [];
  for (let i = 0; i < 6; i++) {
    reports.push(
      await postJson(page, '/api/damage-reports', {
        title: `Scrape ${i + 1}`,
        carId: cars[3]!.id,
        severity: 'minor',
        discoveredDate: isoDay(-10 + i),
      }),
    );
  }
  // The newest report gets a repair: its Create repair action disappears.
  await postJson(page, '/api/repairs', { title: 'Fix scrape 6', carId: cars[3]!.id, damageReportId: reports[5]!.id });

  await page.goto('/dashboard');
  await expect(page.getByLabel('Fleet Vehicles: 4')).toBeVisible();
  await expect(page.getByLabel('Track Events: 5')).toBeVisible();
  await expect(page.getByLabel('Total Track Hours: 10')).toBeVisible();
  await expect(page.getByLabel('Repairs: 5')).toBeVisible();

  const vehicles = page.getByRole('region', { name: 'Fleet Vehicles' });
  await expect(vehicles.getByRole('link', { name: /Alfa 33|BMW M3|Caterham 7|Dallara F3/ })).toHaveCount(3);
  await expect(vehicles.getByText('No image').first()).toBeVisible();

  const events = page.getByRole('region', { name: 'Upcoming Track Events' });
  await expect(events.getByText('Spring Sprint')).toBeVisible();
  await expect(events.getByText('Autumn Test')).toBeVisible();
  await expect(events.getByText('Winter Finale')).toHaveCount(0);
  await expect(events.getByText('Last month')).toHaveCount(0);
  await expect(events.getByText(/Road Atlanta/).first()).toBeVisible();
  await expect(events.getByText('120 min · BMW M3').first()).toBeVisible();
  await events.getByRole('link', { name: 'View details of Spring Sprint' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
  await page.goBack();

  const repairs = page.getByRole('region', { name: 'Upcoming Repairs' });
  await expect(repairs.getByText('Brake bleed')).toBeVisible();
  await expect(repairs.getByText('Alignment')).toBeVisible();
  await expect(repairs.getByText('Seat refit')).toHaveCount(0);
  await expect(repairs.getByText('Estimated $250.00').first()).toBeVisible();
  // No estimate reads '–', as in the repairs list, not $0.00.
  const gearbox = repairs.getByRole('link', { name: 'Gearbox rebuild' });
  await expect(gearbox).toContainText('Estimated –');
  await expect(gearbox).not.toContainText('$0.00');
  await keepScreenshot(page, 'pitboard-dashboard-1280');
  await expect(repairs.getByText(/Scheduled for \d{2}\/\d{2}\/\d{4} · Caterham 7/).first()).toBeVisible();

  const damage = page.getByRole('region', { name: 'Damage Reports' });
  await expect(damage.getByText(/^Scrape \d$/)).toHaveCount(5);
  await expect(damage.getByText('Scrape 1', { exact: true })).toHaveCount(0);
  await expect(damage.getByRole('link', { name: 'Create repair for Scrape 6' })).toHaveCount(0);
  await expect(damage.getByRole('link', { name: 'Create repair for Scrape 5' })).toBeVisible();
  await expect(damage.getByRole('link', { name: 'View all 6 damage reports' })).toBeVisible();
  // The icon buttons' hints load with the first hover and open while the mouse is still there.
  await damage.getByRole('link', { name: 'Create repair for Scrape 5' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Create repair' })).toBeVisible();

  const clientsPanel = page.getByRole('region', { name: 'Client Overview' });
  await expect(clientsPanel.getByRole('link', { name: 'Ayrton Client' })).toBeVisible();
  await expect(clientsPanel.getByText('1 vehicle')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toHaveCount(0);

  await damage.getByRole('link', { name: 'Create repair for Scrape 5' }).click();
  await expect(page).toHaveURL(/\/repairs\/new\?damageReportId=/);
});

test('a car added through the app shows on the dashboard without a reload', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByLabel('Fleet Vehicles: 0')).toBeVisible();
  // A full page load would drop this marker; in-app navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { journeyMarker?: string }).journeyMarker = 'same page';
  });

  await page.getByRole('region', { name: 'Fleet Vehicles' }).getByRole('link', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Vehicle' })).toBeVisible();
  await expect(page).toHaveTitle('Add New Vehicle · Pitboard');
  await page.getByRole('textbox', { name: 'Name' }).fill('Track Rat');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Track Rat', level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Fleet Vehicles: 1')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Pitboard');
  await expect(
    page.getByRole('region', { name: 'Fleet Vehicles' }).getByRole('link', { name: 'Track Rat' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
});

test('opening the dashboard asks for the session, account, plan, preferences and dashboard once each', async ({
  page,
}) => {
  await registerViaApi(page);
  const reads = new Map<string, number>();
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
    if (pathname === '/api/auth/get-session') sessionRequests.push(request.resourceType());
  });
  await page.goto('/dashboard');
  await expect(page.getByLabel('Fleet Vehicles: 0')).toBeVisible();
  // Until nothing more is asked for: the kept state given back from the device comes a moment later.
  await page.waitForLoadState('networkidle');
  for (const read of ['/api/me', '/api/subscription', '/api/preferences', '/api/dashboard']) {
    expect(reads.get(read), read).toBe(1);
  }
  // The page's own preload asks for the session as it is parsed (index.html), and the session
  // client's request is answered from it instead of going out again.
  expect(sessionRequests).toHaveLength(1);
  expect(sessionRequests[0]).not.toBe('fetch');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the dashboard fits', async ({ page }) => {
    await registerViaApi(page);
    const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Phone car' });
    await postJson(page, '/api/repairs', { title: 'Clutch check', carId: car.id, scheduledDate: isoDay(2) });
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Damage Reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clutch check' })).toContainText('Estimated –');
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-dashboard-375');
  });
});
