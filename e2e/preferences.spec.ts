import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  createViaApi,
  expect,
  keepScreenshot,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

test('the average speed saves itself, survives a reload and converts with the units', async ({ page }) => {
  await registerViaApi(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Enduro', hours: 25, miles: 1300 });
  // 300 miles to go and no hour interval: the hours left are estimated at the average speed.
  await createViaApi(page, `/api/cars/${carId}/service-items`, {
    name: 'Brake pads',
    distanceInterval: 500,
    lastServiceDistance: 1100,
  });

  await page.goto(`/cars/${carId}/service-items`);
  await expect(page.getByText('3.8 h remaining · 300 mi remaining')).toBeVisible();

  await page.goto('/settings');
  const status = page.getByTestId('units-status');
  await expect(page.getByLabel('Average speed (mph)')).toHaveValue('80');
  await page.getByText('Metric (km, km/h)').click();
  await expect(status).toHaveText('Saved');
  // The same speed in the other unit, not 80 relabelled.
  await expect(page.getByLabel('Average speed (km/h)')).toHaveValue('128.7');

  await page.goto(`/cars/${carId}/service-items`);
  await expect(page.getByText('3.8 h remaining · 482.8 km remaining')).toBeVisible();

  // A typed speed saves itself (no button) and is still there after a reload.
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await page.getByLabel('Average speed (km/h)').fill('160');
  await expect(status).toHaveText('Saving...');
  await expect(status).toHaveText('Saved', { timeout: 8000 });
  await page.reload();
  await expect(page.getByLabel('Average speed (km/h)')).toHaveValue('160');
  await keepScreenshot(page, 'pitboard-preferences-1280');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-preferences-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByText('Imperial (miles, mph)').click();
  await expect(status).toHaveText('Saved');
  await expect(page.getByLabel('Average speed (mph)')).toHaveValue('99.4');
  const prefs = (await (await page.request.get(`${appBaseUrl()}/api/preferences`)).json()) as {
    averageSpeed: number;
    useMetric: boolean;
  };
  expect(prefs.useMetric).toBe(false);
  expect(prefs.averageSpeed).toBeCloseTo(99.42, 2);

  // 300 miles at 99.4 mph: the same hours left in either unit.
  await page.goto(`/cars/${carId}/service-items`);
  await expect(page.getByText('3 h remaining · 300 mi remaining')).toBeVisible();
});

test('the default car is preselected where a new record picks a car, unless the page chose one', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const alpha = await createViaApi(page, '/api/cars', { name: 'Alpha' });
  await createViaApi(page, '/api/cars', { name: 'Bravo' });
  await createViaApi(page, '/api/tracks', { name: 'Lime Rock', location: 'Lakeville, CT' });

  await page.goto('/settings');
  await chooseOption(page, 'Default car', 'Bravo');
  await expect(page.getByText('Default car saved')).toBeVisible();

  const car = page.getByRole('combobox', { name: 'Car', exact: true });
  await page.goto('/repairs/new');
  await expect(car).toHaveValue('Bravo');
  await page.goto(`/repairs/new?carId=${alpha}`);
  await expect(page.getByRole('heading', { name: 'New Repair' })).toBeVisible();
  await expect(car).toHaveValue('Alpha');

  await page.goto('/damage-reports/new');
  await expect(car).toHaveValue('Bravo');
  await page.goto(`/damage-reports/new?carId=${alpha}`);
  await expect(page.getByRole('heading', { name: 'Report Damage' })).toBeVisible();
  await expect(car).toHaveValue('Alpha');

  await page.goto('/events/new');
  await expect(car).toHaveValue('Bravo');

  // A repair saved straight away goes to the default car.
  await page.goto('/repairs/new');
  await expect(car).toHaveValue('Bravo');
  await page.getByRole('textbox', { name: 'Title' }).fill('Brake bleed');
  await page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(page.getByRole('heading', { name: 'Brake bleed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bravo' })).toBeVisible();
});
