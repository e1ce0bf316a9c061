import {
  appBaseUrl,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNotClipped,
  getJson,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';

test('mode toggle hides team-only sections and survives a reload', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Client Management')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Clients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();

  await nav.getByText('Individual Racer').click();
  await expect(nav.getByText('Client Management')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'All Clients' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'New Work Order' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Cars' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Track Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pitboardMode'))).toBe('individual');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  await expect(nav.getByText('Client Management')).toHaveCount(0);

  // Anything else stored under the key is ignored: the user's first mode (team admin) applies.
  await page.evaluate(() => localStorage.setItem('pitboardMode', 'superuser'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('the mode toggle shows both modes whole', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('radiogroup', { name: 'Mode' });
  await expect(toggle.getByRole('radio', { name: 'Pitboard Admin' })).toBeChecked();
  await expectNotClipped(toggle.getByText('Pitboard Admin', { exact: true }));
  await expectNotClipped(toggle.getByText('Individual Racer', { exact: true }));
  await toggle.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'pitboard-sidebar-1280', { fullPage: false });
  await toggle.getByText('Individual Racer', { exact: true }).click();
  await expect(toggle.getByRole('radio', { name: 'Individual Racer' })).toBeChecked();
  await expectNotClipped(toggle.getByText('Individual Racer', { exact: true }));
  await expectNoSeriousA11yIssues(page);
});

test('a screen whose file is gone after a deploy offers a reload, inside the shell', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  const carsListChunk = /\/assets\/cars-list-page-[^/]+\.js$/;
  await page.route(carsListChunk, (route) => route.abort());

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Fleet Vehicles' }).click();
  await expect(page.getByText('A new version of Pitboard is available')).toBeVisible();
  await expect(page).toHaveTitle('New version available · Pitboard');
  await expect(nav).toBeVisible();

  await page.unroute(carsListChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page).toHaveTitle('Fleet Vehicles · Pitboard');
});

test('subscription upgrade removes the Free badge and shows the welcome banner', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings/subscription');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Subscription/ })).toContainText('Free');
  await expect(page.getByTestId('plan-annual')).toContainText('Save 50%');
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');

  await page.getByRole('button', { name: 'Choose Annual' }).click();
  await expect(page.getByText('Welcome to Pitboard Annual!')).toBeVisible();
  await expect(page.getByTestId('plan-annual')).toContainText('Current plan');
  await expect(nav.getByRole('link', { name: /Subscription/ })).not.toContainText('Free');
  const expected = new Date();
  expected.setDate(expected.getDate() + 365);
  const mmddyyyy = `${String(expected.getMonth() + 1).padStart(2, '0')}/${String(expected.getDate()).padStart(2, '0')}/${expected.getFullYear()}`;
  await expect(page.getByText(`next billing date ${mmddyyyy}`)).toBeVisible();
});

test('a paid plan goes back to Free after a confirmation; what was added stays', async ({ page }) => {
  await registerViaApi(page);
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual' });
  await postJson(page, '/api/cars', { name: 'Daily driver' });
  await postJson(page, '/api/cars', { name: 'Weekend car' });
  await page.goto('/settings/subscription');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByTestId('plan-annual')).toContainText('Current plan');

  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByText('You are on the Monthly plan now.')).toBeVisible();
  await expect(page.getByTestId('plan-monthly')).toContainText('Current plan');

  await page.getByTestId('plan-free').getByRole('button', { name: 'Switch to Free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to the Free plan?' });
  await expect(dialog).toContainText('Everything you have added stays');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('plan-monthly')).toContainText('Current plan');

  await page.getByTestId('plan-free').getByRole('button', { name: 'Switch to Free' }).click();
  await page
    .getByRole('dialog', { name: 'Switch to the Free plan?' })
    .getByRole('button', { name: 'Switch to Free' })
    .click();
  await expect(page.getByText('You are on the Free plan now.')).toBeVisible();
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');
  await expect(page.getByText(/next billing date/)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /Subscription/ })).toContainText('Free');

  // Both cars are still there; a third is refused with the plan's message.
  await nav.getByRole('link', { name: 'Fleet Vehicles' }).click();
  await expect(page.getByText('Daily driver')).toBeVisible();
  await expect(page.getByText('Weekend car')).toBeVisible();
  const third = await page.request.post(`${appBaseUrl()}/api/cars`, {
    headers: { origin: appBaseUrl() },
    data: { name: 'One too many' },
  });
  expect(third.status()).toBe(403);
  expect((await third.json()) as unknown).toMatchObject({
    error: { message: "You've reached the limit of vehicles on the free plan. Upgrade to add more vehicles!" },
  });
});

test('a failed upgrade says so in the spec’s words and changes nothing', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings/subscription');
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');
  await page.route('**/api/subscription', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'Service unavailable' } }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose Annual' }).click();
  await expect(page.getByText('Failed to upgrade plan. Please try again.')).toBeVisible();
  await expect(page.getByText('Service unavailable')).toHaveCount(0);
  await expect(page.getByText('Welcome to Pitboard Annual!')).toHaveCount(0);
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');
});

test('with the race shop off, the shop is hidden from the menu and the dashboard', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  await expect(nav.getByText('Client Management')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client Overview' })).toBeVisible();

  await nav.getByRole('link', { name: 'Preferences' }).click();
  await page.getByRole('switch', { name: /Race shop enabled/ }).click();
  await expect(page.getByRole('switch', { name: /Race shop enabled/ })).not.toBeChecked();
  for (const section of ['Client Management', 'Work Orders', 'Billing & Invoices', 'Inventory']) {
    await expect(nav.getByText(section, { exact: true })).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: 'All Clients' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client Overview' })).toHaveCount(0);

  // The preference holds after a reload, and turning it back on brings the shop back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client Overview' })).toHaveCount(0);
  await expect(nav.getByText('Client Management')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Preferences' }).click();
  await page.getByRole('switch', { name: /Race shop enabled/ }).click();
  await expect(nav.getByText('Client Management')).toBeVisible();
});

test('every sidebar link leads to its own screen', async ({ page }) => {
  // Two modes, a screen per link: a long journey.
  test.setTimeout(240_000);
  await registerViaApi(page);
  for (const mode of ['Pitboard Admin', 'Individual Racer']) {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText(mode).click();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      await nav.locator(`a[href="${href}"]`).first().click();
      await expect.poll(() => new URL(page.url()).pathname, `${mode}: ${href}`).toBe(href);
      await expect(page.locator('main h1').first(), `${mode}: ${href}`).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByText('A new version of Pitboard is available')).toHaveCount(0);
      // Still there once the screen has loaded: nothing sent the user elsewhere.
      expect(new URL(page.url()).pathname, `${mode}: ${href}`).toBe(href);
    }
  }
});

test('the user menu opens from the keyboard and gives the focus back when closed', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  const userMenu = page.getByRole('button', { name: /^User menu for/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeHidden();
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'User Preferences' })).toBeVisible();
});

test('preferences save and persist', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'User Preferences' })).toBeVisible();
  await page.getByLabel('Company').fill('Scuderia Test');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 8000 });
  await page.getByText('Metric (km, km/h)').click();
  await expect(page.getByTestId('units-status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Company')).toHaveValue('Scuderia Test');
  await expect(page.getByLabel('Average speed (km/h)')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the shell fits and the sidebar slides in and out', async ({ page }) => {
    await registerViaApi(page);
    // The sidebar's code is fetched once the first screen has painted, before the menu is pressed.
    const sidebarCode = page.waitForResponse((response) => /\/assets\/sidebar-[\w-]+\.js$/.test(response.url()));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
    expect((await sidebarCode).ok()).toBe(true);
    await expectNoHorizontalScroll(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Fleet Vehicles' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Fleet Vehicles' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/settings\/subscription$/);
    await expect(nav.getByRole('link', { name: 'Fleet Vehicles' })).not.toBeInViewport();
    await expectNoHorizontalScroll(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();
    await page.goto('/');
    await expectNoHorizontalScroll(page);
  });

  test('the header names the current team, shortened to fit', async ({ page }) => {
    await registerViaApi(page);
    const { team } = await getJson<{ team: { name: string } }>(page, '/api/me');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
    const current = page.getByRole('banner').getByRole('group', { name: `Team: ${team.name}` });
    const name = current.getByText(team.name, { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toBeInViewport({ ratio: 1 });
    // A long name ends in an ellipsis rather than pushing the header wider than the screen.
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(60);
    await expect(name).toHaveCSS('text-overflow', 'ellipsis');
    await expectNotClipped(page.getByRole('button', { name: /^User menu for/ }));
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-header-375', { fullPage: false });

    // Offline, the badge takes its room from the name, not from the team's icon.
    await page.context().setOffline(true);
    await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
    await expect(name).toBeVisible();
    expect((await current.locator('svg').boundingBox())?.width).toBe(18);
    await expectNoHorizontalScroll(page);
    await page.context().setOffline(false);
  });

  test('the header says Offline while the connection is gone, and still fits', async ({ page, context }) => {
    await registerViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Offline')).toHaveCount(0);
    await context.setOffline(true);
    await expect(header.getByText('Offline')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'offline-header-phone', { fullPage: false });
    await context.setOffline(false);
    await expect(header.getByText('Offline')).toHaveCount(0);
  });
});
