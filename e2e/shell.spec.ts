import { expect, expectNoHorizontalScroll, expectNoSeriousA11yIssues, registerViaApi, test } from './support/fixtures';

test('mode toggle hides team-only sections and survives a reload', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Client Management')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing System' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();

  await nav.getByText('Individual Racer').click();
  await expect(nav.getByText('Client Management')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Billing System' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'New Work Order' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Cars' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Track Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pitboardMode'))).toBe('individual');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  await expect(nav.getByText('Client Management')).toHaveCount(0);

  // Anything else stored under the key is ignored.
  await page.evaluate(() => localStorage.setItem('pitboardMode', 'superuser'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
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
  await expect(page.getByTestId('plan-annual')).toContainText('Save 51%');
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

test('preferences save and persist', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'User Preferences' })).toBeVisible();
  await page.getByLabel('Company').fill('Scuderia Test');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 8000 });
  await page.getByText('Metric (km, km/h)').click();
  await expect(page.getByText('Unit preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company')).toHaveValue('Scuderia Test');
  await expect(page.getByLabel('Average speed (km/h)')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the shell fits and the sidebar slides in and out', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
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
});
