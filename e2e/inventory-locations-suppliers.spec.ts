import type { Locator, Page } from '@playwright/test';
import {
  checkPhoneWidth,
  chooseOption,
  expect,
  expectNoSeriousA11yIssuesAfterToasts,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';

/** Clicks the star of the rating (its radio input is hidden behind the star). */
async function rate(scope: Locator, stars: string) {
  const id = await scope.getByRole('radio', { name: stars }).getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
  await expect(scope.getByRole('radio', { name: stars })).toBeChecked();
}

/** Picks `options` in the multi-select labelled `label`, opening it again whenever it closes. */
async function pickMany(page: Page, scope: Locator, label: string, options: string[]) {
  for (const option of options) {
    const item = page.getByRole('option', { name: option, exact: true });
    if (!(await item.isVisible())) await scope.getByRole('combobox', { name: label }).click({ force: true });
    await item.click();
  }
  await page.keyboard.press('Escape');
}

test('Inventory locations: add, make default, edit, delete an empty one; one holding items stays', async ({ page }) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  await page.goto('/inventory/locations');
  await expect(page).toHaveTitle('Inventory Locations · Pitboard');
  await expect(page.getByRole('heading', { name: 'Inventory Locations', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No locations yet' })).toBeVisible();

  // The first location: the name is required; it becomes the default whatever the switch says.
  await page.getByRole('button', { name: 'Add Location' }).first().click();
  let modal = page.getByRole('dialog', { name: 'Add Location' });
  await expect(modal.getByRole('switch', { name: 'Default location' })).toBeChecked();
  await expect(modal.getByRole('switch', { name: 'Default location' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Add Location' }).click();
  await expect(modal.getByText('Location name is required')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Location name' }).fill('  Main Shop  ');
  await modal.getByRole('button', { name: 'Add Location' }).click();
  await expect(modal).toBeHidden();
  const shop = page.getByRole('article', { name: 'Main Shop' });
  await expect(shop).toContainText('Shop Bay');
  await expect(shop).toContainText('0 items');
  await expect(shop.getByText('Default', { exact: true })).toBeVisible();

  // The second, a trailer made the default: the flag moves and it is listed first.
  await page.getByRole('button', { name: 'Add Location' }).click();
  modal = page.getByRole('dialog', { name: 'Add Location' });
  await modal.getByRole('textbox', { name: 'Location name' }).fill('Race Trailer');
  await chooseOption(modal, 'Type', 'Trailer');
  await modal.getByRole('switch', { name: 'Default location' }).check();
  await modal.getByRole('button', { name: 'Add Location' }).click();
  await expect(modal).toBeHidden();
  const trailer = page.getByRole('article', { name: 'Race Trailer' });
  await expect(trailer.getByText('Default', { exact: true })).toBeVisible();
  await expect(shop.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Race Trailer');

  // A name already in use (any case) is refused under the field.
  await page.getByRole('button', { name: 'Add Location' }).click();
  modal = page.getByRole('dialog', { name: 'Add Location' });
  await modal.getByRole('textbox', { name: 'Location name' }).fill('race trailer');
  await modal.getByRole('button', { name: 'Add Location' }).click();
  await expect(modal.getByText('A location named "race trailer" already exists')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Edit: rename and describe the shop.
  await shop.getByRole('button', { name: 'Edit Main Shop' }).click();
  modal = page.getByRole('dialog', { name: 'Edit Location' });
  await expect(modal.getByRole('textbox', { name: 'Location name' })).toHaveValue('Main Shop');
  await modal.getByRole('textbox', { name: 'Location name' }).fill('Main Shop Bay');
  await modal.getByRole('textbox', { name: 'Description' }).fill('Left wall shelving');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toBeHidden();
  const bay = page.getByRole('article', { name: 'Main Shop Bay' });
  await expect(bay).toContainText('Left wall shelving');

  // A part kept in the trailer: its Delete only says why it cannot go.
  const trailerId = new URL(
    await trailer
      .getByRole('link', { name: 'View items in Race Trailer' })
      .evaluate((a) => (a as HTMLAnchorElement).href),
  ).searchParams.get('location');
  expect(trailerId).toBeTruthy();
  await postJson(page, '/api/inventory/items', {
    name: 'Brake pads',
    category: 'wear_item',
    currentStock: 4,
    locationId: trailerId,
    condition: 'new',
  });
  await page.reload();
  await expect(trailer).toContainText('1 item');
  const inUse =
    'Cannot delete location "Race Trailer" because it contains 1 inventory items. Please move or remove the items first.';
  const refusedDelete = trailer.getByRole('button', { name: 'Delete Race Trailer' });
  await expect(refusedDelete).toBeDisabled();
  await refusedDelete.hover();
  await expect(page.getByRole('tooltip', { name: inUse })).toBeVisible();
  // Pressed anyway (it stays focusable, so a phone user can tap it), it says why.
  await refusedDelete.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: inUse })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Make the bay the default again.
  await bay.getByRole('button', { name: 'Make Default: Main Shop Bay' }).click();
  await expect(bay.getByText('Default', { exact: true })).toBeVisible();
  await expect(trailer.getByText('Default', { exact: true })).toHaveCount(0);

  // An empty location is deleted after a confirmation.
  await page.getByRole('button', { name: 'Add Location' }).click();
  modal = page.getByRole('dialog', { name: 'Add Location' });
  await modal.getByRole('textbox', { name: 'Location name' }).fill('Spare Storage');
  await chooseOption(modal, 'Type', 'Storage Unit');
  await modal.getByRole('button', { name: 'Add Location' }).click();
  await expect(modal).toBeHidden();
  const spare = page.getByRole('article', { name: 'Spare Storage' });
  await expect(spare).toContainText('Storage Unit');
  await spare.getByRole('button', { name: 'Delete Spare Storage' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete location' });
  await expect(confirm).toContainText('Delete the location "Spare Storage"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(spare).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);

  await expectNoSeriousA11yIssuesAfterToasts(page);
  await checkPhoneWidth(page);

  // View Items opens the inventory filtered to the location.
  await trailer.getByRole('link', { name: 'View items in Race Trailer' }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory\\?location=${trailerId}$`));
});

test('Suppliers: add one with categories, see its card, search, Preferred Only, delete, View Parts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  await page.goto('/inventory/suppliers');
  await expect(page).toHaveTitle('Suppliers · Pitboard');
  await expect(page.getByRole('heading', { name: 'No suppliers yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Supplier' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add Supplier' });
  await modal.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(modal.getByText('Supplier name is required')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Supplier name' }).fill('Apex Brakes');
  await modal.getByRole('textbox', { name: 'Contact person' }).fill('Dana Ruiz');
  await modal.getByRole('textbox', { name: 'Email' }).fill('parts@apex');
  await modal.getByRole('textbox', { name: 'Phone' }).fill('(555) 123-4567');
  await modal.getByRole('textbox', { name: 'Website' }).fill('apexbrakes.com');
  await modal.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(modal.getByText('Enter a valid email address, like parts@example.com')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email' }).fill('parts@apexbrakes.com');
  await expect(modal.getByRole('textbox', { name: 'Country' })).toHaveValue('USA');
  await expect(modal.getByRole('textbox', { name: 'Lead time (days)' })).toHaveValue('7');
  await pickMany(page, modal, 'Categories', ['Wear Item', 'Safety', 'Suspension', 'Consumable']);
  await modal.getByRole('textbox', { name: 'Lead time (days)' }).fill('5');
  await rate(modal, '4 stars');
  await modal.getByRole('switch', { name: 'Preferred supplier' }).check();
  await modal.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(modal).toBeHidden();

  const apex = page.getByRole('article', { name: 'Apex Brakes' });
  await expect(apex.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  await expect(apex.getByText('Preferred', { exact: true })).toBeVisible();
  const chips = apex.getByRole('list', { name: 'Categories' });
  await expect(chips.getByRole('listitem')).toHaveText(['Wear Item', 'Safety', 'Suspension', '+1 more']);
  await expect(apex.getByRole('link', { name: 'parts@apexbrakes.com' })).toHaveAttribute(
    'href',
    'mailto:parts@apexbrakes.com',
  );
  await expect(apex.getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
  await expect(apex.getByRole('link', { name: 'apexbrakes.com', exact: true })).toHaveAttribute(
    'href',
    'https://apexbrakes.com',
  );
  await expect(apex).toContainText('Lead time5 days');
  await expect(apex).toContainText('TermsNet 30');

  // A second supplier, not preferred: the preferred one is listed first.
  await postJson(page, '/api/inventory/suppliers', { name: 'Budget Bolts', rating: 3, email: 'hi@budgetbolts.com' });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Apex Brakes');
  const budget = page.getByRole('article', { name: 'Budget Bolts' });
  await expect(budget.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();

  // Search (on the server) and Preferred Only.
  const search = page.getByRole('textbox', { name: 'Search suppliers' });
  await search.fill('budgetbolts');
  await expect(apex).toHaveCount(0);
  await expect(budget).toBeVisible();
  await search.fill('nobody-sells-this');
  await expect(page.getByRole('heading', { name: 'No suppliers found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Preferred Only' }).check();
  await expect(budget).toHaveCount(0);
  await expect(apex).toBeVisible();
  await page.getByRole('checkbox', { name: 'Preferred Only' }).uncheck();
  await expect(budget).toBeVisible();

  // Edit keeps the form's values; the rating changes.
  await budget.getByRole('button', { name: 'Edit Budget Bolts' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Supplier' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('hi@budgetbolts.com');
  await rate(edit, '2 stars');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(budget.getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeVisible();

  // Delete asks first; the supplier leaves the list.
  await budget.getByRole('button', { name: 'Delete Budget Bolts' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete supplier' });
  await expect(confirm).toContainText('Delete the supplier "Budget Bolts"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(budget).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  await expectNoSeriousA11yIssuesAfterToasts(page);
  await checkPhoneWidth(page);

  // View Parts opens the inventory filtered to the supplier.
  const partsLink = apex.getByRole('link', { name: 'View parts from Apex Brakes' });
  const supplierId = new URL(await partsLink.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get(
    'supplier',
  );
  expect(supplierId).toBeTruthy();
  await partsLink.click();
  await expect(page).toHaveURL(new RegExp(`/inventory\\?supplier=${supplierId}$`));
});
