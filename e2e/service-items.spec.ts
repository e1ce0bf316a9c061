import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  registerViaApi,
  test,
} from './support/fixtures';

test('add a service item, see it become due, reset it and see it not due', async ({ page }) => {
  await registerViaApi(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Spec Miata', hours: 10, miles: 500 });

  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('No service items yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add Service Item' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}/service-items/new$`));
  await expect(page.getByRole('heading', { name: 'Add Service Item' })).toBeVisible();
  // A new item starts from the car's current reading.
  await expect(page.getByLabel('Hours at last service', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Distance at last service (miles)', { exact: true })).toHaveValue('500');

  await page.getByRole('button', { name: 'Add Service Item' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Engine oil');
  await page.getByLabel('Description', { exact: true }).fill('Motul 300V 5W-40, 4.5 qt');
  await chooseOption(page, 'Category', 'Consumable');
  await chooseOption(page, 'Priority', 'High');
  await page.getByLabel('Hour interval', { exact: true }).fill('5');
  await page.getByLabel('Estimated parts cost ($)', { exact: true }).fill('89.5');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Add Service Item' }).click();

  // Saving returns to the car, whose service section lists the item.
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  await expect(page.getByRole('link', { name: 'Engine oil' })).toBeVisible();
  await expect(page.getByText('5 h remaining')).toBeVisible();

  // Raise the car's hours past the interval: the item is due.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Hours', { exact: true }).fill('16');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  await expect(page.getByText('1 h overdue')).toBeVisible();
  await expect(page.getByText('Due', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}/service-items$`));
  await expect(page.getByRole('heading', { name: 'Consumable (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Engine oil' });
  await expect(card.getByText('Due', { exact: true })).toBeVisible();
  await expect(card.getByText('6 / 5 h')).toBeVisible();
  await expect(card.getByText('Parts: $89.50')).toBeVisible();
  await page.getByLabel('Show only due items').check();
  await expect(card).toBeVisible();
  await chooseOption(page, 'Category', 'Safety');
  await expect(page.getByText('No service items match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Consumable', exact: true }).click();
  await expect(card).toBeVisible();
  await keepScreenshot(page, 'pitboard-service-items-1280');

  // Reset asks first, then the item counts from the car's current hours.
  await card.getByRole('button', { name: 'Reset Engine oil' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to reset the service hours for this item?');
  // Clicked once the dialog has finished appearing, so the click cannot fall in its transition.
  await expect(confirm).toHaveCSS('opacity', '1');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No service items match these filters.')).toBeVisible();
  await page.getByLabel('Show only due items').uncheck();
  await expect(card.getByText('Due', { exact: true })).toHaveCount(0);
  await expect(card.getByText('0 / 5 h')).toBeVisible();
  await expect(card.getByText('1 reset')).toBeVisible();

  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-service-items-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The edit page shows the service history: when, at what reading, by whom.
  await card.getByRole('link', { name: 'Edit Engine oil' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Service Item' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Service history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('16');
  await expect(history).toContainText('500');
  await expect(history).toContainText('Test Driver');
  await keepScreenshot(page, 'pitboard-service-edit-1280');
  await page.getByLabel('Hour interval', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  await expect(page.getByText('8 h remaining')).toBeVisible();

  // Delete asks first.
  await page.goto(`/cars/${carId}/service-items`);
  await page.getByRole('button', { name: 'Delete Engine oil' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this service item?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No service items yet')).toBeVisible();
});

test('metric users enter distance intervals in km; a missing item fails to load', async ({ page }) => {
  await registerViaApi(page);
  const baseURL = appBaseUrl();
  await page.request.patch(`${baseURL}/api/preferences`, { headers: { origin: baseURL }, data: { useMetric: true } });
  const carId = await createViaApi(page, '/api/cars', { name: 'Formula Ford', hours: 3, miles: 100 });

  await page.goto(`/cars/${carId}/service-items/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Brake pads');
  await chooseOption(page, 'Category', 'Wear Item');
  await page.getByLabel('Distance interval (km)', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Add Service Item' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  await expect(page.getByText('1,000 km remaining')).toBeVisible();
  await expect(page.getByText('~Estimated')).toBeVisible();

  type Item = { id: string; distanceInterval: number; lastServiceDistance: number };
  const items = async () =>
    ((await (await page.request.get(`${baseURL}/api/cars/${carId}/service-items`)).json()) as { items: Item[] }).items;
  const [created] = await items();
  expect(created?.distanceInterval).toBeCloseTo(621.37, 1);
  // The last service, left as the form filled it (the car's 100 miles as 160.9 km), is the car's exact reading.
  expect(created?.lastServiceDistance).toBe(100);

  // Opened by its address and saved unchanged, the item keeps its stored distances exactly.
  await page.goto(`/cars/${carId}/service-items/${created?.id}/edit`);
  await expect(page.getByLabel('Distance interval (km)', { exact: true })).toHaveValue('1000');
  await expect(page.getByLabel('Distance at last service (km)', { exact: true })).toHaveValue('160.9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  const [saved] = await items();
  expect(saved?.distanceInterval).toBe(created?.distanceInterval);
  expect(saved?.lastServiceDistance).toBe(100);

  await page.goto(`/cars/${carId}/service-items/00000000-0000-4000-8000-000000000000/edit`);
  await expect(page.getByText('Failed to load service item')).toBeVisible();
});
