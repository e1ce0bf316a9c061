import fs from 'node:fs';
import sharp from 'sharp';
import { addYearsIso, formatDate, todayIso } from '../src/shared/lib/dates';
import { planLimitMessages } from '../src/shared/subscription/subscription.rules';
import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

const redPng = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#c10008' } })
    .png()
    .toBuffer();

test('add a car with an image, edit it, hit the free-plan limit', async ({ page }) => {
  // A long journey (two forms, an upload, a plan change): on a busy machine it needs more than the default minute.
  test.slow();
  await registerViaApi(page);
  await page.goto('/cars');
  await expect(page.getByRole('heading', { name: 'Fleet Vehicles' })).toBeVisible();
  await expect(page).toHaveTitle('Fleet Vehicles · Pitboard');
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Car' }).first().click();

  await expect(page).toHaveURL(/\/cars\/new$/);
  await expect(page.getByRole('heading', { name: 'Add New Vehicle' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Cup Car');
  await page.getByLabel('Make', { exact: true }).fill('Porsche');
  await page.getByLabel('Model', { exact: true }).fill('911 GT3 Cup');
  await page.getByLabel('Year', { exact: true }).fill('2019');
  await page.getByLabel('Miles', { exact: true }).fill('1250');
  await page.getByLabel('Hours', { exact: true }).fill('42.5');
  await page.getByLabel('Transponder number', { exact: true }).fill('7788123');
  await page.getByLabel('Horsepower', { exact: true }).fill('485');
  const bodies = page.getByRole('combobox', { name: 'Sanctioning bodies' });
  await bodies.fill('SCCA');
  await bodies.press('Enter');
  await bodies.fill('   ');
  await bodies.press('Enter');
  await bodies.fill('NASA');
  await bodies.press('Enter');
  await page.getByRole('button', { name: 'Reset logbook expiration to one year from today' }).click();
  const nextYear = formatDate(addYearsIso(todayIso(), 1));
  await expect(page.getByRole('textbox', { name: 'Logbook expiration', exact: true })).toHaveValue(nextYear);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cup-car.png', mimeType: 'image/png', buffer: await redPng() });
  await expect(page.getByRole('img', { name: 'Vehicle image preview' })).toBeVisible();

  // A blank chip adds nothing (and Enter on it does not submit the form).
  await expect(page).toHaveURL(/\/cars\/new$/);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();

  await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Cup Car', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Cup Car · Pitboard');
  await expect(page.getByText('2019 Porsche 911 GT3 Cup')).toBeVisible();
  const image = page.getByRole('img', { name: 'Cup Car' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/files\/.+\.webp$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('SCCA', { exact: true })).toBeVisible();
  await expect(page.getByText('NASA', { exact: true })).toBeVisible();
  await expect(page.getByText('7788123')).toBeVisible();
  await expect(page.getByText('42.5 h').first()).toBeVisible();
  await expect(page.getByText(nextYear)).toBeVisible();
  await expect(page.getByText('Not Set')).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'pitboard-car-detail-1280');

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Vehicle' })).toBeVisible();
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Porsche');
  await page.getByRole('textbox', { name: 'Name' }).fill('Cup Car #7');
  await page.getByRole('textbox', { name: 'Belts expiration', exact: true }).fill('01/15/2020');
  await page.getByRole('textbox', { name: 'Belts expiration', exact: true }).press('Tab');
  await chooseOption(page, 'Rental status', 'Maintenance');
  await keepScreenshot(page, 'pitboard-car-form-1280');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-car-form-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Cup Car #7', level: 1 })).toBeVisible();
  await expect(page.getByText('01/15/2020 (Expired)')).toBeVisible();

  // The free plan holds one car: the list gives way to the limit message, the server refuses a second.
  await page.goto('/cars');
  await expect(page.getByText(planLimitMessages.cars)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Car' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/settings/subscription');
  await expect(page.getByText('Total Vehicles')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const baseURL = appBaseUrl();
  const refused = await page.request.post(`${baseURL}/api/cars`, {
    headers: { origin: baseURL },
    data: { name: 'Second' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: 'plan_limit', message: planLimitMessages.cars } });
  await page.goto('/cars/new');
  await expect(page.getByText(planLimitMessages.cars)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);

  // After an upgrade the list shows the car with its thumbnail and computed columns.
  await upgradeToAnnual(page);
  await page.goto('/cars');
  const row = page.getByRole('row', { name: /Cup Car #7/ });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /-thumb\.webp$/);
  await expect(row.getByText('No recent events')).toBeVisible();
  await expect(row.getByText('0 Open')).toBeVisible();
  await expect(row.getByText('Maintenance')).toBeVisible();
  await expect(row.getByText('1 alert')).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 vehicles')).toBeVisible();
  await keepScreenshot(page, 'pitboard-cars-1280');

  // The preferences page picks a default car among the team's cars.
  await page.goto('/settings');
  await chooseOption(page, 'Default car', 'Cup Car #7');
  await expect(page.getByText('Default car saved')).toBeVisible();
  const prefs = (await (await page.request.get(`${baseURL}/api/preferences`)).json()) as {
    defaultCarId: string | null;
  };
  expect(prefs.defaultCarId).toMatch(/^[0-9a-f-]{36}$/);
});

test('search and sort the vehicle list', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  await createViaApi(page, '/api/cars', {
    name: 'Bravo',
    description: 'Enduro racer',
    miles: 300,
    purchaseDate: '2022-05-01',
  });
  await createViaApi(page, '/api/cars', {
    name: 'Alpha',
    description: 'Sprint car',
    miles: 100,
    purchaseDate: '2024-01-15',
  });
  await createViaApi(page, '/api/cars', {
    name: 'Charlie',
    description: 'Hill climb',
    miles: 200,
    purchaseDate: '2023-03-03',
  });

  await page.goto('/cars');
  const names = page.locator('tbody tr td:first-child a');
  await expect(names).toHaveText(['Alpha', 'Bravo', 'Charlie']);
  await expect(page.getByText('Showing 3 of 3 vehicles')).toBeVisible();
  const tiles = page.getByRole('group', { name: 'Vehicle summary' });
  await expect(tiles).toContainText('Total Vehicles3');
  await expect(tiles).toContainText('Avg Mileage200 mi');

  // A search narrows the list; the tiles and the footer's total stay the team's.
  await page.getByLabel('Search vehicles').fill('ENDURO');
  await expect(names).toHaveText(['Bravo']);
  await expect(page.getByText('Showing 1 of 3 vehicles')).toBeVisible();
  await expect(tiles).toContainText('Total Vehicles3');
  await expect(tiles).toContainText('Avg Mileage200 mi');
  await page.getByLabel('Search vehicles').fill('no such car');
  await expect(page.getByText('No vehicles found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
  await expect(page.getByText('Showing 0 of 3 vehicles')).toBeVisible();
  await expect(tiles).toContainText('Total Vehicles3');
  await page.getByLabel('Search vehicles').fill('');
  await expect(names).toHaveCount(3);

  await chooseOption(page, 'Sort', 'Sort by Miles');
  await expect(names).toHaveText(['Alpha', 'Charlie', 'Bravo']);
  await page.getByRole('button', { name: /Sort ascending/ }).click();
  await expect(names).toHaveText(['Bravo', 'Charlie', 'Alpha']);
  await chooseOption(page, 'Sort', 'Sort by Purchase Date');
  await expect(names).toHaveText(['Alpha', 'Charlie', 'Bravo']);

  await expectNoSeriousA11yIssues(page);
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-cars-375');
});

test('car detail: track setup notes, delete, not found', async ({ page }) => {
  await registerViaApi(page);
  const baseURL = appBaseUrl();
  const track = await page.request.post(`${baseURL}/api/tracks`, {
    headers: { origin: baseURL },
    data: {
      name: 'Road Atlanta',
      location: 'Braselton, GA',
      length: 2.54,
      type: 'Road Course',
      description: '',
      imageUrl: '',
    },
  });
  expect(track.status(), await track.text()).toBe(201);
  const carId = await createViaApi(page, '/api/cars', { name: 'Radical SR3', hours: 12 });

  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('No image available')).toBeVisible();
  await page.getByRole('button', { name: 'Track Setup Notes' }).click();
  await expectNoSeriousA11yIssues(page);
  const save = page.getByRole('button', { name: 'Save Notes' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Setup notes' }).fill('   ');
  await chooseOption(page, 'Track', 'Road Atlanta');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Setup notes' }).fill('  Front bar soft, rear wing +1, 28 psi hot  ');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Front bar soft, rear wing +1, 28 psi hot')).toBeVisible();
  await expect(page.getByText('Braselton, GA · updated')).toBeVisible();

  // The same track again edits its note instead of adding a second one.
  await chooseOption(page, 'Track', 'Road Atlanta');
  await expect(page.getByRole('textbox', { name: 'Setup notes' })).toHaveValue(
    'Front bar soft, rear wing +1, 28 psi hot',
  );
  await page.getByRole('textbox', { name: 'Setup notes' }).fill('Front bar medium');
  await save.click();
  await expect(page.getByText('Front bar medium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete setup notes for Road Atlanta' })).toHaveCount(1);

  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-car-detail-375');

  await page.getByRole('button', { name: 'Delete setup notes for Road Atlanta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No setup notes yet.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this car?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByText('No vehicles yet')).toBeVisible();

  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('Car not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Cars' }).click();
  await expect(page).toHaveURL(/\/cars$/);
});

test('a metric user saves a car unchanged after a reload: its miles stay exactly as stored', async ({ page }) => {
  await registerViaApi(page);
  const baseURL = appBaseUrl();
  const carId = await createViaApi(page, '/api/cars', { name: 'Miata', miles: 1000, hours: 12 });
  const metric = await page.request.patch(`${baseURL}/api/preferences`, {
    headers: { origin: baseURL },
    data: { useMetric: true },
  });
  expect(metric.status()).toBe(200);

  // Opened by its address: the form fills in km, not the stored miles under a km label.
  await page.goto(`/cars/${carId}/edit`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Miata');
  await expect(page.getByLabel('Mileage (km)', { exact: true })).toHaveValue('1609.3');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Miata', level: 1 })).toBeVisible();
  await expect(page.getByText('1,609.3 km').first()).toBeVisible();
  const saved = (await (await page.request.get(`${baseURL}/api/cars/${carId}`)).json()) as { miles: number };
  expect(saved.miles).toBe(1000);

  // A changed value is converted from km.
  await page.reload();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Mileage (km)', { exact: true }).fill('2000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('2,000 km').first()).toBeVisible();
  const changed = (await (await page.request.get(`${baseURL}/api/cars/${carId}`)).json()) as { miles: number };
  expect(changed.miles).toBeCloseTo(1242.74, 2);

  // Back in imperial, the detail page shows the miles.
  await page.request.patch(`${baseURL}/api/preferences`, { headers: { origin: baseURL }, data: { useMetric: false } });
  await page.reload();
  await expect(page.getByText('1,242.7 mi').first()).toBeVisible();
});

test('the vehicle table shows whole status words at 1280 px', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  await createViaApi(page, '/api/cars', {
    name: 'Porsche 911 GT3 Cup With A Long Name',
    make: 'Porsche',
    model: '911 GT3 Cup',
    year: 2019,
    transponderNumber: 'TX-1234567',
    rentalStatus: 'maintenance',
  });
  await createViaApi(page, '/api/cars', { name: 'Miata', rentalStatus: 'reserved' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cars');
  const table = page.getByRole('table');
  await expect(table.getByText('Maintenance', { exact: true })).toBeVisible();
  // No badge in the table is cut short with an ellipsis ('MAINTENA…', '0 OP…').
  const clipped = await table
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent ?? ''));
  expect(clipped).toEqual([]);
  await keepScreenshot(page, 'pitboard-cars-status-1280');
});

test('a car with a repair is archived: gone from the list and pickers, kept on the repair, restored from its page', async ({
  page,
}) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Vintage 911', make: 'Porsche', year: 1973 });
  await createViaApi(page, '/api/cars', { name: 'Daily Miata' });
  const repairId = await createViaApi(page, '/api/repairs', { title: 'Rebuild carburettors', carId });

  await page.goto(`/cars/${carId}`);
  const archive = page.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await archive.click();
  const dialog = page.getByRole('dialog', { name: 'Archive vehicle' });
  await expect(dialog).toContainText('Vintage 911 has history (1 repair), so it cannot be deleted.');
  await expect(dialog).toContainText('Archiving hides it from lists and pickers.');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Vehicle archived')).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByText('This vehicle is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Repair' })).toHaveCount(0);
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-car-archived-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The list shows the active cars; the archived one is under Archived.
  await page.goto('/cars');
  await expect(page.getByRole('link', { name: 'Daily Miata', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vintage 911', exact: true })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Vehicles to show' }).getByText('Archived').click();
  await expect(page).toHaveURL(/show=archived/);
  await expect(page.getByRole('link', { name: 'Vintage 911', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daily Miata', exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'pitboard-cars-archived-1280');

  // Pickers no longer offer it.
  await page.goto('/repairs/new');
  await page.getByRole('combobox', { name: 'Car', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Daily Miata' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Vintage 911' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Its repair still names it.
  await page.goto(`/repairs/${repairId}`);
  await expect(page.getByRole('heading', { name: 'Rebuild carburettors' })).toBeVisible();
  await expect(page.getByText('Vintage 911')).toBeVisible();

  // Restore from its page.
  await page.goto('/cars?show=archived');
  await page.getByRole('link', { name: 'Vintage 911', exact: true }).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Vehicle restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(page.getByText('This vehicle is archived')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Cars' }).click();
  await expect(page.getByRole('link', { name: 'Vintage 911', exact: true })).toBeVisible();
});

test('a car without history is deleted, and the confirmation lists what goes with it', async ({ page }) => {
  await registerViaApi(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Shakedown Special', hours: 3 });
  const trackId = await createViaApi(page, '/api/tracks', { name: 'Thunderhill', location: 'Willows, CA' });
  await createViaApi(page, `/api/cars/${carId}/service-items`, {
    name: 'Engine oil',
    hourInterval: 10,
    lastServiceHours: 0,
  });
  const baseURL = appBaseUrl();
  const setup = await page.request.put(`${baseURL}/api/cars/${carId}/track-setups`, {
    headers: { origin: baseURL },
    data: { trackId, notes: 'Soft springs' },
  });
  expect(setup.ok(), await setup.text()).toBeTruthy();

  await page.goto(`/cars/${carId}`);
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeEnabled();
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete vehicle' });
  await expect(dialog).toContainText('Are you sure you want to delete this car? This action cannot be undone.');
  await expect(dialog.getByRole('listitem')).toHaveText(['1 service item', '1 track setup note']);
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-car-delete-375');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByText('Vehicle deleted')).toBeVisible();
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  expect((await page.request.get(`${baseURL}/api/cars/${carId}`)).status()).toBe(404);
});

test("a car's detail lists its ten newest events and repairs, and shows the older ones on request", async ({
  page,
}) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Club racer' });
  const trackId = await createViaApi(page, '/api/tracks', { name: 'Laguna Seca', location: 'Monterey, CA' });
  const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;
  for (let n = 1; n <= 11; n++) {
    await createViaApi(page, '/api/events', { title: `Test day ${n}`, date: day(n), type: 'Testing', trackId, carId });
  }
  for (let n = 1; n <= 12; n++) {
    await createViaApi(page, '/api/repairs', { title: `Repair ${n}`, carId, scheduledDate: day(n) });
  }

  await page.goto(`/cars/${carId}`);
  await expect(page.getByRole('link', { name: 'Test day 11' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Test day 1', exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing the 10 most recent of 11 events.')).toBeVisible();
  await expect(page.getByText('Showing 10 of 12 repairs.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repair 2', exact: true })).toHaveCount(0);
  await checkPhoneWidth(page);

  await page.getByRole('button', { name: 'Show more events' }).click();
  await expect(page.getByRole('link', { name: 'Test day 1', exact: true })).toBeVisible();
  await expect(page.getByText('Showing the 10 most recent of 11 events.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show more events' })).toHaveCount(0);

  // A failed load says so with Retry, and Retry loads the page.
  await page.route('**/api/cars/*/repairs?*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.getByRole('button', { name: 'Show more repairs' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repair 2', exact: true })).toHaveCount(0);
  await page.unroute('**/api/cars/*/repairs?*');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Repair 1', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repair 2', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more repairs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Repair \d+$/ })).toHaveCount(12);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-car-history-375');
});

test("a car's logbook downloads as a PDF and a CSV, at 1280 and 375 px", async ({ page }) => {
  await registerViaApi(page);
  const clientId = await createViaApi(page, '/api/clients', { name: 'Zażółć Gęślą Jaźń', email: 'zazolc@example.com' });
  const carId = await createViaApi(page, '/api/cars', { name: 'Łada Samara', hours: 12, clientId });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/cars/${carId}`);
  const logbook = page.getByRole('heading', { name: 'Logbook' });
  await expect(logbook).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Łada-Samara-logbook.pdf');
  const pdfPath = await pdf.path();
  expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

  await page.setViewportSize({ width: 375, height: 800 });
  await checkPhoneWidth(page);
  await logbook.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'pitboard-car-logbook-375', { fullPage: false });
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('Łada-Samara-logbook.csv');
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.startsWith('\uFEFFDate,Kind,Title,Details,Hours,Distance (mi),By\r\n')).toBe(true);
});
