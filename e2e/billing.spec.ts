import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  checkPhoneWidth,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  expectNotClipped,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  usDay,
  waitForToasts,
} from './support/fixtures';

const year = new Date().getFullYear();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An item of the Quick Billing price list, named by its description and price. */
const priceListItem = (page: Page, description: string, price: string) =>
  page.getByRole('button', { name: new RegExp(`^Add ${escape(description)} .*${escape(price)}$`) });

/** A client with one car of theirs, made through the API. */
async function addClientWithCar(page: Page, name: string, carName: string) {
  const client = await postJson<{ id: string }>(page, '/api/clients', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: carName, clientId: client.id });
  return { clientId: client.id, carId: car.id };
}

/** A work order with one service line, sent for approval and approved (the builder's and the list's work). */
async function addApprovedWorkOrder(
  page: Page,
  ids: { clientId: string; carId: string },
  title: string,
  line: { description: string; quantity: number; unitRateCents: number },
  header: { requestedDate?: string } = {},
) {
  const workOrder = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    ...ids,
    ...header,
    title,
    serviceCharges: [line],
  });
  await postJson(page, `/api/work-orders/${workOrder.id}/status`, { status: 'pending_approval' });
  await postJson(page, `/api/work-orders/${workOrder.id}/status`, { status: 'approved' });
  return workOrder;
}

test('Pricing Management: the default card, edited; another card made the default; errors say so', async ({ page }) => {
  // A long journey: the grid, two modals, three failures and a phone check.
  test.setTimeout(150_000);
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Billing System' })).toBeVisible();
  await nav.getByRole('link', { name: 'Pricing Management' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing Management', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Pricing Management · Pitboard');

  // The shop's card from onboarding, with the spec's rates.
  const standard = page.getByRole('article', { name: 'Standard Rates' });
  await expect(standard.getByText('Default', { exact: true })).toBeVisible();
  await expect(standard).toContainText('$125.00/hr');
  await expect(standard).toContainText('$250.00');
  await expect(standard).toContainText('$1,400.00');
  await expect(standard).toContainText('$95.00/hr');
  await expect(standard).toContainText('Parts25%Consumables20%Outside services15%');
  await expect(standard).toContainText('Rush job1.5×Weekend1.25×Holiday1.5×');
  await expect(standard).toContainText('Never');
  await expect(page.getByRole('heading', { name: 'How rate cards work' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Edit: a blank name is refused with the shared schema's message; a new mechanic rate is kept.
  await standard.getByRole('button', { name: 'Edit Standard Rates' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Rate Card' });
  await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('Standard Rates');
  await expect(modal.getByRole('group', { name: 'Event Rates' })).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Service Rates' })).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Settings' })).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Markup Percentages' })).toBeVisible();
  await expect(modal.getByRole('switch', { name: 'Set as Default Rate Card' })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await modal.getByRole('textbox', { name: 'Name' }).fill('');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill('Standard Rates');
  await modal.getByRole('textbox', { name: 'Mechanic labor (per hour)' }).fill('100');
  await modal.getByRole('textbox', { name: 'Parts markup %' }).fill('27.5');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Rate card Standard Rates saved')).toBeVisible();
  await expect(standard).toContainText('$100.00/hr');
  await expect(standard).toContainText('Parts27.5%');

  // The quick billing price list follows the default card: 0.9 × $100 for an oil change.
  const priceList = async () =>
    (await (await page.request.get('/api/billing/price-list')).json()) as {
      rateCard: { name: string } | null;
      sections: { items: { key: string; unitPriceCents: number }[] }[];
    };
  const oilChange = (list: Awaited<ReturnType<typeof priceList>>) =>
    list.sections.flatMap((s) => s.items).find((i) => i.key === 'oil_change')?.unitPriceCents;
  expect(oilChange(await priceList())).toBe(9_000);

  // A second card, started from the standard rates, then made the default.
  await page.getByRole('button', { name: 'New Rate Card' }).click();
  const create = page.getByRole('dialog', { name: 'New Rate Card' });
  await expect(create.getByRole('textbox', { name: 'Track support (per hour)' })).toHaveValue('$125.00');
  await create.getByRole('textbox', { name: 'Name' }).fill('Club Rates');
  await create.getByRole('textbox', { name: 'Description' }).fill('Club members');
  await create.getByRole('textbox', { name: 'Mechanic labor (per hour)' }).fill('');
  await create.getByRole('textbox', { name: 'Track support (per hour)' }).fill('110');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  const club = page.getByRole('article', { name: 'Club Rates' });
  await expect(club).toContainText('$110.00/hr');
  // A blank rate counts as 0, as the spec says.
  await expect(club).toContainText('Mechanic labor$0.00/hr');
  await expect(club.getByText('Default', { exact: true })).toHaveCount(0);
  await waitForToasts(page);

  await club.getByRole('button', { name: 'Set Club Rates as default' }).click();
  await expect(page.getByText('Club Rates is now the default rate card')).toBeVisible();
  await expect(club.getByText('Default', { exact: true })).toBeVisible();
  await expect(standard.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(standard.getByRole('button', { name: 'Set Standard Rates as default' })).toBeVisible();
  expect((await priceList()).rateCard?.name).toBe('Club Rates');
  expect(oilChange(await priceList())).toBe(0);

  // A failed save keeps the modal open with the spec's message.
  await page.route('**/api/rate-cards/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'Error saving rate card. Please try again.' } }),
        })
      : route.fallback(),
  );
  await club.getByRole('button', { name: 'Edit Club Rates' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rate Card' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('Error saving rate card. Please try again.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await page.unroute('**/api/rate-cards/*');

  // Delete asks first, in the spec's words.
  await standard.getByRole('button', { name: 'Delete Standard Rates' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Standard Rates' });
  await expect(confirm).toContainText('Are you sure you want to delete this rate card? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(standard).toHaveCount(0);
  await expect(club).toBeVisible();

  // A load failure is an error with Retry; no sample cards are invented.
  await page.route('**/api/rate-cards', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Service unavailable' } }),
    }),
  );
  await page.reload();
  // Server errors are retried twice before the error shows.
  await expect(page.getByText('Error loading rate cards. Please try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.unroute('**/api/rate-cards');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(club).toBeVisible();
  await checkPhoneWidth(page);
  await expectNoSeriousA11yIssues(page);
});

test('with no rate card, Pricing creates the default one and Billing says No Rate Card Found', async ({ page }) => {
  // A racer's team gets no card on onboarding.
  await registerViaApi(page, { userType: 'racer' });
  await page.goto('/billing');
  await expect(page.getByText('No Rate Card Found')).toBeVisible();
  await page.getByRole('link', { name: 'Pricing Management' }).last().click();
  await expect(page).toHaveURL(/\/billing\/pricing$/);
  await expect(page.getByText('No rate cards yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Default Rate Card' }).click();
  const standard = page.getByRole('article', { name: 'Standard Rates' });
  await expect(standard.getByText('Default', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Billing System' }).click();
  await expect(priceListItem(page, 'Transport (round trip)', '$250.00')).toBeVisible();
});

test('Quick Billing: items for a client become a new work order, then join it', async ({ page }) => {
  test.setTimeout(150_000);
  await registerViaApi(page);
  const ids = await addClientWithCar(page, 'Rosa Kart', 'Rosa Miata');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing System', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Quick Billing Panel' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('From Standard Rates')).toBeVisible();
  for (const tab of ['Track Support Bundle', 'Service Items', 'Maintenance', 'Damage/Repair']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByText('No items selected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Work Order' })).toBeDisabled();

  // Prices from the default card: transport = the transportation rate, oil change 0.9 × mechanic.
  await priceListItem(page, 'Transport (round trip)', '$250.00').click();
  await page.getByRole('tab', { name: 'Service Items' }).click();
  await priceListItem(page, 'Oil change', '$86.00').click();
  await priceListItem(page, 'Oil change', '$86.00').click();
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await priceListItem(page, 'Tire replacement (per tire)', '$350.00').click();
  const selected = page.getByRole('list', { name: 'Selected items' });
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await expect(selected.getByRole('textbox', { name: 'Quantity of Oil change' })).toHaveValue('2');
  const tires = selected.getByRole('textbox', { name: 'Quantity of Tire replacement (per tire)' });
  await tires.fill('4');
  await expect(page.getByTestId('selected-total')).toHaveText('$1,822.00');
  // A quantity that is not a whole number of at least 1 falls back to 1.
  await tires.fill('0');
  await tires.blur();
  await expect(tires).toHaveValue('1');
  await expect(page.getByTestId('selected-total')).toHaveText('$772.00');
  await tires.fill('4');
  await page.getByRole('tab', { name: 'Damage/Repair' }).click();
  await priceListItem(page, 'Paint work', '$808.00').click();
  await selected.getByRole('button', { name: 'Remove Paint work' }).click();
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('selected-total')).toHaveText('$1,822.00');
  await expectNoSeriousA11yIssues(page);
  // A look at the other tab keeps the selection.
  await page.getByRole('tab', { name: 'Billing Workflow' }).click();
  await expect(page.getByText('No approved work orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Quick Billing Panel' }).click();
  await expect(page.getByTestId('selected-total')).toHaveText('$1,822.00');

  // A new work order needs a client and one of the client's vehicles.
  await page.getByRole('button', { name: 'Create New Work Order' }).click();
  await expect(page.getByText('Choose a client')).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Rosa Kart' }).click();
  await page.getByRole('button', { name: 'Create New Work Order' }).click();
  await expect(page.getByText('Choose a vehicle')).toBeVisible();
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: 'Rosa Miata' }).click();
  await page.getByRole('textbox', { name: 'Work order title' }).fill('Race weekend support');
  await page.getByRole('button', { name: 'Create New Work Order' }).click();
  await expect(page.getByText('Created new work order with 3 items!')).toBeVisible();
  const saved = page.getByRole('region', { name: new RegExp(`Added to WO-${year}-001`) });
  await expect(saved).toContainText('Race weekend support');
  await expect(saved).toContainText('Tire replacement (per tire)');
  await expect(page.getByTestId('saved-work-order-total')).toHaveText('$1,822.00');
  await expect(page.getByText('No items selected.')).toBeVisible();

  // Saved for real: a draft with the three lines, priced on the server.
  const list = (await (await page.request.get(`/api/work-orders?clientId=${ids.clientId}`)).json()) as {
    items: { id: string; status: string; title: string; estimatedTotalCents: number; carId: string }[];
  };
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({
    status: 'draft',
    title: 'Race weekend support',
    estimatedTotalCents: 182_200,
    carId: ids.carId,
  });

  // Add to Existing Work Order: the client's open work order takes another line.
  await page.getByRole('tab', { name: 'Damage/Repair' }).click();
  await priceListItem(page, 'Damage assessment', '$150.00').click();
  await page.getByRole('button', { name: 'Add to Existing Work Order' }).click();
  const modal = page.getByRole('dialog', { name: 'Add to Existing Work Order' });
  await modal.getByRole('combobox', { name: 'Work order' }).click();
  await page.getByRole('option', { name: new RegExp(`WO-${year}-001 · Race weekend support`) }).click();
  await expectNoSeriousA11yIssues(page);
  await modal.getByRole('button', { name: 'Add 1 Item' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Added 1 item to current work order!')).toBeVisible();
  await expect(page.getByTestId('saved-work-order-total')).toHaveText('$1,972.00');
  const detail = (await (await page.request.get(`/api/work-orders/${list.items[0]?.id}`)).json()) as {
    damageCharges: { description: string; totalCents: number }[];
    estimatedTotalCents: number;
  };
  expect(detail.damageCharges).toMatchObject([{ description: 'Damage assessment', totalCents: 15_000 }]);
  expect(detail.estimatedTotalCents).toBe(197_200);
  await checkPhoneWidth(page);
  await expectNoSeriousA11yIssuesAfterToasts(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Quick Billing keeps the selection in sight: a summary bar with the count and total', async ({ page }) => {
    await registerViaApi(page);
    await addClientWithCar(page, 'Rosa Kart', 'Rosa Miata');
    await page.goto('/billing');
    const summary = page.getByRole('region', { name: 'Selection summary' });
    await expect(summary).toContainText('No items selected');

    // Well down the price list, each + says what it did, in sight.
    await page.getByRole('tab', { name: 'Service Items' }).click();
    const oilChange = priceListItem(page, 'Oil change', '$86.00');
    await oilChange.click();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText('1 item · $86.00');
    await expect(oilChange).toContainText('1 selected');
    await oilChange.click();
    await expect(summary).toContainText('1 item · $172.00');
    await expect(oilChange).toContainText('2 selected');
    await priceListItem(page, 'Coolant service', '$95.00').click();
    await expect(summary).toContainText('2 items · $267.00');
    await expect(summary).toBeInViewport();
    await expectNotClipped(summary);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'pitboard-quick-billing-summary-375', { fullPage: false });

    // The bar leads to the selected items.
    await summary.getByRole('button', { name: 'View selected items' }).click();
    const selected = page.getByRole('list', { name: 'Selected items' });
    await expect(selected).toBeInViewport();
    await expect(selected.getByRole('listitem')).toHaveCount(2);
    await selected.getByRole('button', { name: 'Remove Coolant service' }).click();
    await expect(summary).toContainText('1 item · $172.00');
    await expectNoSeriousA11yIssues(page);
    await keepScreenshot(page, 'pitboard-quick-billing-selected-375', { fullPage: false });

    // One item: the message counts it as one.
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Rosa Kart' }).click();
    await page.getByRole('combobox', { name: 'Vehicle' }).click();
    await page.getByRole('option', { name: 'Rosa Miata' }).click();
    await page.getByRole('button', { name: 'Create New Work Order' }).click();
    await expect(page.getByText('Created new work order with 1 item!')).toBeVisible();
    await expect(summary).toContainText('No items selected');
    await expectNoHorizontalScroll(page);
  });

  test('on a wide screen Selected Items sit beside the price list and no summary bar is needed', async ({ page }) => {
    await registerViaApi(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/billing');
    await priceListItem(page, 'Transport (round trip)', '$250.00').click();
    await expect(page.getByRole('list', { name: 'Selected items' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Selection summary' })).toBeHidden();
    await expect(priceListItem(page, 'Transport (round trip)', '$250.00')).toContainText('1 selected');
    await keepScreenshot(page, 'pitboard-quick-billing-1280', { fullPage: false });
  });
});

test('the money journey: two approved work orders on one invoice, previewed, downloaded, sent and paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerViaApi(page);
  const ids = await addClientWithCar(page, 'Ayrton Costa', 'Costa Porsche');
  const first = await addApprovedWorkOrder(
    page,
    ids,
    'Brake service',
    { description: 'Mechanic labor', quantity: 2, unitRateCents: 9_500 },
    { requestedDate: isoDay(4) },
  );
  const second = await addApprovedWorkOrder(page, ids, 'Suspension setup', {
    description: 'Corner weighting',
    quantity: 1,
    unitRateCents: 100_000,
  });

  await page.goto(`/clients/${ids.clientId}`);
  await expect(page.getByTestId('client-total-spent')).toHaveText('$0.00');
  await expect(page.getByTestId('client-balance')).toHaveText('$0.00');

  await page.goto('/billing');
  await page.getByRole('tab', { name: 'Billing Workflow' }).click();
  await expect(page).toHaveURL(/tab=workflow/);
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Consolidated Invoice' })).toBeDisabled();
  // Each work order's dates say which they are: when it was requested, when it was created.
  const firstRow = page.getByRole('listitem').filter({ hasText: first.number });
  await expect(firstRow).toContainText(`Requested ${usDay(4)}`);
  await expect(firstRow).toContainText(`Created ${usDay(0)}`);
  await expect(page.getByRole('listitem').filter({ hasText: second.number })).toContainText('No requested date');
  await page.getByRole('checkbox', { name: `${first.number} · Brake service` }).check();
  await page.getByRole('checkbox', { name: `${second.number} · Suspension setup` }).check();
  await expect(page.getByText('2 work orders for Ayrton Costa')).toBeVisible();
  // $190.00 + $1,000.00; tax 8.75 % of $1,190.00 is $104.125, rounded half up.
  await expect(page.getByTestId('summary-subtotal')).toHaveText('$1,190.00');
  await expect(page.getByText('Tax (8.75%)')).toBeVisible();
  await expect(page.getByTestId('summary-tax')).toHaveText('$104.13');
  await expect(page.getByTestId('summary-total')).toHaveText('$1,294.13');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Create Consolidated Invoice' }).click();
  const invoiceNumber = `INV-${year}-001`;
  await expect(page.getByText(`Invoice ${invoiceNumber} created`).first()).toBeVisible();
  await expect(page.getByText('No approved work orders')).toBeVisible();
  const row = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Ayrton Costa');
  await expect(row).toContainText('2 work orders');
  await expect(row).toContainText('$1,294.13');
  await expect(row).toContainText('Draft');

  // Preview: the invoice as saved, with both work orders' lines.
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(preview.getByRole('heading', { name: invoiceNumber })).toBeVisible();
  await expect(preview).toContainText('Bill to Ayrton Costa');
  await expect(preview).toContainText('Mechanic labor');
  await expect(preview).toContainText('Corner weighting');
  await expect(preview).toContainText('Tax (8.75%)');
  await expect(preview.getByTestId('preview-total')).toHaveText('$1,294.13');
  await expectNoSeriousA11yIssuesAfterToasts(page);

  // Download PDF: the server's PDF of this invoice.
  const link = preview.getByRole('link', { name: 'Download PDF' });
  const href = await link.getAttribute('href');
  const pdf = await page.request.get(`${appBaseUrl()}${href}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(preview).toBeHidden();

  await row.getByRole('button', { name: 'Mark Sent' }).click();
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('button', { name: 'Mark Sent' })).toHaveCount(0);

  await page.goto(`/clients/${ids.clientId}`);
  await expect(page.getByTestId('client-total-spent')).toHaveText('$0.00');
  await expect(page.getByTestId('client-balance')).toHaveText('$1,294.13');
  await page.goBack();

  await page.getByRole('tab', { name: 'Billing Workflow' }).click();
  await row.getByRole('button', { name: 'Mark Paid' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${invoiceNumber} paid` });
  await expect(confirm).toContainText('$1,294.13 from Ayrton Costa');
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  await checkPhoneWidth(page);
  await row.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Paid: the client's Total Spent grows and the balance clears.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/clients/${ids.clientId}`);
  await expect(page.getByTestId('client-total-spent')).toHaveText('$1,294.13');
  await expect(page.getByTestId('client-balance')).toHaveText('$0.00');
  await page.goto('/clients');
  await expect(page.getByRole('row').filter({ hasText: 'Ayrton Costa' })).toContainText('$1,294.13');
});

test('with the race shop off, Billing and Pricing leave the menu', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Billing System' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing Management' })).toBeVisible();
  await page.getByRole('switch', { name: /Race shop enabled/ }).click();
  await expect(page.getByRole('switch', { name: /Race shop enabled/ })).not.toBeChecked();
  await expect(nav.getByRole('link', { name: 'Billing System' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Pricing Management' })).toHaveCount(0);
});

test("a shop's money: its details on the invoice, a deposit and a partial payment, paid in full; another voided by a credit note; receivables aged", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page);
  const client = 'Łukasz Wójcik-Řezáč';
  const ids = await addClientWithCar(page, client, 'Wójcik Radical');
  const first = await addApprovedWorkOrder(page, ids, 'Engine refresh', {
    description: 'Engine labor',
    quantity: 1,
    unitRateCents: 100_000,
  });
  const second = await addApprovedWorkOrder(page, ids, 'Wrong job', {
    description: 'Setup',
    quantity: 1,
    unitRateCents: 20_000,
  });

  // Settings → Team: the shop's details, which invoices print.
  await page.goto('/settings/team');
  const shop = page.getByRole('region', { name: 'Shop details' });
  await shop.getByRole('textbox', { name: 'Shop name' }).fill('Wójcik Race Prep');
  await shop.getByRole('textbox', { name: 'Street address' }).fill('400 Pit Lane');
  await shop.getByRole('textbox', { name: 'City' }).fill('Sebring');
  await shop.getByRole('textbox', { name: 'Payment instructions' }).fill('Checks payable to Wójcik Race Prep');
  await shop.getByRole('button', { name: 'Save Shop Details' }).click();
  await expect(page.getByText('Shop details saved')).toBeVisible();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'shop-details-1280');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'shop-details-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/billing?tab=workflow');
  await page.getByRole('checkbox', { name: `${first.number} · Engine refresh` }).check();
  await page.getByRole('button', { name: 'Create Consolidated Invoice' }).click();
  const invoiceNumber = `INV-${year}-001`;
  await expect(page.getByText(`Invoice ${invoiceNumber} created`).first()).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Invoices' });
  const row = invoices.getByRole('listitem').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('$1,087.50');

  // A deposit before the work, then a partial payment: the balance is what is left.
  const pay = async (kind: 'Deposit' | 'Payment', amount: string, reference: string) => {
    await row.getByRole('button', { name: 'Record Payment' }).click();
    const modal = page.getByRole('dialog', { name: `Record payment on ${invoiceNumber}` });
    await modal.getByRole('radio', { name: kind }).check({ force: true });
    await modal.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await modal.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await modal.getByRole('button', { name: 'Record Payment' }).click();
    await expect(modal).toBeHidden();
  };
  await pay('Deposit', '250', 'Cash at drop-off');
  await expect(row.getByTestId('invoice-balance')).toHaveText('Balance $837.50');
  await row.getByRole('button', { name: 'Mark Sent' }).click();
  await expect(row).toContainText('Sent');
  await pay('Payment', '400', 'Check 1042');
  await expect(row.getByTestId('invoice-balance')).toHaveText('Balance $437.50');
  await expect(row).toContainText('Paid $650.00');

  // More than the balance is refused with the balance named.
  await row.getByRole('button', { name: 'Record Payment' }).click();
  const over = page.getByRole('dialog', { name: `Record payment on ${invoiceNumber}` });
  await expect(over.getByRole('textbox', { name: 'Amount' })).toHaveValue('$437.50');
  await over.getByRole('textbox', { name: 'Amount' }).fill('500');
  await over.getByRole('button', { name: 'Record Payment' }).click();
  await expect(over.getByRole('alert')).toHaveText('A payment of $500.00 is more than the balance of $437.50');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'record-payment-1280', { fullPage: false });
  await over.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/clients/${ids.clientId}`);
  await expect(page.getByTestId('client-total-spent')).toHaveText('$650.00');
  await expect(page.getByTestId('client-balance')).toHaveText('$437.50');
  await page.goto('/billing?tab=workflow');

  // The preview shows the shop, the payments and the balance due.
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(preview).toContainText('Wójcik Race Prep');
  await expect(preview).toContainText(`Bill to ${client}`);
  await expect(preview.getByTestId('preview-balance')).toHaveText('$437.50');
  await expect(preview.getByRole('table', { name: 'Payments' })).toContainText('Check 1042');
  await keepScreenshot(page, 'invoice-preview-1280', { fullPage: false });
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The rest: paid, and the client's Total Spent is the whole invoice.
  await pay('Payment', '437.50', 'Card');
  await expect(row).toContainText('Paid');
  await expect(row.getByTestId('invoice-balance')).toHaveCount(0);
  await page.goto(`/clients/${ids.clientId}`);
  await expect(page.getByTestId('client-total-spent')).toHaveText('$1,087.50');
  await expect(page.getByTestId('client-balance')).toHaveText('$0.00');

  // Another invoice, voided by a credit note: its work order can be invoiced again.
  await page.goto('/billing?tab=workflow');
  await page.getByRole('checkbox', { name: `${second.number} · Wrong job` }).check();
  await page.getByRole('button', { name: 'Create Consolidated Invoice' }).click();
  const wrongNumber = `INV-${year}-002`;
  const wrong = invoices.getByRole('listitem').filter({ hasText: wrongNumber });
  await expect(wrong).toContainText('Draft');
  await expect(page.getByRole('checkbox', { name: `${second.number} · Wrong job` })).toHaveCount(0);
  await wrong.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: `Void ${wrongNumber}` });
  await voiding.getByRole('textbox', { name: 'Reason' }).fill('Billed the wrong job');
  await voiding.getByRole('button', { name: 'Void with Credit Note' }).click();
  await expect(page.getByText(`Invoice ${wrongNumber} voided by credit note CN-${year}-001`)).toBeVisible();
  await expect(wrong).toContainText('Void');
  await expect(page.getByRole('checkbox', { name: `${second.number} · Wrong job` })).toBeVisible();
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'invoices-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Receivables: one invoice 100 days old (due 70 days ago), one issued 10 days ago (due in 20).
  const old = await addApprovedWorkOrder(page, ids, 'Old job', {
    description: 'Labor',
    quantity: 1,
    unitRateCents: 10_000,
  });
  const recent = await addApprovedWorkOrder(page, ids, 'New job', {
    description: 'Labor',
    quantity: 1,
    unitRateCents: 20_000,
  });
  for (const [workOrder, issued] of [
    [old, isoDay(-100)],
    [recent, isoDay(-10)],
  ] as const) {
    const invoice = await postJson<{ id: string }>(page, '/api/invoices', {
      workOrderIds: [workOrder.id],
      today: issued,
    });
    await postJson(page, `/api/invoices/${invoice.id}/send`, {});
  }
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Receivables' }).click();
  await expect(page.getByRole('heading', { name: 'Receivables', level: 1 })).toBeVisible();
  // $100.00 + 8.75 % = $108.75, 70 days overdue; $200.00 + 8.75 % = $217.50, current.
  await expect(page.getByTestId('aging-current')).toContainText('$217.50');
  await expect(page.getByTestId('aging-days1to30')).toContainText('$0.00');
  await expect(page.getByTestId('aging-days61to90')).toContainText('$108.75');
  await expect(page.getByTestId('aging-over90')).toContainText('$0.00');
  await expect(page.getByTestId('aging-total')).toContainText('$326.25');
  await expect(page.getByRole('row').filter({ hasText: '$108.75' })).toContainText('Overdue · 70 days overdue');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'receivables-1280');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'receivables-375');
});
