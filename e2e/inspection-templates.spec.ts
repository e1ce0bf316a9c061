import {
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  registerViaApi,
  test,
} from './support/fixtures';

test('create a default template with items, view its checklist and deactivate it', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inspection Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection Templates', exact: true })).toBeVisible();
  await expect(page.getByText('No inspection templates yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Template' });
  const createButton = dialog.getByRole('button', { name: 'Create Template' });
  await expect(createButton).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Estimated minutes' })).toHaveValue('30');
  await expect(dialog.getByRole('combobox', { name: 'Inspection type' })).toHaveValue('Pre event');

  await dialog.getByRole('textbox', { name: 'Template name' }).fill('Club tech inspection');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Before every club race');
  await dialog.getByRole('textbox', { name: 'Base fee' }).fill('75');
  await dialog.getByRole('textbox', { name: 'Estimated minutes' }).fill('45');
  await dialog.getByRole('switch', { name: 'Set as default for this type' }).check();

  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  const item1 = dialog.getByRole('group', { name: 'Item 1' });
  await item1.getByRole('combobox', { name: 'Category' }).fill('Brakes');
  await item1.getByRole('textbox', { name: 'Item name' }).fill('Brake pads');
  await item1.getByRole('checkbox', { name: 'Failure creates work item' }).check();
  await item1.getByRole('textbox', { name: 'Work item title' }).fill('Replace brake pads');
  await item1.getByRole('textbox', { name: 'Estimated repair minutes' }).fill('90');
  const item2 = dialog.getByRole('group', { name: 'Item 2' });
  await item2.getByRole('combobox', { name: 'Category' }).fill('Safety');
  await item2.getByRole('textbox', { name: 'Item name' }).fill('Harness');
  const item3 = dialog.getByRole('group', { name: 'Item 3' });
  await item3.getByRole('combobox', { name: 'Category' }).fill('Body');
  await item3.getByRole('textbox', { name: 'Item name' }).fill('Numbers');
  await item3.getByRole('checkbox', { name: 'Required' }).uncheck();
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await dialog.getByRole('button', { name: 'Remove item 4' }).click();
  await expect(dialog.getByRole('group', { name: 'Item 4' })).toHaveCount(0);

  // A blank item name shows the shared message under the input.
  await item2.getByRole('textbox', { name: 'Item name' }).fill('');
  await createButton.click();
  await expect(item2.getByText('Item name is required')).toBeVisible();
  await item2.getByRole('textbox', { name: 'Item name' }).fill('Harness');
  await createButton.click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Club tech inspection' });
  await expect(card).toContainText('Default');
  await expect(card).toContainText('Base fee $75.00 · 45 min · 3 items');
  await expect(card).toContainText('Pre event');

  await card.getByRole('button', { name: 'View Items' }).click();
  const items = page.getByRole('dialog', { name: 'Club tech inspection: checklist' });
  await expect(items.getByText('Brake pads', { exact: true })).toBeVisible();
  await expect(items.getByText('Failure creates work item: Replace brake pads · 90 min')).toBeVisible();
  await expect(items.getByText('Optional')).toHaveCount(1);
  // The success toast closes itself; its close button is the shell's, not this screen's.
  await expect(page.getByRole('alert').filter({ hasText: 'Template Club tech inspection created' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await items.getByRole('button', { name: 'Close' }).click();
  await expect(items).toBeHidden();

  // The checklist an inspection would use is now this template.
  const checklist = await page.request.get('/api/inspection-templates/checklist?type=pre_event');
  expect(((await checklist.json()) as { template: { name: string } }).template.name).toBe('Club tech inspection');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-templates-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(card).toBeVisible();
  await keepScreenshot(page, 'pitboard-templates-1280');

  await card.getByRole('button', { name: 'Delete Club tech inspection' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No inspection templates yet')).toBeVisible();
  const after = await page.request.get('/api/inspection-templates/checklist?type=pre_event');
  expect(((await after.json()) as { template: null; items: unknown[] }).items).toHaveLength(12);
});
