import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

test("a service item that becomes due is listed on What's Due, by car and kind, and counted on the dashboard", async ({
  page,
}) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const miata = await createViaApi(page, '/api/cars', { name: 'Spec Miata', hours: 10, miles: 500 });
  const radical = await createViaApi(page, '/api/cars', { name: 'Radical SR3', beltsExpiration: isoDay(10) });
  await createViaApi(page, `/api/cars/${miata}/service-items`, {
    name: 'Engine oil',
    hourInterval: 5,
    lastServiceHours: 10,
    lastServiceDistance: 500,
  });

  // Before the car runs past the interval only the belts are listed.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: "What's Due (1)" })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "What's Due" }).click();
  await expect(page).toHaveURL(/\/due$/);
  await expect(page.getByRole('heading', { name: "What's Due" })).toBeVisible();
  const belts = page.getByRole('article', { name: 'Belts expiration' });
  await expect(belts.getByText('Expires in 10 days')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Engine oil' })).toHaveCount(0);

  // The car's hours pass the interval: the item is due.
  await page.goto(`/cars/${miata}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Hours', { exact: true }).fill('16');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${miata}$`));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  const dueLink = page.getByRole('link', { name: "What's Due (2)" });
  await expect(dueLink).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, 'pitboard-dashboard-due-link-1280', { fullPage: false });
  await dueLink.click();
  await expect(page).toHaveURL(/\/due$/);
  const oil = page.getByRole('article', { name: 'Engine oil' });
  await expect(oil.getByRole('link', { name: 'Spec Miata' })).toBeVisible();
  // Most urgent first: the due item before the belts that expire in 10 days.
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', 'Engine oil');
  await expect(oil.getByRole('link', { name: 'Engine oil' })).toHaveAttribute('href', `/cars/${miata}/service-items`);
  await expect(oil.getByRole('link', { name: 'Schedule repair' })).toHaveAttribute(
    'href',
    `/repairs/new?carId=${miata}`,
  );
  await expect(belts.getByRole('link', { name: 'Renew date' })).toHaveAttribute('href', `/cars/${radical}/edit`);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-whats-due-1280');

  // By car, then by kind.
  await chooseOption(page, 'Car', 'Radical SR3');
  await expect(page).toHaveURL(new RegExp(`carId=${radical}`));
  await expect(page.getByRole('article', { name: 'Engine oil' })).toHaveCount(0);
  await expect(belts).toBeVisible();
  await chooseOption(page, 'Car', 'All cars');
  await chooseOption(page, 'Kind', 'Service items (1)');
  await expect(oil).toBeVisible();
  await expect(belts).toHaveCount(0);

  await checkPhoneWidth(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-whats-due-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reset from the list: the item leaves it.
  await oil.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Engine oil reset')).toBeVisible();
  await expect(page.getByText('Nothing is due')).toBeVisible();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'pitboard-whats-due-empty-1280');
});

test("a component's service item is listed with the component and the car it is installed in, and reset from the list", async ({
  page,
}) => {
  await registerViaApi(page);
  const gt3 = await createViaApi(page, '/api/cars', { name: 'GT3 Cup #7', hours: 5 });
  const engine = await createViaApi(page, '/api/components', {
    name: 'Engine 9A1',
    kind: 'engine',
    serialNumber: 'E-77',
    hours: 40,
  });
  // Due on the engine's own 40 h, whatever its car's 5 h.
  await createViaApi(page, `/api/components/${engine}/service-items`, {
    name: 'Engine rebuild',
    hourInterval: 30,
    lastServiceHours: 0,
    lastServiceDistance: 0,
  });
  await postJson(page, `/api/components/${engine}/install`, { carId: gt3, date: new Date().toISOString() });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: "What's Due (1)" })).toBeVisible();
  await page.getByRole('link', { name: "What's Due (1)" }).click();
  const rebuild = page.getByRole('article', { name: 'Engine rebuild' });
  await expect(rebuild.getByText('Due · 10 h overdue')).toBeVisible();
  await expect(rebuild.getByRole('link', { name: 'Engine rebuild' })).toHaveAttribute('href', `/components/${engine}`);
  await expect(rebuild.getByRole('link', { name: 'Engine 9A1 · S/N E-77' })).toHaveAttribute(
    'href',
    `/components/${engine}`,
  );
  await expect(rebuild.getByRole('link', { name: 'GT3 Cup #7' })).toHaveAttribute('href', `/cars/${gt3}`);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-whats-due-component-1280');

  // The filter by car includes the components installed in it.
  await chooseOption(page, 'Car', 'GT3 Cup #7');
  await expect(page).toHaveURL(new RegExp(`carId=${gt3}`));
  await expect(rebuild).toBeVisible();
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-whats-due-component-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reset from the list, through the component's own item: it leaves the list.
  await rebuild.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Engine rebuild reset')).toBeVisible();
  await expect(page.getByText('Nothing is due')).toBeVisible();
});

test('a private calendar address from Preferences serves the feed until it is revoked', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar Feed' });
  await section.getByRole('button', { name: 'Create calendar address' }).click();
  const address = section.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  expect(url.startsWith(appBaseUrl())).toBe(true);
  // A calendar app reads it without a session.
  const feed = await page.request.fetch(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(section.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'pitboard-calendar-feed-1280', { fullPage: false });

  await section.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('dialog')).toContainText('Calendars subscribed to this address stop receiving');
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  expect((await page.request.fetch(url)).status()).toBe(404);

  await checkPhoneWidth(page);
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'pitboard-calendar-feed-375', { fullPage: false });
});
