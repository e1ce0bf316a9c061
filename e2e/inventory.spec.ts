import type { Page } from '@playwright/test';
import {
  checkPhoneWidth,
  chooseOption,
  expect,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

interface Created {
  id: string;
}

const addLocation = (page: Page, name: string, type = 'shop') =>
  postJson<Created>(page, '/api/inventory/locations', { name, type });

const addItem = (page: Page, item: Record<string, unknown>) =>
  postJson<Created>(page, '/api/inventory/items', { category: 'other', condition: 'new', ...item });

/** A client with one car of its own, and a draft work order for that car. */
async function clientWithWorkOrder(page: Page, name: string, carName: string, title: string) {
  const client = await postJson<Created>(page, '/api/clients', {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  });
  const car = await postJson<Created>(page, '/api/cars', { name: carName });
  await postJson(page, `/api/clients/${client.id}/cars`, { carId: car.id });
  const workOrder = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    clientId: client.id,
    carId: car.id,
    title,
  });
  return { clientId: client.id, carId: car.id, workOrder };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Inventory items' }).getByRole('row', { name, exact: true });

test('add an item through the form, then find it by search, location, supplier and group by location', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);

  // Without a location the form says where to start.
  await page.goto('/inventory/new');
  await expect(page.getByText('No locations yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Go to Locations' })).toHaveAttribute('href', '/inventory/locations');

  const shop = await addLocation(page, 'Main Shop');
  const trailer = await addLocation(page, 'Race Trailer', 'trailer');
  const supplier = await postJson<Created>(page, '/api/inventory/suppliers', { name: 'Apex Parts' });
  await postJson(page, '/api/cars', { name: 'Blue Miata' });

  await page.goto('/inventory');
  await expect(page.getByText('No inventory items yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('main').getByRole('link', { name: 'Add Item' }).first().click();
  await expect(page).toHaveURL(/\/inventory\/new$/);

  // The spec's defaults; the default location is preselected.
  await expect(page.getByRole('textbox', { name: 'Current stock' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Other');
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('New');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Main Shop (default)');
  for (const section of [
    'Basic Information',
    'Stock & Location',
    'Supplier Information',
    'Vehicle Compatibility',
    'Assignment',
    'Additional Notes',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  // Nothing named: the form refuses with the spec's message.
  await page.getByRole('button', { name: 'Create Item' }).click();
  await expect(page.getByText('Item name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Item name' }).fill('Brake pads');
  await page.getByRole('textbox', { name: 'Part number', exact: true }).fill('BP-1042');
  await page.getByRole('textbox', { name: 'Manufacturer' }).fill('Hawk');
  await chooseOption(page, 'Category', 'Wear Item');
  await page.getByRole('textbox', { name: 'Current stock' }).fill('4');
  await page.getByRole('textbox', { name: 'Unit cost' }).fill('200');
  // A blank retail price will be 1.5 × cost.
  await expect(page.getByText('Left blank: 1.5 × unit cost = $300.00')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Retail price' })).toHaveAttribute('placeholder', '$300.00');
  await chooseOption(page, 'Supplier', 'Apex Parts');
  await page.getByRole('combobox', { name: 'Compatible vehicles' }).click();
  await page.getByRole('option', { name: 'Blue Miata' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Create Item' }).click();

  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByText('Brake pads added to inventory')).toBeVisible();
  const pads = rowOf(page, 'Brake pads');
  await expect(pads).toContainText('BP-1042 · Hawk');
  await expect(pads).toContainText('Wear Item');
  await expect(pads).toContainText('Blue Miata');
  await expect(pads).toContainText('4In Stock');
  await expect(pads).toContainText('$200.00');
  await expect(pads).toContainText('$300.00');

  await addItem(page, { name: 'Oil filter', partNumber: 'OF-7', currentStock: 0, locationId: trailer.id });
  await addItem(page, { name: 'Tow strap', currentStock: 2, minStockLevel: 2, locationId: shop.id });
  await page.reload();
  await expect(rowOf(page, 'Oil filter')).toContainText('Out of Stock');
  await expect(rowOf(page, 'Oil filter')).toContainText('Universal');
  await expect(rowOf(page, 'Tow strap')).toContainText('Low Stock');
  await expect(page.getByText('Showing 3 of 3 items')).toBeVisible();

  // Search (name, part number, manufacturer), kept in the address.
  const search = page.getByRole('textbox', { name: 'Search inventory' });
  await search.fill('hawk');
  await expect(page).toHaveURL(/q=hawk/);
  await expect(page.getByText('Showing 1 of 1 items')).toBeVisible();
  await expect(pads).toBeVisible();
  await search.fill('of-7');
  await expect(rowOf(page, 'Oil filter')).toBeVisible();
  await expect(pads).toHaveCount(0);
  await search.fill('no such part');
  await expect(page.getByText('No items found')).toBeVisible();
  await page.getByRole('button', { name: 'Show all items' }).click();
  await expect(page.getByText('Showing 3 of 3 items')).toBeVisible();

  // Locations' 'View Items' and suppliers' 'View Parts' links land filtered.
  await page.goto(`/inventory?location=${trailer.id}`);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Race Trailer');
  await expect(rowOf(page, 'Oil filter')).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 items')).toBeVisible();
  await page.goto(`/inventory?supplier=${supplier.id}`);
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Apex Parts');
  await expect(pads).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 items')).toBeVisible();
  await chooseOption(page, 'Supplier', 'All suppliers');
  await expect(page.getByText('Showing 3 of 3 items')).toBeVisible();

  // Grouped by location: a heading per location, its items under it.
  const groupBox = page.getByRole('checkbox', { name: 'Group by location' });
  await groupBox.click();
  await expect(groupBox).toBeChecked();
  await expect(page).toHaveURL(/group=location/);
  const table = page.getByRole('table', { name: 'Inventory items' });
  await expect(table.getByRole('columnheader', { name: 'Main Shop' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Race Trailer' })).toBeVisible();
  const rowNames = await table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? r.textContent?.trim()));
  expect(rowNames.slice(1)).toEqual(['Main Shop', 'Brake pads', 'Tow strap', 'Race Trailer', 'Oil filter']);
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'pitboard-inventory-grouped-1280');

  // Edit shows the stored values, and keeps the cents.
  await pads.getByRole('link', { name: 'Edit Brake pads' }).click();
  await expect(page.getByRole('textbox', { name: 'Unit cost' })).toHaveValue('$200');
  await expect(page.getByRole('textbox', { name: 'Retail price' })).toHaveValue('$300');
  await page.getByRole('textbox', { name: 'Retail price' }).fill('280.50');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(pads).toContainText('$280.50');

  // Delete asks first; the item leaves the list.
  await rowOf(page, 'Tow strap').getByRole('link', { name: 'Edit Tow strap' }).click();
  await page.getByRole('button', { name: 'Delete Item' }).click();
  await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete Item' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByText('"Tow strap" deleted')).toBeVisible();
  await expect(rowOf(page, 'Tow strap')).toHaveCount(0);
  await expect(page.getByText('Showing 2 of 2 items')).toBeVisible();

  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-inventory-375');
  await page.goto('/inventory/new');
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-inventory-form-375');
});

test('assign and unassign, bulk assign, use a part in a work order, and the stock history', async ({ page }) => {
  test.setTimeout(150_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const shop = await addLocation(page, 'Main Shop');
  const rosa = await clientWithWorkOrder(page, 'Rosa Racing', 'Rosa Miata', 'Sebring weekend');
  await addItem(page, {
    name: 'Brake pads',
    partNumber: 'BP-1',
    category: 'wear_item',
    currentStock: 5,
    locationId: shop.id,
    unitCostCents: 2000,
    retailPriceCents: 2800,
  });
  await addItem(page, { name: 'Spark plug', currentStock: 8, locationId: shop.id });
  await addItem(page, { name: 'Zip ties', currentStock: 100, locationId: shop.id });

  await page.goto('/inventory');
  const pads = rowOf(page, 'Brake pads');

  // Assign one item: a client is required.
  await pads.getByRole('button', { name: 'Assign Brake pads' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign "Brake pads"' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Please select a client.')).toBeVisible();
  await chooseOption(assign, 'Client', 'Rosa Racing');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Successfully assigned "Brake pads" to Rosa Racing!')).toBeVisible();
  await expect(pads.getByRole('link', { name: 'Rosa Racing' })).toBeVisible();
  await expect(pads.getByRole('checkbox')).toHaveCount(0);

  // The client's profile lists it; Unassign puts it back in the shop.
  await pads.getByRole('link', { name: 'Rosa Racing' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${rosa.clientId}$`));
  const clientInventory = page.getByRole('table', { name: 'Client inventory' });
  await expect(clientInventory.getByRole('row', { name: /Brake pads/ })).toContainText('$28.00');
  await clientInventory.getByRole('button', { name: 'Unassign Brake pads' }).click();
  await page.getByRole('dialog', { name: 'Unassign item' }).getByRole('button', { name: 'Unassign' }).click();
  await expect(page.getByText('"Brake pads" is back in shop stock.')).toBeVisible();
  await expect(page.getByText('No inventory items assigned to this client yet.')).toBeVisible();

  // Assign Item on the profile: shop items, searched.
  await page.getByRole('button', { name: 'Assign Item' }).click();
  const assignItem = page.getByRole('dialog', { name: 'Assign Item' });
  // Typing searches the server: pick once its narrowed list is in (an option clicked while the
  // list is being replaced can miss), and see the pick taken.
  const itemBox = assignItem.getByRole('combobox', { name: 'Item' });
  const narrowed = page.waitForResponse((response) => /\/api\/inventory\/items\?.*search=spark/.test(response.url()));
  await itemBox.fill('spark');
  await narrowed;
  await page.getByRole('option', { name: 'Spark plug' }).click();
  await expect(itemBox).toHaveValue('Spark plug');
  await assignItem.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Successfully assigned "Spark plug" to Rosa Racing!')).toBeVisible();
  await expect(clientInventory.getByRole('row', { name: /Spark plug/ })).toBeVisible();
  await expectNoSeriousA11yIssuesAfterToasts(page);

  // Unassign from the inventory list too.
  await page.goto('/inventory');
  await rowOf(page, 'Spark plug').getByRole('button', { name: 'Unassign Spark plug' }).click();
  await page.getByRole('dialog', { name: 'Unassign item' }).getByRole('button', { name: 'Unassign' }).click();
  await expect(page.getByText('"Spark plug" is back in shop stock.')).toBeVisible();
  await expect(rowOf(page, 'Spark plug').getByRole('button', { name: 'Assign Spark plug' })).toBeVisible();

  // Bulk assign: at least one item, then the ticked shop items all at once.
  await page.getByRole('button', { name: 'Assign selected' }).click();
  await expect(page.getByText('Please select at least one item to assign.')).toBeVisible();
  await rowOf(page, 'Spark plug').getByRole('checkbox', { name: 'Select Spark plug' }).check();
  await rowOf(page, 'Zip ties').getByRole('checkbox', { name: 'Select Zip ties' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Assign selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Assign 2 item(s) to a client' });
  await chooseOption(bulk, 'Client', 'Rosa Racing');
  await bulk.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Successfully assigned 2 item(s) to Rosa Racing!')).toBeVisible();
  await expect(rowOf(page, 'Zip ties').getByRole('button', { name: 'Unassign Zip ties' })).toBeVisible();

  // Use in Order: a parts line on the open work order, and the stock goes down.
  await pads.getByRole('button', { name: 'Use in Order: Brake pads' }).click();
  const use = page.getByRole('dialog', { name: 'Use "Brake pads" in a work order' });
  await use.getByRole('combobox', { name: 'Work order' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${rosa.workOrder.number} · Rosa Racing · Sebring weekend`) })
    .click();
  await use.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(use.getByText('Adds a parts charge: 2 × Brake pads at $28.00 = $56.00')).toBeVisible();
  // The assignment's toast may still be fading out: the scan waits for it.
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'pitboard-inventory-use-1280', { fullPage: false });
  await use.getByRole('button', { name: 'Add to Work Order' }).click();
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Added 2 × Brake pads to work order' });
  await expect(notice).toContainText('3 left in stock.');

  // The notice's link leads to the work order, which has the part as a parts charge.
  await notice.getByRole('link', { name: rosa.workOrder.number }).click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${rosa.workOrder.id}$`));
  await expect(
    page.getByRole('table', { name: 'Parts charges' }).getByRole('row', { name: /Brake pads/ }),
  ).toContainText('$56.00');
  await page.goBack();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(pads).toContainText('3In Stock');

  // Its stock history: the use, with the work order; receive more.
  await pads.getByRole('button', { name: 'Stock history: Brake pads' }).click();
  const history = page.getByRole('dialog', { name: 'Stock history: Brake pads' });
  const moves = history.getByRole('table', { name: 'Stock moves' });
  await expect(moves.getByRole('row').nth(1)).toContainText('Used in work order');
  await expect(moves.getByRole('row').nth(1)).toContainText('-2');
  await expect(moves.getByRole('link', { name: rosa.workOrder.number })).toBeVisible();
  await expect(moves.getByRole('row').nth(2)).toContainText('Initial stock');
  // More than a count holds is refused under the field, before anything is sent.
  await history.getByRole('textbox', { name: 'Units received' }).fill('999999');
  await history.getByRole('button', { name: 'Receive stock' }).click();
  await expect(history.getByText('Stock cannot go above 1,000,000')).toBeVisible();
  await history.getByRole('textbox', { name: 'Units received' }).fill('10');
  await history.getByRole('textbox', { name: 'Note' }).fill('Order 1042');
  await history.getByRole('button', { name: 'Receive stock' }).click();
  await expect(moves.getByRole('row').nth(1)).toContainText('+10');
  await expect(moves.getByRole('row').nth(1)).toContainText('Order 1042');
  await expect(moves.getByRole('row').nth(1)).toContainText('13');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-inventory-history-1280', { fullPage: false });
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(pads).toContainText('13In Stock');
});

test('import a CSV: a file with a bad row is refused with the row error, a good one adds the items', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  await addLocation(page, 'Main Shop');

  await page.goto('/inventory');
  await page.getByRole('main').getByRole('link', { name: 'Import CSV' }).first().click();
  await expect(page).toHaveURL(/\/inventory\/import$/);
  await expectNoSeriousA11yIssues(page);
  const fileInput = page.locator('input[type="file"]');
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  const header = 'name,part number,category,stock,cost,retail,location';
  await fileInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [header, 'Brake pads,BP-1,wear_item,4,20.00,28.00,Main Shop', 'Oil filter,OF-7,consumable,2,8,,Nowhere'].join(
        '\n',
      ),
    ),
  });
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByRole('row', { name: 'Line 3' })).toContainText('Location "Nowhere" not found');
  await expect(rows.getByRole('row', { name: 'Line 2' })).toContainText('OK');
  await expect(
    page.getByText('1 of 2 row(s) have errors. Nothing will be imported until they are fixed.'),
  ).toBeVisible();
  await expect(importButton).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-inventory-import-1280');
  // Nothing was saved.
  const none = (await (await page.request.get('/api/inventory/items')).json()) as { teamTotal: number };
  expect(none.teamTotal).toBe(0);

  await fileInput.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [header, 'Brake pads,BP-1,wear_item,4,20.00,28.00,Main Shop', 'Oil filter,OF-7,Consumable,2,8,,main shop'].join(
        '\n',
      ),
    ),
  });
  await expect(page.getByText('2 item(s) ready to import.')).toBeVisible();
  await expect(rows.getByRole('row', { name: 'Line 3' })).toContainText('$12.00');
  await importButton.click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByText('Imported 2 item(s)')).toBeVisible();
  await expect(rowOf(page, 'Brake pads')).toContainText('$28.00');
  await expect(rowOf(page, 'Oil filter')).toContainText('$12.00');
  await expect(rowOf(page, 'Oil filter')).toContainText('Consumable');
});
