import {
  expect,
  lastMailTo,
  registerViaApi,
  signInThroughForm,
  test,
  uniqueEmail,
  expectNoSeriousA11yIssues,
} from './support/fixtures';

test('register, onboard and land on the dashboard', async ({ page }) => {
  const email = uniqueEmail('new');
  await page.goto('/register');
  await expect(page).toHaveTitle('Create your account · Pitboard');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pit-lane-42');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('pit-lane-43');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('pit-lane-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole('radio', { name: /Racer/ }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('radio', { name: /Racer/ }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Mika');
  await page.getByLabel('Last name').fill('Häkkinen');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  // The user menu shows the name from the e-mail prefix.
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText(email.split('@')[0] ?? '');

  // A racer's preferences have racing features on; the onboarding created a driver.
  const prefs = await page.request.get('/api/preferences');
  expect(await prefs.json()).toMatchObject({ showRacingFeatures: true, raceShopEnabled: false, firstName: 'Mika' });
});

test('an e-mail that is taken shows the server message', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pit-lane-42');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('pit-lane-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(/already exists/i);
});

test('sign out, wrong password, sign back in', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, { ...account, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
});

test('forgot and reset the password through the outbox', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we sent it a link/)).toBeVisible();

  await expect
    .poll(() => {
      try {
        return lastMailTo(account.email);
      } catch {
        return '';
      }
    })
    .toContain('http');
  const link = /https?:\/\/\S+/.exec(lastMailTo(account.email))?.[0] ?? '';
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-1');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('brand-new-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('brand-new-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The used link is stale now: the reset page sends the visitor to sign in.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, { ...account, password: 'brand-new-1' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('reset page without a token goes to sign in', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/reset-password?token=made-up-token');
  await expect(page).toHaveURL(/\/login$/);
});

test('protected and unknown routes redirect', async ({ page }) => {
  await page.goto('/settings/subscription');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Run your race cars/ })).toBeVisible();
});

test('landing page: public content, legal pages, signed-in redirect', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Save 50%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByLabel('Email for newsletter').fill('fan@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByText('Last updated: March 18, 2025')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: March 18, 2025')).toBeVisible();

  await registerViaApi(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
