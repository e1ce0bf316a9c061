import type { Page } from '@playwright/test';
import {
  chooseOption,
  createViaApi,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  usDay,
  waitForToasts,
} from './support/fixtures';

async function seedReports(page: Page) {
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay() });
  const alpha = await createViaApi(page, '/api/cars', { name: 'Alpha' });
  const bravo = await createViaApi(page, '/api/cars', { name: 'Bravo' });
  const track = await createViaApi(page, '/api/tracks', { name: 'Lime Rock', location: 'Lakeville, CT' });
  const event = await createViaApi(page, '/api/events', {
    title: 'Spring Sprint',
    date: isoDay(-20),
    type: 'Race',
    trackId: track,
  });
  const report = (data: Record<string, unknown>) => postJson<{ id: string }>(page, '/api/damage-reports', data);
  await report({ title: 'Scuffed door', carId: alpha, severity: 'cosmetic', discoveredDate: isoDay(-30) });
  await report({
    title: 'Cracked splitter',
    carId: bravo,
    severity: 'moderate',
    discoveredDate: isoDay(-20),
    eventId: event,
    damageLocation: 'Front lower',
    estimatedRepairCostCents: 45_000,
  });
  const leak = await report({
    title: 'Oil leak',
    carId: alpha,
    severity: 'safety_critical',
    discoveredDate: isoDay(-2),
  });
  await postJson(page, `/api/damage-reports/${leak.id}/status`, { status: 'assessed' });
  return { alpha, bravo, event };
}

test('damage report list: newest first, filters by car, event, severity and status', async ({ page }) => {
  await registerViaApi(page);
  await seedReports(page);
  await page.goto('/damage-reports');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Oil leak');
  await expect(cards.nth(0)).toContainText('Safety Critical');
  await expect(cards.nth(0)).toContainText('Assessed');
  await expect(cards.nth(0)).toContainText(`Discovered ${usDay(-2)}`);
  await expect(cards.nth(1)).toContainText('Cracked splitter');
  await expect(cards.nth(1)).toContainText('Spring Sprint');
  await expect(cards.nth(1)).toContainText('$450.00');
  await expect(cards.nth(2)).toContainText('Scuffed door');
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'pitboard-damage-reports-1280');

  await chooseOption(page, 'Car', 'Alpha');
  await expect(cards).toHaveCount(2);
  await chooseOption(page, 'Severity', 'Cosmetic');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Scuffed door');
  await chooseOption(page, 'Status', 'Assessed');
  await expect(page.getByRole('heading', { name: 'No damage reports found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(3);
  await chooseOption(page, 'Event', `Spring Sprint · ${usDay(-20)}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Cracked splitter');
  await chooseOption(page, 'Event', 'All events');
  await chooseOption(page, 'Status', 'Assessed');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Oil leak');
  await expectNoSeriousA11yIssues(page);
});

test('damage report detail: edit, move along, write off', async ({ page }) => {
  await registerViaApi(page);
  await seedReports(page);
  await page.goto('/damage-reports');
  await page.getByRole('link', { name: 'Scuffed door' }).click();
  await expect(page.getByRole('heading', { name: 'Scuffed door' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Reported', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await chooseOption(page, 'Severity', 'Minor');
  await page.getByRole('textbox', { name: 'Title' }).fill(' ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Scuffed and dented door');
  await page.getByRole('textbox', { name: 'Discovered date' }).fill(usDay(-29));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Scuffed and dented door' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Minor', { exact: true })).toBeVisible();
  await expect(page.getByText(`Discovered ${usDay(-29)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Assessed' }).click();
  await expect(page.getByRole('main').getByText('Assessed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark as Reported' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Write Off' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Write Off' }).click();
  await expect(page.getByRole('main').getByText('Written Off', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create repair' })).toHaveCount(0);
  await waitForToasts(page);
  await expectNoSeriousA11yIssues(page);
});

test('lists show an error with Retry when loading fails', async ({ page }) => {
  await registerViaApi(page);
  let failDamage = true;
  await page.route('**/api/damage-reports?*', async (route) => {
    if (failDamage) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } });
    else await route.continue();
  });
  await page.goto('/damage-reports');
  await expect(page.getByText('Failed to load damage reports')).toBeVisible({ timeout: 20_000 });
  failDamage = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No damage reports' })).toBeVisible();

  let failRepairs = true;
  await page.route('**/api/repairs?*', async (route) => {
    if (failRepairs) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } });
    else await route.continue();
  });
  await page.goto('/repairs');
  await expect(page.getByText('Failed to fetch repairs')).toBeVisible({ timeout: 20_000 });
  failRepairs = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No repairs yet' })).toBeVisible();
});

test('damage report screens fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerViaApi(page);
  await seedReports(page);
  await page.goto('/damage-reports');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-damage-reports-375');
  await page.getByRole('link', { name: 'Cracked splitter' }).click();
  await expect(page.getByRole('heading', { name: 'Cracked splitter' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-damage-report-375');
  await page.goto('/damage-reports/new');
  await expect(page.getByRole('button', { name: 'Report Damage' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
});
