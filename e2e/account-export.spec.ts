import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { zipEntries } from '../src/server/test/zip-entries';
import {
  appBaseUrl,
  checkPhoneWidth,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';
import { joinTeamAs } from './support/members';

test('a team manager downloads everything the team holds as one ZIP from Settings', async ({ page }) => {
  await registerViaApi(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Export "Zoë", the 1st', make: 'Mazda' });
  await createViaApi(page, '/api/drivers', { name: 'Åsa Öberg' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  const section = page.getByRole('heading', { name: 'Export all data' }).locator('..');
  await expect(section.getByText('The uploaded images and photos, under files/')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'account-export-1280');

  // The request is held until the loading state has been seen, then goes through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/export', async (route) => {
    await held;
    await route.continue();
  });
  const button = section.getByRole('button', { name: 'Download ZIP' });
  const downloaded = page.waitForEvent('download');
  await button.click();
  await expect(section.getByRole('status')).toHaveText('Preparing your export…');
  await expect(button).toHaveAttribute('data-loading', 'true');
  await keepScreenshot(page, 'account-export-loading-1280', { fullPage: false });
  release();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^pitboard-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByRole('status')).toHaveText(`Saved ${download.suggestedFilename()}`);

  const entries = await zipEntries(fs.readFileSync(await download.path()));
  for (const name of ['cars.csv', 'drivers.csv', 'service_life_items.csv', 'clients.csv', 'README.md']) {
    expect(entries.has(name), name).toBe(true);
  }
  const cars = parse<Record<string, string>>(entries.get('cars.csv')?.toString('utf8') ?? '', { columns: true });
  expect(cars.map((car) => [car.id, car.name, car.make])).toEqual([[carId, 'Export "Zoë", the 1st', 'Mazda']]);
  const drivers = parse<Record<string, string>>(entries.get('drivers.csv')?.toString('utf8') ?? '', {
    columns: true,
  });
  expect(drivers.map((driver) => driver.name)).toContain('Åsa Öberg');
  expect(entries.get('README.md')?.toString('utf8')).toContain('### cars.csv (1 rows)');

  await checkPhoneWidth(page);
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'account-export-375', { fullPage: false });
});

test('a track technician, who may not export, does not see the section', async ({ page, browser }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const context = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const tech = await context.newPage();
    await joinTeamAs(page, tech, 'track_technician');
    await tech.goto('/settings');
    await expect(tech.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
    await expect(tech.getByRole('heading', { name: 'Export all data' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
