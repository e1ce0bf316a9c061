import type { Page } from '@playwright/test';
import { expect, registerViaApi, signInThroughForm, test } from './support/fixtures';

/** How the landing page's main button looks: its background and padding. */
async function lookOfGetStarted(page: Page) {
  const link = page.getByRole('link', { name: 'Get started free' });
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, padding: style.paddingLeft };
  });
}

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
  // The icon travels in the page: no request for it takes a connection while the scripts load.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg%20/);
  await context.close();
});

test('the prerendered pages come to life without a hydration error, and sign-in works from them', async ({
  browser,
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page).toHaveTitle(/Race car and race shop management/);
  // Once its code has run, the page still looks as it was sent: its buttons keep their styles.
  const sent = await browser.newContext({ javaScriptEnabled: false });
  const sentPage = await sent.newPage();
  await sentPage.goto('/');
  const sentLook = await lookOfGetStarted(sentPage);
  await sent.close();
  expect(sentLook.background).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.getByLabel('Email for newsletter')).toBeEditable();
  await expect.poll(() => lookOfGetStarted(page)).toEqual(sentLook);
  await page.getByRole('button', { name: 'Can I use it at the track?' }).click();
  await expect(page.getByText(/Every screen works on a phone/)).toBeVisible();

  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});

test('a sign-in page whose session answer is slow still opens its form', async ({ page }) => {
  // The session request never gets its answer.
  await page.route('**/api/auth/get-session', () => undefined);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Pitboard' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test("a signed-in visit to the dashboard is sent a page naming the shell's and the screen's files, each fetched once", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.push(pathname);
  });
  await registerViaApi(page);
  const response = await page.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  for (const file of ['app-layout', 'shell-reads', 'dashboard-page']) {
    expect(html, file).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}-[\\w-]+\\.js">`),
    );
  }
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fleet Vehicles' })).toBeVisible();
  expect(fetched.filter((file, index) => fetched.indexOf(file) !== index)).toEqual([]);
  expect(errors).toEqual([]);

  // Signed out, the same address is the plain page: the sign-in screen does not need those files.
  await page.context().clearCookies();
  const signedOut = await page.goto('/dashboard');
  expect(await signedOut?.text()).not.toContain('dashboard-page-');
  await expect(page).toHaveURL(/\/login/);
});
