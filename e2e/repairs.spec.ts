import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  chooseOption,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
  usDay,
} from './support/fixtures';

async function createCar(page: Page, name: string): Promise<string> {
  return (await postJson<{ id: string }>(page, '/api/cars', { name })).id;
}

async function createRepair(page: Page, data: Record<string, unknown>): Promise<string> {
  return (await postJson<{ id: string }>(page, '/api/repairs', data)).id;
}

test('report damage, repair it from the report, and see the report become repaired', async ({ page }) => {
  await registerViaApi(page);
  await createCar(page, 'Blue Miata');

  await page.goto('/damage-reports');
  await expect(page.getByRole('heading', { name: 'No damage reports' })).toBeVisible();
  await page.getByRole('link', { name: 'Report Damage' }).first().click();
  await expect(page).toHaveURL(/\/damage-reports\/new$/);
  await expect(page.getByRole('textbox', { name: 'Discovered date' })).toHaveValue(usDay());

  await page.getByRole('button', { name: 'Report Damage' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Please select a car')).toBeVisible();
  await expect(page.getByText('Please select a severity')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('Cracked front splitter');
  await chooseOption(page, 'Car', 'Blue Miata');
  await chooseOption(page, 'Severity', 'Moderate');
  await page.getByRole('textbox', { name: 'Location on the car' }).fill('Front lower');
  await chooseOption(page, 'Source', 'Event');
  await chooseOption(page, 'Driveability', 'Driveable with caution');
  await page.getByRole('textbox', { name: 'Estimated repair cost' }).fill('450');
  await page.getByRole('textbox', { name: 'Description' }).fill('Off at turn 3');
  await page.getByRole('button', { name: 'Report Damage' }).click();

  await expect(page.getByRole('heading', { name: 'Cracked front splitter' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Reported', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Moderate', { exact: true })).toBeVisible();
  await expect(page.getByText('$450.00')).toBeVisible();
  await expect(page.getByText('Driveable with caution')).toBeVisible();
  const reportUrl = page.url();

  await page.getByRole('link', { name: 'Create repair' }).click();
  await expect(page).toHaveURL(/\/repairs\/new\?damageReportId=/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Cracked front splitter');
  await expect(page.getByRole('combobox', { name: 'Car', exact: true })).toHaveValue('Blue Miata');
  await expect(page.getByRole('combobox', { name: 'Car', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('$450');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Off at turn 3');
  await page.getByRole('textbox', { name: 'Title' }).fill('Replace front splitter');
  await page.getByRole('textbox', { name: 'Scheduled date' }).fill(usDay(2));
  await page.getByRole('textbox', { name: 'Parts' }).fill('Splitter blank, 6 Dzus fasteners');
  await keepScreenshot(page, 'pitboard-new-repair-1280');
  await page.getByRole('button', { name: 'Schedule Repair' }).click();

  await expect(page.getByRole('heading', { name: 'Replace front splitter' })).toBeVisible();
  await expect(page.getByText(`Scheduled for ${usDay(2)}`)).toBeVisible();
  await expect(page.getByText('Splitter blank, 6 Dzus fasteners')).toBeVisible();
  await expect(page.getByRole('main').getByText('Repair Scheduled', { exact: true })).toBeVisible();

  // The report is now scheduled and offers no second repair.
  await page.goto(reportUrl);
  await expect(page.getByRole('main').getByText('Repair Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create repair' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Replace front splitter' }).click();

  await page.getByRole('button', { name: 'Start Repair' }).click();
  await expect(page.getByRole('main').getByText('In Progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Repair In Progress')).toBeVisible();

  await page.getByRole('button', { name: 'Mark Completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete repair' });
  await expect(dialog.getByRole('textbox', { name: 'Completed date' })).toHaveValue(usDay());
  await dialog.getByRole('button', { name: 'Complete repair' }).click();
  await expect(dialog.getByText('Actual cost is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Actual cost' }).fill('512.75');
  await dialog.getByRole('button', { name: 'Complete repair' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Done on ${usDay()}`)).toBeVisible();
  await expect(page.getByText('$512.75')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Cracked front splitter' }).click();
  await expect(page.getByRole('main').getByText('Repaired', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create repair' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expectNoSeriousA11yIssuesAfterToasts(page);
});

test('repairs list: upcoming first, filters, search and the completed-repairs preference', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const alpha = await createCar(page, 'Alpha');
  const bravo = await createCar(page, 'Bravo');
  await createRepair(page, {
    title: 'Brake fluid flush',
    carId: alpha,
    scheduledDate: isoDay(10),
    estimatedCostCents: 8_000,
  });
  await createRepair(page, {
    title: 'Rear brake pads',
    carId: bravo,
    scheduledDate: isoDay(1),
    estimatedCostCents: 24_950,
  });
  const done = await createRepair(page, { title: 'Wheel bearing', carId: bravo, scheduledDate: isoDay(-5) });
  await postJson(page, `/api/repairs/${done}/status`, {
    status: 'Completed',
    completedDate: isoDay(-3),
    actualCostCents: 31_000,
  });
  const started = await createRepair(page, { title: 'Gearbox rebuild', carId: alpha, scheduledDate: isoDay(3) });
  await postJson(page, `/api/repairs/${started}/status`, { status: 'In Progress' });

  await page.goto('/repairs');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Rear brake pads');
  await expect(cards.nth(1)).toContainText('Gearbox rebuild');
  await expect(cards.nth(2)).toContainText('Brake fluid flush');
  await expect(cards.nth(3)).toContainText('Wheel bearing');
  await expect(cards.nth(0)).toContainText(`Scheduled for ${usDay(1)}`);
  await expect(cards.nth(0)).toContainText('$249.50');
  await expect(cards.nth(0)).toContainText('Bravo');
  await expect(cards.nth(3)).toContainText(`Done on ${usDay(-3)}`);
  await expect(cards.nth(3)).toContainText('$310.00');
  await expect(page.getByText('Showing 1–4 of 4 repairs')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search repairs' }).fill('BRAKE');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Rear brake pads');
  await expect(cards.nth(1)).toContainText('Brake fluid flush');

  await chooseOption(page, 'Car', 'Alpha');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Brake fluid flush');

  await page.getByRole('textbox', { name: 'Search repairs' }).fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No repairs found' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all repairs' }).click();
  await expect(cards).toHaveCount(4);

  await chooseOption(page, 'Status', 'In Progress');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Gearbox rebuild');

  // With "show completed repairs" off, completed ones are left out until asked for.
  const baseURL = appBaseUrl();
  const prefs = await page.request.patch(`${baseURL}/api/preferences`, {
    headers: { origin: baseURL },
    data: { showCompletedRepairs: false },
  });
  expect(prefs.ok()).toBeTruthy();
  await page.goto('/repairs');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Not completed');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Wheel bearing')).toHaveCount(0);
  await chooseOption(page, 'Status', 'Completed');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Wheel bearing');
  await expectNoSeriousA11yIssuesAfterToasts(page);
});

test('free plan: the sixth repair is refused and New Repair gives way to the upgrade message', async ({ page }) => {
  await registerViaApi(page);
  const car = await createCar(page, 'Only car');
  for (let i = 1; i <= 4; i += 1) await createRepair(page, { title: `Repair ${i}`, carId: car });

  await page.goto('/repairs');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('link', { name: 'New Repair' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Repair 5');
  await chooseOption(page, 'Car', 'Only car');
  await page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(page.getByRole('heading', { name: 'Repair 5' })).toBeVisible();

  await page.goto('/repairs');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(
    page.getByText("You've reached the limit of repairs on the free plan. Upgrade to add more repairs!"),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Repair' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/settings/subscription');

  // The server refuses a sixth.
  const baseURL = appBaseUrl();
  const sixth = await page.request.post(`${baseURL}/api/repairs`, {
    headers: { origin: baseURL },
    data: { title: 'Repair 6', carId: car },
  });
  expect(sixth.status()).toBe(403);

  // New Repair at the limit shows the notice first, not a form that fails on submit.
  await page.goto(`/repairs/new?carId=${car}`);
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Free plan limit reached' });
  await expect(notice).toContainText(
    "You've reached the limit of repairs on the free plan. Upgrade to add more repairs!",
  );
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Schedule Repair' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-new-repair-limit-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-new-repair-limit-375');
  await notice.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/settings\/subscription$/);
});

test('repair photos, edit and delete', async ({ page }) => {
  await registerViaApi(page);
  const car = await createCar(page, 'Photo car');
  const id = await createRepair(page, { title: 'Repaint bumper', carId: car, estimatedCostCents: 30_000 });
  await page.goto(`/repairs/${id}`);
  await expect(page.getByText('No photos yet.', { exact: false })).toBeVisible();

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4Y2yMFTEMLQkACspMgcuiywsAAAAASUVORK5CYII=',
    'base64',
  );
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png },
    { name: 'side.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByRole('img', { name: 'Repair photo 2' })).toBeVisible();
  await fileInput.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('Please upload an image file')).toBeVisible();
  await keepScreenshot(page, 'pitboard-repair-detail-1280');

  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('img', { name: 'Repair photo 2' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Repair photo 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Repaint rear bumper');
  await page.getByRole('textbox', { name: 'Interval (hours)' }).fill('40');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Repaint rear bumper' })).toBeVisible();
  await expect(page.getByText('$300.00')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this repair? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/repairs$/);
  await expect(page.getByRole('heading', { name: 'No repairs yet' })).toBeVisible();
});

test('repair screens fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerViaApi(page);
  const car = await createCar(page, 'A car with a rather long name for a phone');
  const id = await createRepair(page, {
    title: 'Replace the complete front suspension assembly including both uprights',
    carId: car,
    scheduledDate: isoDay(4),
    estimatedCostCents: 1_234_567,
    description: 'Long text '.repeat(40),
  });
  await page.goto('/repairs');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-repairs-375');
  await page.goto(`/repairs/${id}`);
  await expect(page.getByText('$12,345.67')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-repair-detail-375');
  await page.goto('/repairs/new');
  await expect(page.getByRole('button', { name: 'Schedule Repair' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssuesAfterToasts(page);
});

test('a metric user sees the repair interval in km and a save without touching it keeps its miles', async ({
  page,
}) => {
  await registerViaApi(page);
  const baseURL = appBaseUrl();
  const car = await createCar(page, 'Interval car');
  const id = await createRepair(page, { title: 'Gearbox service', carId: car, intervalMiles: 1000 });
  await page.request.patch(`${baseURL}/api/preferences`, { headers: { origin: baseURL }, data: { useMetric: true } });

  await page.goto(`/repairs/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Interval (km)' })).toHaveValue('1609.3');
  await page.getByRole('textbox', { name: 'Title' }).fill('Gearbox oil change');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Gearbox oil change' })).toBeVisible();
  const saved = (await (await page.request.get(`${baseURL}/api/repairs/${id}`)).json()) as { intervalMiles: number };
  expect(saved.intervalMiles).toBe(1000);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Interval (km)' }).fill('500');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Gearbox oil change' })).toBeVisible();
  const changed = (await (await page.request.get(`${baseURL}/api/repairs/${id}`)).json()) as { intervalMiles: number };
  expect(changed.intervalMiles).toBeCloseTo(310.69, 2);
});
