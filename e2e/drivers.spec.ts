import {
  appBaseUrl,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  postJson,
  registerViaApi,
  test,
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
    await page.screenshot({ path: '/tmp/pitboard-drivers-375.png', fullPage: true });
    await page.goto(`/drivers/${driver.id}`);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto('/drivers/new');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
  });
});
