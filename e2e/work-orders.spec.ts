import type { Page } from '@playwright/test';
import { permissionMessages } from '../src/shared/auth/permissions.rules';
import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
  waitForToasts,
} from './support/fixtures';
import { joinTeamAs } from './support/members';

const year = new Date().getFullYear();
const required = 'Please fill in all required fields (Client, Vehicle, Title)';

const addClient = (page: Page, name: string) =>
  postJson<{ id: string }>(page, '/api/clients', { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` });

/** A client with one car of its own. */
async function clientWithCar(page: Page, name: string, car: Record<string, unknown>) {
  const client = await addClient(page, name);
  const created = await postJson<{ id: string }>(page, '/api/cars', car);
  await postJson(page, `/api/clients/${client.id}/cars`, { carId: created.id });
  return { clientId: client.id, carId: created.id };
}

const cardOf = (page: Page, number: string) => page.getByRole('article', { name: new RegExp(`^${number} `) });

test('build a work order from Quick Add and a part, save it, find it, send it for approval and approve it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const rosa = await clientWithCar(page, 'Rosa Racing', { name: 'Rosa Miata', make: 'Mazda', model: 'MX-5' });
  const ben = await clientWithCar(page, 'Ben Motors', { name: 'Ben 911', make: 'Porsche', model: '911' });

  // No work orders at all: the first empty state, and the sidebar's link leads here.
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Work Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/work-orders$/);
  await expect(page.getByText('No work orders found')).toBeVisible();
  await expect(page.getByText('Get started by creating your first work order.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('main').getByRole('link', { name: 'New Work Order' }).first().click();
  await expect(page.getByRole('heading', { name: 'New Work Order' })).toBeVisible();
  const vehicle = page.getByRole('combobox', { name: 'Vehicle' });
  await expect(vehicle).toBeDisabled();

  // Nothing filled in: the spec's message, and the fields say what is missing.
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByRole('alert').filter({ hasText: required })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');

  // The vehicle list is the chosen client's; another client clears the vehicle.
  await chooseOption(page, 'Client', 'Ben Motors');
  await expect(vehicle).toBeEnabled();
  await vehicle.click();
  await expect(page.getByRole('option', { name: 'Rosa Miata' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Ben 911' }).click();
  await expect(vehicle).toHaveValue('Ben 911');
  await chooseOption(page, 'Client', 'Rosa Racing');
  await expect(vehicle).toHaveValue('');
  await vehicle.click();
  await expect(page.getByRole('option', { name: 'Ben 911' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Rosa Miata' }).click();

  await page.getByRole('textbox', { name: 'Title' }).fill('Sebring race weekend');
  await expect(page.getByRole('alert').filter({ hasText: required })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Description' }).fill('Practice day, inspection and brakes');
  await chooseOption(page, 'Priority', 'High');

  // Quick Add from the default rate card (Standard Rates, made at onboarding).
  await page.getByRole('button', { name: 'Quick Add' }).click();
  await expect(page.getByText('Priced from the default rate card, Standard Rates.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add Practice day/ })).toContainText('6 × $125.00 = $750.00');
  await page.getByRole('button', { name: /^Add Practice day/ }).click();
  await page.getByRole('button', { name: /^Add Pre-session inspection/ }).click();
  await page.getByRole('button', { name: /^Add Brake pads/ }).click();
  await page.getByRole('button', { name: /^Add Panel replacement/ }).click();
  await expect(page.getByText('Added Panel replacement to Damage charges')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Event (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Damage (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('estimated-total')).toHaveText('$1,771.00');
  await expectNoSeriousA11yIssues(page);

  // A part by hand: cost, price and the markup from the shared rule.
  await page.getByRole('tab', { name: 'Parts (1)' }).click();
  const parts = page.getByRole('table', { name: 'Parts charges' });
  const brakePads = parts.getByRole('row').filter({ hasText: 'Brake pads' });
  await expect(brakePads).toContainText('40%');
  // The part's category reads as words, not as its key.
  await expect(brakePads).toContainText('Wear Item');
  await expect(brakePads).not.toContainText('wear_item');
  await page.getByRole('button', { name: 'Add Parts Charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Parts Charge' });
  await dialog.getByRole('button', { name: 'Add Line' }).click();
  await expect(dialog.getByText('Part name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Part name' }).fill('Oil filter');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Unit cost' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Unit price' }).fill('15');
  await expect(dialog.getByTestId('line-markup')).toHaveText('Markup: 50%');
  await expect(dialog.getByTestId('line-total')).toHaveText('Line total: $30.00');
  // The rate card's parts markup (25 %) prices it instead.
  await dialog.getByRole('button', { name: 'Price at 25% markup' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Unit price' })).toHaveValue('$12.5');
  await expect(dialog.getByTestId('line-markup')).toHaveText('Markup: 25%');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Add Line' }).click();
  await expect(dialog).toHaveCount(0);
  const oilFilter = parts.getByRole('row').filter({ hasText: 'Oil filter' });
  await expect(oilFilter).toContainText('$10.00');
  await expect(oilFilter).toContainText('$12.50');
  await expect(oilFilter).toContainText('25%');
  await expect(oilFilter).toContainText('$25.00');
  await expect(page.getByRole('tab', { name: 'Parts (2)' })).toBeVisible();
  await expect(page.getByTestId('subtotal-parts')).toHaveText('$305.00');
  await expect(page.getByTestId('estimated-total')).toHaveText('$1,796.00');

  // Edit a line, and remove one.
  await oilFilter.getByRole('button', { name: 'Edit Oil filter' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Parts Charge' });
  await expect(edit.getByRole('textbox', { name: 'Part name' })).toHaveValue('Oil filter');
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await edit.getByRole('button', { name: 'Save Line' }).click();
  await expect(oilFilter).toContainText('$50.00');
  await page.getByRole('tab', { name: 'Damage (1)' }).click();
  await page.getByRole('button', { name: 'Remove Panel replacement' }).click();
  await expect(page.getByRole('tab', { name: 'Damage (0)' })).toBeVisible();
  // 6 × $125 + 0.8 × $95 + $280 + 4 × $12.50.
  await expect(page.getByTestId('estimated-total')).toHaveText('$1,156.00');
  await keepScreenshot(page, 'wo-builder-1280');

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/work-orders$/);
  const number = `WO-${year}-001`;
  await expect(page.getByText(`Work order ${number} saved as a draft`)).toBeVisible();
  const card = cardOf(page, number);
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('High priority');
  await expect(card).toContainText('Sebring race weekend');
  await expect(card).toContainText('Rosa Racing');
  await expect(card).toContainText('Rosa Miata');
  await expect(card).toContainText('Event: 1');
  await expect(card).toContainText('Service: 1');
  await expect(card).toContainText('Parts: 2');
  await expect(card).toContainText('Damage: 0');
  await expect(card.getByTestId('work-order-total')).toHaveText('$1,156.00');

  // The server saved what the builder showed.
  const saved = (await (await page.request.get('/api/work-orders?search=Sebring')).json()) as {
    items: { id: string; estimatedTotalCents: number }[];
  };
  expect(saved.items[0]?.estimatedTotalCents).toBe(115_600);
  const id = saved.items[0]?.id ?? '';

  // Search and filters: number, title and client name; the count line; no match.
  await postJson(page, '/api/work-orders', { ...ben, title: 'Engine rebuild', priority: 'low' });
  await page.reload();
  const count = page.getByTestId('work-order-count');
  await expect(count).toHaveText('2 of 2 work orders');
  const search = page.getByRole('textbox', { name: 'Search work orders' });
  await search.fill('rosa');
  await expect(count).toHaveText('1 of 2 work orders');
  await expect(card).toBeVisible();
  await search.fill(number);
  await expect(count).toHaveText('1 of 2 work orders');
  await search.fill('engine');
  await expect(cardOf(page, `WO-${year}-002`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await search.fill('no such work order');
  await expect(page.getByText('No work orders found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
  await expect(count).toHaveText('0 of 2 work orders');
  await page.getByRole('button', { name: 'Show all work orders' }).click();
  await expect(count).toHaveText('2 of 2 work orders');
  await chooseOption(page, 'Priority', 'High');
  await expect(count).toHaveText('1 of 2 work orders');
  await expect(card).toBeVisible();
  await chooseOption(page, 'Status', 'Approved');
  await expect(count).toHaveText('0 of 2 work orders');
  await chooseOption(page, 'Status', 'Draft');
  await expect(count).toHaveText('1 of 2 work orders');
  await keepScreenshot(page, 'wo-list-1280');

  // Send for approval (drafts only), then approve after confirming.
  await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Send for Approval ${number}` }).click();
  await expect(page.getByText(`Work order ${number} sent for approval`)).toBeVisible();
  await chooseOption(page, 'Status', 'Pending Approval');
  await expect(card).toContainText('Pending Approval');
  await expect(card.getByRole('button', { name: /^Send for Approval/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Approve ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve work order' });
  await expect(confirm).toContainText(`Record the client's approval of ${number}?`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Work order ${number} approved`)).toBeVisible();
  await expect(count).toHaveText('0 of 2 work orders');
  await chooseOption(page, 'Status', 'Approved');
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('link', { name: `Edit ${number}` })).toHaveCount(0);

  // The work order's own page: details, lines and totals as saved, who approved it.
  await card.getByRole('link', { name: 'Sebring race weekend' }).click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await expect(page.getByRole('heading', { name: `Work Order ${number}` })).toBeVisible();
  await expect(page.getByText(/^Approved \d{2}\/\d{2}\/\d{4} by /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Event charges' })).toContainText(
    'Practice day track support (6 hours)',
  );
  await expect(page.getByRole('table', { name: 'Parts charges' })).toContainText('Oil filter');
  await expect(page.getByTestId('estimated-total')).toHaveText('$1,156.00');
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Cancel Work Order ${number}` })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await waitForToasts(page);
  await keepScreenshot(page, 'wo-view-1280');

  // The client profile's repair-order tabs show it; Create Work Order opens the builder for the client.
  await page.getByRole('link', { name: 'Rosa Racing' }).click();
  const orders = page.getByRole('region', { name: 'Repair Orders' });
  await expect(orders.getByRole('tab', { name: 'ACTIVE (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(orders.getByRole('tab', { name: 'SAVED FOR LATER (0)' })).toBeVisible();
  await expect(orders.getByRole('tab', { name: 'A/R (0)' })).toBeVisible();
  await expect(orders.getByRole('tab', { name: 'PAID (0)' })).toBeVisible();
  const row = orders.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Rosa Miata');
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('$1,156.00');
  await expect(orders).not.toContainText('Engine rebuild');
  const roSearch = orders.getByRole('textbox', { name: 'Search repair orders' });
  await roSearch.fill('miata');
  await expect(row).toBeVisible();
  await roSearch.fill('WO-1999');
  await expect(orders.getByText('No repair orders match your search.')).toBeVisible();
  await roSearch.fill('');
  await orders.getByRole('tab', { name: 'SAVED FOR LATER (0)' }).click();
  await expect(orders.getByText('No draft repair orders saved for later.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await orders.getByRole('tab', { name: 'ACTIVE (1)' }).click();
  await expect(row).toBeVisible();
  await keepScreenshot(page, 'wo-client-profile-1280');

  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Create Work Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/new\\?clientId=${rosa.clientId}$`));
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Rosa Racing');
  await expect(vehicle).toBeEnabled();
  await vehicle.click();
  await expect(page.getByRole('option', { name: 'Rosa Miata' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ben 911' })).toHaveCount(0);
});

test('cancelling asks first; a move the server refuses shows its reason; only open work orders can be edited', async ({
  page,
}) => {
  await registerViaApi(page);
  const refs = await clientWithCar(page, 'Nadia Lopes', { name: 'Nadia Civic' });
  const first = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    ...refs,
    title: 'Alignment',
    serviceCharges: [{ description: 'Alignment', quantity: 1, unitRateCents: 15_000 }],
  });
  const second = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    ...refs,
    title: 'Seat install',
  });

  // A failed load says so, with Retry.
  let fail = true;
  await page.route(/\/api\/work-orders\?/, async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
    else await route.continue();
  });
  await page.goto('/work-orders');
  await expect(page.getByRole('alert').filter({ hasText: 'Boom' })).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  const card = cardOf(page, first.number);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Cancel Work Order ${first.number}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel work order' });
  await expect(confirm).toContainText(`Cancel ${first.number}? A cancelled work order cannot be reopened`);
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: `Cancel Work Order ${first.number}` }).click();
  await confirm.getByRole('button', { name: 'Cancel Work Order' }).click();
  await expect(page.getByText(`Work order ${first.number} cancelled`)).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button')).toHaveCount(0);

  // Someone else cancels the second one while this page still offers Send for Approval: 409.
  await page.goto(`/work-orders/${second.id}`);
  await expect(page.getByRole('heading', { name: `Work Order ${second.number}` })).toBeVisible();
  await postJson(page, `/api/work-orders/${second.id}/status`, { status: 'cancelled' });
  await page.getByRole('button', { name: `Send for Approval ${second.number}` }).click();
  await expect(page.getByText('A work order cannot go from Cancelled to Pending Approval')).toBeVisible();

  await page.goto(`/work-orders/${second.id}/edit`);
  await expect(page.getByText('Only draft work orders and those pending approval can be changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);

  await page.goto('/work-orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Work order not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Work Orders' }).click();
  await expect(page).toHaveURL(/\/work-orders$/);
});

test('editing a draft keeps its lines; Cancel with changes asks before leaving', async ({ page }) => {
  await registerViaApi(page);
  const refs = await clientWithCar(page, 'Iris Kwan', { name: 'Iris BRZ' });
  const order = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    ...refs,
    title: 'Track prep',
    eventCharges: [{ description: 'Transport', quantity: 1, unitRateCents: 25_000 }],
  });
  await page.goto('/work-orders');
  await cardOf(page, order.number)
    .getByRole('link', { name: `Edit ${order.number}` })
    .click();
  await expect(page.getByRole('heading', { name: `Edit Work Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Iris Kwan');
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('Iris BRZ');
  await expect(page.getByRole('table', { name: 'Event charges' })).toContainText('Transport');
  await expect(page.getByTestId('estimated-total')).toHaveText('$250.00');

  await page.getByRole('textbox', { name: 'Title' }).fill('Track prep and transport');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes' });
  await discard.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Track prep and transport');

  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page).toHaveURL(/\/work-orders$/);
  await expect(page.getByText(`Work order ${order.number} sent for approval`)).toBeVisible();
  const card = cardOf(page, order.number);
  await expect(card).toContainText('Track prep and transport');
  await expect(card).toContainText('Pending Approval');
  await expect(card.getByTestId('work-order-total')).toHaveText('$250.00');
});

test("without a default rate card Quick Add says 'No Rate Card Found' and can create it", async ({ page }) => {
  await registerViaApi(page, { userType: 'racer' });
  await page.goto('/work-orders/new');
  await page.getByRole('button', { name: 'Quick Add' }).click();
  await expect(page.getByText('No Rate Card Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Pricing Management' })).toHaveAttribute('href', '/billing/pricing');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Create Default Rate Card' }).click();
  await expect(page.getByText('Priced from the default rate card, Standard Rates.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add Transport \(multi-car\)/ })).toContainText('$400.00');
  await expect(page.getByText('No Rate Card Found')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the list and the builder fit at 375 px', async ({ page }) => {
    await registerViaApi(page);
    const refs = await clientWithCar(page, 'Bartholomew Featherstonehaugh-Worthington', {
      name: 'Porsche 911 GT3 Cup (997.2) Endurance Spec',
    });
    await postJson(page, '/api/work-orders', {
      ...refs,
      title: 'Twenty-four hour endurance race preparation and trackside support package',
      description: 'Complete tear-down inspection, fresh fluids, new brake pads and rotors, corner balancing.',
      priority: 'urgent',
      requestedDate: '2026-06-01',
      eventCharges: [{ description: 'Track support', quantity: 24, unitRateCents: 12_500 }],
      partsCharges: [{ partName: 'Brake rotors', quantity: 4, unitCostCents: 45_000, unitPriceCents: 56_250 }],
    });
    await page.goto('/work-orders');
    await expect(page.getByTestId('work-order-count')).toHaveText('1 of 1 work orders');
    await waitForToasts(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'wo-list-375');
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('link', { name: /^Edit WO-/ }).click();
    await expect(page.getByRole('table', { name: 'Event charges' })).toBeVisible();
    await page.getByRole('button', { name: 'Quick Add' }).click();
    await expect(page.getByRole('button', { name: /^Add Practice day/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Parts (1)' }).click();
    await expect(page.getByRole('table', { name: 'Parts charges' })).toContainText('25%');
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'wo-builder-375');
    await expectNoSeriousA11yIssues(page);
  });
});

test('a track technician prices lines from the rate card only, sends for approval, and leaves approving to the manager', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const rosa = await clientWithCar(page, 'Rosa Racing', { name: 'Rosa Miata', make: 'Mazda', model: 'MX-5' });
  // A line the manager priced by hand stays on the work order when the technician saves it.
  const managed = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    ...rosa,
    title: 'Corner weights',
    serviceCharges: [{ description: 'Corner weighting', quantity: 1, unitRateCents: 12_345, chargeType: 'setup' }],
  });

  const context = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const tech = await context.newPage();
    await joinTeamAs(page, tech, 'track_technician');

    await tech.goto('/work-orders/new');
    await chooseOption(tech, 'Client', 'Rosa Racing');
    await chooseOption(tech, 'Vehicle', 'Rosa Miata');
    await tech.getByRole('textbox', { name: 'Title' }).fill('Brake service');
    await tech.getByRole('tab', { name: 'Service (0)' }).click();
    await tech.getByRole('button', { name: 'Add Service Charge' }).click();
    const dialog = tech.getByRole('dialog', { name: 'Add Service Charge' });
    // The price is the rate card's: it cannot be typed, and a line needs a rate card item.
    const unitRate = dialog.getByRole('textbox', { name: 'Unit rate' });
    await expect(unitRate).toHaveAttribute('readonly', '');
    await expect(dialog.getByText(permissionMessages.set_prices)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Brake bleed');
    await dialog.getByRole('button', { name: 'Add Line' }).click();
    await expect(dialog.getByText('Choose an item of the rate card')).toBeVisible();
    await chooseOption(dialog, 'Rate card item', 'Oil change · $86.00');
    await expect(unitRate).toHaveValue('$86');
    await expect(dialog.getByRole('textbox', { name: 'Charge type' })).toHaveValue('oil_change');
    await expect(dialog.getByTestId('line-total')).toHaveText('Line total: $86.00');
    await expectNoSeriousA11yIssues(tech);
    await keepScreenshot(tech, 'wo-technician-line-1280', { fullPage: false });
    await tech.setViewportSize({ width: 375, height: 800 });
    await expect(dialog.getByRole('combobox', { name: 'Rate card item' })).toBeVisible();
    await keepScreenshot(tech, 'wo-technician-line-375', { fullPage: false });
    await tech.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Add Line' }).click();
    await expect(dialog).toHaveCount(0);
    const line = tech
      .getByRole('table', { name: 'Service charges' })
      .getByRole('row')
      .filter({ hasText: 'Brake bleed' });
    await expect(line).toContainText('$86.00');
    await tech.getByRole('button', { name: 'Send for Approval' }).click();
    await expect(tech).toHaveURL(/\/work-orders$/);
    const number = `WO-${year}-002`;
    await expect(tech.getByText(`Work order ${number} sent for approval`)).toBeVisible();

    // Approving is the manager's or administrator's: no Approve, and the reason on the page.
    const card = cardOf(tech, number);
    await expect(card).toContainText('Pending Approval');
    await expect(card.getByRole('button', { name: `Back to Draft ${number}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Approve ${number}` })).toHaveCount(0);
    await card.getByRole('link', { name: 'Brake service' }).click();
    await expect(tech.getByRole('heading', { name: `Work Order ${number}` })).toBeVisible();
    await expect(tech.getByText(permissionMessages.approve_work_orders)).toBeVisible();
    await expect(tech.getByRole('button', { name: `Approve ${number}` })).toHaveCount(0);
    await expect(tech.getByRole('button', { name: `Cancel Work Order ${number}` })).toBeVisible();
    await expectNoSeriousA11yIssues(tech);
    await waitForToasts(tech);
    await keepScreenshot(tech, 'wo-technician-view-1280');
    await checkPhoneWidth(tech);
    await expect(tech.getByText(permissionMessages.approve_work_orders)).toBeVisible();
    await keepScreenshot(tech, 'wo-technician-view-375');
    await tech.setViewportSize({ width: 1280, height: 800 });

    // The manager's hand-set price stays when the technician saves that work order again.
    await tech.goto(`/work-orders/${managed.id}/edit`);
    await tech.getByRole('tab', { name: 'Service (1)' }).click();
    const kept = tech.getByRole('table', { name: 'Service charges' }).getByRole('row').filter({
      hasText: 'Corner weighting',
    });
    await kept.getByRole('button', { name: 'Edit Corner weighting' }).click();
    const edit = tech.getByRole('dialog', { name: 'Edit Service Charge' });
    await expect(edit.getByRole('textbox', { name: 'Unit rate' })).toHaveValue('$123.45');
    await edit.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await edit.getByRole('button', { name: 'Save Line' }).click();
    await expect(kept).toContainText('$246.90');
    await tech.getByRole('button', { name: 'Save Draft' }).click();
    await expect(tech.getByText(`Work order ${managed.number} saved as a draft`)).toBeVisible();
  } finally {
    await context.close();
  }

  // The manager approves it.
  await page.goto('/work-orders');
  const pending = cardOf(page, `WO-${year}-002`);
  await pending.getByRole('button', { name: `Approve WO-${year}-002` }).click();
  await page.getByRole('dialog', { name: 'Approve work order' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Work order WO-${year}-002 approved`)).toBeVisible();
});
