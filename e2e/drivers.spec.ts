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
  upgradeToAnnual,
  usDay,
} from './support/fixtures';

test('add a driver with validation, edit it and delete it', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/drivers');
  await expect(page.getByRole('heading', { name: 'Drivers', exact: true })).toBeVisible();
  // The onboarding created the user's own driver.
  await expect(page.getByRole('article').filter({ hasText: 'Test Driver' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Driver' }).first().click();
  await expect(page).toHaveURL(/\/drivers\/new$/);
  await page.getByRole('button', { name: 'Add Driver' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Lando Norris');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill('lando@');
  await page.getByRole('textbox', { name: 'Phone' }).fill('call 555');
  await page.getByRole('button', { name: 'Add Driver' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Invalid phone format')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('textbox', { name: 'Email' }).fill('lando@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 (20) 7946-0004');
  await page.getByRole('textbox', { name: 'License Number' }).fill('FIA-A-0004');
  await page.getByRole('button', { name: 'Add Driver' }).click();

  await expect(page.getByRole('heading', { name: 'Lando Norris' })).toBeVisible();
  await expect(page.getByText('FIA-A-0004')).toBeVisible();
  await expect(page.getByRole('link', { name: 'lando@example.com' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Driver' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Lando Norris');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0099');
  await page.getByRole('button', { name: 'Update Driver' }).click();
  await expect(page.getByRole('heading', { name: 'Lando Norris' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+44 20 7946 0099' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Drivers' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Lando Norris' });
  await expect(card).toContainText('FIA-A-0004');
  await expect(card).toContainText('lando@example.com');
  await expect(card).toContainText('+44 20 7946 0099');
  await card.getByRole('link', { name: 'Lando Norris' }).click();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this driver?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Lando Norris' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/drivers$/);
  await expect(page.getByRole('article').filter({ hasText: 'Lando Norris' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'Test Driver' })).toBeVisible();

  const list = await page.request.get('/api/drivers');
  expect(((await list.json()) as { name: string }[]).map((d) => d.name)).toEqual(['Test Driver']);
});

test('a missing driver, the empty list and a failed load with Retry', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/drivers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Driver not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Drivers' }).click();
  await expect(page).toHaveURL(/\/drivers$/);

  const drivers = (await (await page.request.get('/api/drivers')).json()) as { id: string }[];
  for (const d of drivers) {
    const res = await page.request.delete(`/api/drivers/${d.id}`, { headers: { origin: appBaseUrl() } });
    expect(res.status()).toBe(204);
  }
  await page.reload();
  await expect(page.getByText('No drivers added yet.')).toBeVisible();

  // A failed load shows an error with Retry, never made-up drivers.
  await postJson(page, '/api/drivers', { name: 'Oscar Piastri' });
  let fail = true;
  await page.route('**/api/drivers', async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
    else await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Failed to fetch drivers')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Primary Driver')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Oscar Piastri' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('driver cards, detail and form fit the screen', async ({ page }) => {
    await registerViaApi(page);
    const driver = await postJson<{ id: string }>(page, '/api/drivers', {
      name: 'Kimi Antonelli-Longname Verylongsurname',
      email: 'a.really.long.address.for.testing@example-racing-team.com',
      phone: '+39 (051) 555-0123',
      licenseNumber: 'FIA-C-123456789',
    });
    await page.goto('/drivers');
    await expect(page.getByRole('article').filter({ hasText: 'Kimi' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-drivers-375');
    await page.goto(`/drivers/${driver.id}`);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto('/drivers/new');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
  });
});

test("a driver's page lists the driver's cars and events", async ({ page }) => {
  await registerViaApi(page, { userType: 'racer' });
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay() });
  const driver = await postJson<{ id: string }>(page, '/api/drivers', { name: 'Kimi Raikkonen' });
  const other = await postJson<{ id: string }>(page, '/api/drivers', { name: 'Someone Else' });
  const gt3 = await postJson<{ id: string }>(page, '/api/cars', { name: 'GT3 Cup #7', defaultDriverId: driver.id });
  await postJson(page, '/api/cars', {
    name: 'Spare Miata',
    make: 'Mazda',
    model: 'MX-5',
    year: 1999,
    defaultDriverId: driver.id,
  });
  await postJson(page, '/api/cars', { name: 'Not his', defaultDriverId: other.id });
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Road America',
    location: 'Elkhart Lake, WI',
  });
  const past = await postJson<{ id: string }>(page, '/api/events', {
    title: 'June Sprints',
    date: isoDay(-20),
    type: 'Race',
    trackId: track.id,
  });
  const next = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Fall Finale',
    date: isoDay(20),
    type: 'Track Day',
    trackId: track.id,
  });
  await postJson(page, '/api/events', { title: 'Not driving', date: isoDay(5), type: 'Testing', trackId: track.id });
  for (const eventId of [past.id, next.id]) {
    await postJson(page, `/api/events/${eventId}/cars`, {
      mode: 'individual',
      carId: gt3.id,
      carNumber: '7',
      driverId: driver.id,
    });
  }

  await page.goto(`/drivers/${driver.id}`);
  await expect(page.getByRole('heading', { name: 'Kimi Raikkonen' })).toBeVisible();
  const cars = page.getByRole('region', { name: 'Cars', exact: true });
  await expect(cars.getByRole('listitem')).toHaveCount(2);
  await expect(cars.getByRole('link', { name: 'GT3 Cup #7' })).toHaveAttribute('href', `/cars/${gt3.id}`);
  await expect(cars.getByRole('listitem').nth(1)).toContainText('1999 Mazda MX-5');
  await expect(cars).not.toContainText('Not his');

  const events = page.getByRole('region', { name: 'Events', exact: true });
  await expect(events.getByRole('listitem')).toHaveCount(2);
  const finale = events.getByRole('listitem', { name: 'Fall Finale' });
  await expect(finale).toContainText('Track Day · Road America');
  await expect(finale).toContainText('GT3 Cup #7');
  await expect(finale).not.toContainText('#7 #7');
  await expect(finale).toContainText('Upcoming');
  await expect(finale).toContainText(usDay(20));
  await expect(events.getByRole('listitem').nth(1)).toContainText('June Sprints');
  await expect(events.getByRole('listitem').nth(1)).not.toContainText('Upcoming');
  await expect(events).not.toContainText('Not driving');
  await events.getByRole('link', { name: 'Fall Finale' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${next.id}$`));

  // A driver with no cars and no events says so.
  await page.goto(`/drivers/${other.id}`);
  await expect(page.getByRole('region', { name: 'Events', exact: true })).toContainText(
    'Someone Else has not been registered to drive at an event yet.',
  );

  await page.goto(`/drivers/${driver.id}`);
  await expect(events.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-driver-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-driver-375');
});

test('a driver a car uses is archived, kept on the car, left out of the picker, and restored', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const driver = await postJson<{ id: string }>(page, '/api/drivers', { name: 'Retired Racer' });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Club Car', defaultDriverId: driver.id });

  await page.goto(`/drivers/${driver.id}`);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive driver' });
  await expect(dialog).toContainText('Retired Racer has history (1 car that has it as default driver)');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Driver archived')).toBeVisible();
  await expect(page.getByText('This driver is archived')).toBeVisible();

  // Not among the drivers; listed under Archived.
  await page.getByRole('link', { name: 'Back to Drivers' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Test Driver' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Retired Racer' })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Drivers to show' }).getByText('Archived').click();
  const card = page.getByRole('article').filter({ hasText: 'Retired Racer' });
  await expect(card).toContainText('Archived');
  await expectNoSeriousA11yIssues(page);

  // The car still names it; its form keeps it (marked) while new cars cannot pick it.
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByText('Retired Racer')).toBeVisible();
  await page.goto(`/cars/${car.id}/edit`);
  await expect(page.getByRole('combobox', { name: 'Default driver' })).toHaveValue('Retired Racer (archived)');
  await page.goto('/cars/new');
  await page.getByRole('combobox', { name: 'Default driver' }).click();
  await expect(page.getByRole('option', { name: 'Test Driver' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Retired Racer/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/drivers/${driver.id}`);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Driver restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
});
