import { expect, registerViaApi, signInThroughForm, test } from './support/fixtures';

test('the landing and sign-in pages arrive ready to read, their forms closed until their code runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Run your race cars like a pro team.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByLabel('Email for newsletter')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/register');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Pitboard' })).toBeVisible();
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await context.close();
});

test('the prerendered pages come to life without a hydration error, and sign-in works from them', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page).toHaveTitle(/Race car and race shop management/);
  await page.getByRole('button', { name: 'Can I use it at the track?' }).click();
  await expect(page.getByText(/Every screen works on a phone/)).toBeVisible();

  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});
