import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  checkPhoneWidth,
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
  waitForToasts,
} from './support/fixtures';

/** A car made through the cars API (unassigned). */
const addCar = (page: Page, data: Record<string, unknown>) => postJson<{ id: string }>(page, '/api/cars', data);
const addClient = (page: Page, data: Record<string, unknown>) => postJson<{ id: string }>(page, '/api/clients', data);

/** Registers the client's car at a past event on `date` (a visit). */
async function addVisit(page: Page, trackId: string, clientId: string, carId: string, date: string): Promise<void> {
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: `Track day ${date}`,
    date,
    type: 'Track Day',
    trackId,
  });
  await postJson(page, `/api/events/${event.id}/cars`, { clientId, carId });
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('add a client with validation, then edit it', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/clients');
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByTestId('summary-total-clients')).toHaveText('0');
  await expect(page.getByTestId('summary-total-revenue')).toHaveText('$0.00');

  await page.getByRole('link', { name: 'Add Client' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add New Client' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await expect(page.getByRole('switch', { name: 'Marketing Communications' })).toBeChecked();

  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  // An error clears as soon as its field is edited; the others stay.
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Juan Pablo Montoya');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('jpm@montoya');
  await page.getByRole('textbox', { name: 'Phone' }).fill('555 CALL JP');
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Invalid phone format')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('jpm@montoya.example');
  await expect(page.getByText('Invalid email format')).toHaveCount(0);
  await expect(page.getByText('Invalid phone format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 (305) 555-0199');
  await expect(page.getByText('Invalid phone format')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Street Address' }).fill('1 Speedway Blvd');
  await page.getByRole('textbox', { name: 'City' }).fill('Miami');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'FL', exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('33101');
  await page.getByRole('combobox', { name: 'Customer Source' }).click();
  await page.getByRole('option', { name: 'Referral' }).click();
  await page.getByRole('textbox', { name: 'Fleet ID' }).fill('FL-7');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers Saturday pickups');
  await page.getByRole('switch', { name: 'Tax Exempt' }).check();
  await page.getByRole('button', { name: 'Create Client' }).click();

  await expect(page).toHaveURL(/\/clients$/);
  const row = rowOf(page, 'Juan Pablo Montoya');
  await expect(row).toContainText('Individual');
  await expect(row).toContainText('jpm@montoya.example');
  await expect(row).toContainText('+1 (305) 555-0199');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('$0.00');
  await expect(page.getByText('Showing 1 of 1 clients')).toBeVisible();
  await expect(page.getByTestId('summary-total-clients')).toHaveText('1');

  // The saved record: split name, address, source and the save defaults.
  const options = (await (await page.request.get('/api/clients/options')).json()) as { id: string }[];
  const saved = (await (await page.request.get(`/api/clients/${options[0]?.id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({
    firstName: 'Juan',
    lastName: 'Pablo Montoya',
    displayName: 'Juan Pablo Montoya',
    billingAddress: { street: '1 Speedway Blvd', city: 'Miami', state: 'FL', postalCode: '33101', country: 'US' },
    referralSource: 'Referral',
    taxExempt: true,
    marketingConsent: true,
    status: 'active',
    type: 'person',
    businessType: 'individual',
    experienceLevel: 'intermediate',
  });

  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Client' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Juan Pablo Montoya');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('FL');
  await expect(page.getByRole('switch', { name: 'Tax Exempt' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('JP Montoya');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Mexico' }).click();
  await page.getByRole('switch', { name: 'Marketing Communications' }).uncheck();
  await page.getByRole('button', { name: 'Update Client' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await rowOf(page, 'JP Montoya').getByRole('link', { name: 'JP Montoya', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'JP Montoya' })).toBeVisible();
  await expect(page.getByText('Mexico')).toBeVisible();
  await expect(page.getByText('Referral')).toBeVisible();
  await expect(page.getByText('Prefers Saturday pickups')).toBeVisible();
  const updated = (await (await page.request.get(`/api/clients/${options[0]?.id}`)).json()) as Record<string, unknown>;
  expect(updated).toMatchObject({
    firstName: 'JP',
    lastName: 'Montoya',
    marketingConsent: false,
    taxExempt: true,
    billingAddress: { city: 'Miami', state: 'FL', country: 'MX' },
  });
});

test('search, filter and sort the list, and export the CSV', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const ann = await addClient(page, { name: 'Ann Lee', email: 'ann@lee.example', phone: '(555) 010-1111' });
  const bob = await addClient(page, { name: 'Bob Stone', email: 'bob@stone.example', phone: '555 010 2222' });
  await addClient(page, { name: 'Cara "Flash" Diaz, Jr.', email: 'cara@diaz.example' });
  const annCar = await addCar(page, { name: 'Ann GT3' });
  const bobCar = await addCar(page, { name: 'Bob Miata' });
  await postJson(page, `/api/clients/${ann.id}/cars`, { carId: annCar.id });
  await postJson(page, `/api/clients/${bob.id}/cars`, { carId: bobCar.id });
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Sebring', location: 'Sebring, FL' });
  await addVisit(page, track.id, ann.id, annCar.id, '2024-03-15');
  await addVisit(page, track.id, bob.id, bobCar.id, '2025-06-14');

  await page.goto('/clients');
  await expect(page.getByTestId('summary-total-clients')).toHaveText('3');
  await expect(page.getByTestId('summary-total-vehicles')).toHaveText('2');
  const names = page.getByRole('row').locator('td:first-child a');
  await expect(names).toHaveText(['Ann Lee', 'Bob Stone', 'Cara "Flash" Diaz, Jr.']);
  await expect(rowOf(page, 'Ann Lee')).toContainText('03/15/2024');
  await expect(rowOf(page, 'Bob Stone')).toContainText('06/14/2025');
  await expect(page.getByText('Showing 3 of 3 clients')).toBeVisible();
  await keepScreenshot(page, 'pitboard-clients-1280');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: /^Ascending/ }).click();
  await expect(names).toHaveText(['Cara "Flash" Diaz, Jr.', 'Bob Stone', 'Ann Lee']);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Last Visit' }).click();
  await expect(names).toHaveText(['Bob Stone', 'Ann Lee', 'Cara "Flash" Diaz, Jr.']);
  await page.getByRole('button', { name: /^Descending/ }).click();
  await expect(names).toHaveText(['Cara "Flash" Diaz, Jr.', 'Ann Lee', 'Bob Stone']);

  await page.getByRole('textbox', { name: 'Search clients' }).fill('STONE');
  await expect(names).toHaveText(['Bob Stone']);
  await expect(page.getByText('Showing 1 of 1 clients')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search clients' }).fill('010-1111');
  await expect(names).toHaveText(['Ann Lee']);
  await page.getByRole('textbox', { name: 'Search clients' }).fill('nobody here');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search clients' }).fill('a');
  await expect(names).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Individual' }).click();
  await expect(names).toHaveCount(3);
  await expect(page).toHaveURL(/q=a/);

  // Export downloads the whole filtered list in the list's order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Type,Email,Phone,Vehicles,Last Visit,Total Spent,Status');
  expect(lines.slice(1)).toEqual([
    '"Cara ""Flash"" Diaz, Jr.",Individual,cara@diaz.example,,0,Never,$0.00,active',
    'Ann Lee,Individual,ann@lee.example,(555) 010-1111,1,03/15/2024,$0.00,active',
    'Bob Stone,Individual,bob@stone.example,555 010 2222,1,06/14/2025,$0.00,active',
  ]);

  await page.getByRole('textbox', { name: 'Search clients' }).fill('lee');
  await expect(names).toHaveText(['Ann Lee']);
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  const filteredLines = fs
    .readFileSync(await filtered.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toMatch(/^Ann Lee,/);
});

test('profile: assign a car, remove it, and a missing client', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  await addClient(page, {
    name: 'Elena Vasquez',
    email: 'elena@example.com',
    city: 'Miami',
    state: 'FL',
    source: 'Website',
  });
  const other = await addClient(page, { name: 'Other Owner', email: 'other@example.com' });
  await addCar(page, {
    name: 'Spec Miata',
    make: 'Mazda',
    model: 'MX-5',
    year: 1999,
    transponderNumber: 'TX-42',
    hours: 12.5,
    miles: 900,
  });
  const owned = await addCar(page, { name: 'Someone Else GT4' });
  await postJson(page, `/api/clients/${other.id}/cars`, { carId: owned.id });

  await page.goto('/clients');
  await rowOf(page, 'Elena Vasquez').getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { name: 'Elena Vasquez' })).toBeVisible();
  await expect(page.getByText('elena@example.com')).toBeVisible();
  await expect(page.getByText('Website')).toBeVisible();
  await expect(page.getByText('No vehicles assigned to this client yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute(
    'href',
    /^\/cars\/new\?clientId=[0-9a-f-]{36}$/,
  );
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Assign Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Vehicle' });
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  // Only cars without a client are offered.
  await expect(page.getByRole('option', { name: 'Spec Miata' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Someone Else GT4' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Spec Miata' }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Customer vehicles' });
  const carRow = table.getByRole('row').filter({ hasText: 'Spec Miata' });
  await expect(carRow).toContainText('1999 Mazda MX-5');
  await expect(carRow).toContainText('TX-42');
  await expect(carRow).toContainText('12.5');
  await expect(carRow).toContainText('900');
  await expect(carRow.getByRole('link', { name: 'Spec Miata' })).toHaveAttribute('href', /\/cars\/[0-9a-f-]{36}$/);
  await keepScreenshot(page, 'pitboard-client-profile-1280');

  await carRow.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Remove Spec Miata from Elena Vasquez?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No vehicles assigned to this client yet.')).toBeVisible();
  const options = (await (await page.request.get('/api/cars/options')).json()) as {
    name: string;
    clientId: string | null;
  }[];
  expect(options.find((c) => c.name === 'Spec Miata')?.clientId).toBeNull();

  await page.goto('/clients/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Client not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

test('a failed load shows the error with Retry; a server refusal shows under the form', async ({ page }) => {
  await registerViaApi(page);
  const client = await addClient(page, { name: 'Rachel Greene', email: 'rg@example.com' });
  let fail = true;
  await page.route(/\/api\/clients\/[0-9a-f-]{36}$/, async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
    else await route.continue();
  });
  await page.goto(`/clients/${client.id}/edit`);
  await expect(page.getByText('Error loading client data. Please try again.')).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Rachel Greene');

  await page.route(/\/api\/clients\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() === 'PUT') {
      await route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'Email is already used',
            fields: { email: 'Email is already used' },
          },
        },
      });
    } else await route.continue();
  });
  await page.getByRole('button', { name: 'Update Client' }).click();
  await expect(page.getByText('Error: Email is already used')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list, the form and the profile fit; tables scroll in their own box', async ({ page }) => {
    await registerViaApi(page);
    await upgradeToAnnual(page);
    const client = await addClient(page, {
      name: 'Bartholomew Featherstonehaugh-Worthington',
      email: 'bartholomew.featherstonehaugh@example-motorsport.com',
      phone: '+1 (555) 010-9999',
      address: '1234 Extremely Long Street Name Boulevard',
      city: 'Watkins Glen',
      state: 'NY',
    });
    const car = await addCar(page, { name: 'Porsche 911 GT3 Cup', make: 'Porsche', model: '911', year: 2019 });
    await postJson(page, `/api/clients/${client.id}/cars`, { carId: car.id });

    await page.goto('/clients');
    await expect(rowOf(page, 'Bartholomew Featherstonehaugh-Worthington')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-clients-375');
    await page.goto('/clients/new');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-client-form-375');
    await page.goto(`/clients/${client.id}`);
    await expect(page.getByRole('table', { name: 'Customer vehicles' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-client-profile-375');
    await expectNoSeriousA11yIssues(page);
  });
});

test('profile: events and schedule, register for an event, schedule service, add a vehicle for the client', async ({
  page,
}) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const client = await addClient(page, { name: 'Rosa Racing', email: 'rosa@example.com' });
  const miata = await addCar(page, { name: 'Rosa Miata' });
  const porsche = await addCar(page, { name: 'Rosa 911' });
  for (const car of [miata, porsche]) await postJson(page, `/api/clients/${client.id}/cars`, { carId: car.id });
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Sebring', location: 'Sebring, FL' });
  const event = (title: string, days: number) =>
    postJson<{ id: string }>(page, '/api/events', { title, date: isoDay(days), type: 'Track Day', trackId: track.id });
  const past = await event('Last Month', -30);
  const soon = await event('Friday Practice', 3);
  for (const [title, days] of [
    ['Spring Day', 10],
    ['Summer Day', 20],
    ['Autumn Day', 30],
  ] as const) {
    const e = await event(title, days);
    await postJson(page, `/api/events/${e.id}/cars`, { clientId: client.id, carId: miata.id, carNumber: '12' });
  }
  await postJson(page, `/api/events/${past.id}/cars`, { clientId: client.id, carId: miata.id });

  await page.goto(`/clients/${client.id}`);
  const schedule = page.getByRole('region', { name: 'Events & Schedule' });
  const upcoming = schedule.getByRole('listitem');
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.nth(0)).toContainText('Spring Day');
  await expect(upcoming.nth(0)).toContainText('Rosa Miata #12');
  await expect(upcoming.nth(0)).toContainText(usDay(10));
  await expect(upcoming.nth(2)).toContainText('Autumn Day');
  await expect(schedule).not.toContainText('Last Month');

  // Register for Event (a quick action): one of the client's cars at an upcoming event.
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await actions.getByRole('button', { name: 'Register for Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Event' });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please select an event')).toBeVisible();
  await expect(dialog.getByText('Please select a car')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Event' }).click();
  await expect(page.getByRole('option', { name: /Last Month/ })).toHaveCount(0);
  await page.getByRole('option', { name: /^Friday Practice/ }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: 'Rosa 911', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Car number' }).fill('911');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Successfully registered Rosa Racing for the event!')).toBeVisible();
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.nth(0)).toContainText('Friday Practice');
  await expect(upcoming.nth(0)).toContainText('Rosa 911 #911');
  await expect(upcoming.nth(2)).toContainText('Summer Day');
  await upcoming.nth(0).getByRole('link', { name: 'Friday Practice' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${soon.id}$`));
  await expect(
    page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: 'Rosa 911' }),
  ).toContainText('Client: Rosa Racing');

  // The same car again: the server's message shows in the dialog.
  await page.goto(`/clients/${client.id}`);
  await schedule.getByRole('button', { name: 'Add to Event' }).click();
  await dialog.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: /^Friday Practice/ }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: 'Rosa 911', exact: true }).click();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This car is already registered for this event');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await waitForToasts(page);
  await keepScreenshot(page, 'pitboard-client-schedule-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-client-schedule-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Schedule Service: a repair for the vehicle picked.
  await actions.getByRole('button', { name: 'Schedule Service' }).click();
  await page.getByRole('menuitem', { name: 'Rosa 911' }).click();
  await expect(page).toHaveURL(new RegExp(`/repairs/new\\?carId=${porsche.id}$`));
  await expect(page.getByRole('textbox', { name: 'Car' }).or(page.getByRole('combobox', { name: 'Car' }))).toHaveValue(
    'Rosa 911',
  );

  // Add Vehicle from the profile: the new car belongs to the client.
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Add Vehicle' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/new\\?clientId=${client.id}$`));
  await expect(
    page.getByRole('textbox', { name: 'Client' }).or(page.getByRole('combobox', { name: 'Client' })),
  ).toHaveValue('Rosa Racing');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Cayman');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Rosa Cayman' })).toBeVisible();
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole('table', { name: 'Customer vehicles' })).toContainText('Rosa Cayman');
});

test('a client with a car is archived and restored; one without history is deleted', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const kept = await addClient(page, { name: 'Morgan Archer', email: 'morgan@example.com' });
  await addCar(page, { name: 'Morgan GT4', clientId: kept.id });
  const walkIn = await addClient(page, { name: 'Walk In', email: 'walkin@example.com' });

  await page.goto(`/clients/${kept.id}`);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive client' });
  await expect(dialog).toContainText('Morgan Archer has history (1 car), so it cannot be deleted.');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Client archived')).toBeVisible();
  await expect(page.getByText('This client is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Vehicle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Morgan GT4', exact: true })).toBeVisible();
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-client-archived-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Walk In', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Morgan Archer', exact: true })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Clients to show' }).getByText('Archived').click();
  await expect(page).toHaveURL(/show=archived/);
  await page.getByRole('link', { name: 'Morgan Archer', exact: true }).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Client restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Vehicle' })).toBeVisible();

  // A client with nothing recorded is deleted outright.
  await page.goto(`/clients/${walkIn.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client' });
  await expect(confirm).toContainText('Are you sure you want to delete this client? This action cannot be undone.');
  await expect(confirm).toContainText('Nothing else is deleted with it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('Client deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Walk In', exact: true })).toHaveCount(0);
});
