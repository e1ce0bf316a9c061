import {
  checkPhoneWidth,
  createViaApi,
  expect,
  expectNoSeriousA11yIssuesAfterToasts,
  keepScreenshot,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

/** LubeLogger's service-record and odometer-record exports (a BOM, Windows line endings). */
const serviceRecords = [
  '\uFEFFDate,Odometer,Description,Notes,Cost',
  '1/15/2024,"12,345","Oil change, filter",Mobil 1,"$1,234.50"',
  '3/2/2024,13000,Brake pads,,89.9',
  '11/30/2024,15000,Alignment,,0',
].join('\r\n');
const odometerRecords = [
  'Date,Odometer,Notes',
  '1/15/2024,12345,',
  '6/1/2024,14100,Track day',
  '11/30/2024,15000,',
].join('\r\n');

test("a car's LubeLogger history and odometer readings are imported once, and show on the car's page", async ({
  page,
}) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Miata NA' });

  await page.goto(`/cars/${carId}`);
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kind of records' })).toHaveValue("A car's service history");
  await expect(page.getByRole('combobox', { name: 'Car' })).toHaveValue('Miata NA');

  await page.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(serviceRecords);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('status')).toHaveText('3 row(s) ready to import.');
  await expect(page.getByRole('combobox', { name: 'Column "Cost"' })).toHaveValue('Cost');
  await expect(preview.getByRole('row', { name: 'Row 2' })).toContainText('$1,234.50');
  await keepScreenshot(page, 'imports-service-preview');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText('Imported 3 row(s)');

  // The odometer export, uploaded as a file.
  await page.getByRole('combobox', { name: 'Kind of records' }).click();
  await page.getByRole('option', { name: "A car's meter readings" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Odometer.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(odometerRecords),
  });
  await expect(preview.getByRole('status')).toHaveText('3 row(s) ready to import.');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText('Imported 3 row(s)');
  await page.getByRole('link', { name: "Open the car's page" }).click();

  for (const [title, date, cost] of [
    ['Oil change, filter', '01/15/2024', '$1,234.50'],
    ['Brake pads', '03/02/2024', '$89.90'],
    ['Alignment', '11/30/2024', '$0.00'],
  ] as const) {
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText(`Done on ${date} · ${cost}`)).toBeVisible();
  }
  const readings = page.getByRole('region', { name: 'Meter readings' });
  for (const [date, miles] of [
    ['01/15/2024', '12,345'],
    ['06/01/2024', '14,100'],
    ['11/30/2024', '15,000'],
  ] as const) {
    await expect(readings.getByRole('row', { name: new RegExp(`^${date} .* ${miles} mi Import`) })).toBeVisible();
  }
  await keepScreenshot(page, 'imports-car-history');

  // The same files again: every row is already there, and Import stays disabled.
  await page.goto(`/import?kind=service-records&carId=${carId}`);
  await page.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(serviceRecords);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('status')).toHaveText(
    'Every row is already there: importing this file again adds nothing.',
  );
  await expect(preview.getByRole('row', { name: 'Row 2' })).toContainText('Already imported');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.goto(`/import?kind=meter-readings&carId=${carId}`);
  await page.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(odometerRecords);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('status')).toHaveText(
    'Every row is already there: importing this file again adds nothing.',
  );
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'imports-again-phone');
});

test('a customer list with a bad e-mail names the row, and nothing is saved until it is fixed', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const list = [
    'Customer Name,Email,Phone,Vehicle,Year,Make,Model',
    '"Müller, Zoë",zoe@example.com,555-0100,Blue Miata,1995,Mazda,MX-5',
    'José Ñúñez,jose-at-example,555-0101,,2008,Porsche,911',
  ].join('\r\n');

  await page.goto('/clients');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('combobox', { name: 'Kind of records' })).toHaveValue('Clients with their cars');
  await page.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(list);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('alert')).toHaveText(
    '1 of 2 row(s) have errors. Nothing will be imported until they are fixed.',
  );
  await expect(preview.getByRole('row', { name: 'Row 3' })).toContainText('Row 3, E-mail: Invalid email format');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await keepScreenshot(page, 'imports-bad-email');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'imports-bad-email-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/clients');
  await expect(page.getByText('Müller, Zoë')).toHaveCount(0);

  await page.goto('/import?kind=clients');
  await page
    .getByRole('textbox', { name: 'Or paste the CSV text' })
    .fill(list.replace('jose-at-example', 'jose@example.com'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('status')).toHaveText('2 row(s) ready to import.');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText('Imported 2 row(s)');
  await page.getByRole('link', { name: 'Open Clients' }).click();
  await expect(page.getByText('Müller, Zoë').first()).toBeVisible();
  await expect(page.getByText('José Ñúñez').first()).toBeVisible();
});
