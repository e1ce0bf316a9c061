import {
  appBaseUrl,
  expect,
  lastMailTo,
  mailLinkTo,
  outboxMails,
  registerViaApi,
  signInThroughForm,
  test,
  uniqueEmail,
  expectNoSeriousA11yIssues,
} from './support/fixtures';

/** The last mail addressed to exactly `to` (the server logs outbox mail with its recipient). */
function lastMailAddressedTo(to: string): string {
  return (
    outboxMails()
      .filter((entry) => entry.to === to)
      .at(-1)?.msg ?? ''
  );
}

/** How many mails to exactly `to` the server logged with a subject starting with `subject`. */
function mailCount(to: string, subject: string): number {
  return outboxMails().filter((entry) => entry.to === to && entry.subject?.startsWith(subject)).length;
}

test('register, onboard as a racer and land in individual mode, on every device', async ({ page, browser }) => {
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
  await expect(page).toHaveTitle('Check your email · Pitboard');
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${email}`);
  await expectNoSeriousA11yIssues(page);

  // The mailed link confirms the address, signs in and leads to the setup.
  await page.goto(await mailLinkTo(email, 'Confirm your email'));
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

  // A racer starts in individual mode: their own cars, no shop menus.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Cars', exact: true })).toBeVisible();
  await expect(nav.getByText('Client Management')).toHaveCount(0);
  await expect(nav.getByRole('radio', { name: 'Individual Racer' })).toBeChecked();
  // The user menu shows the name from the e-mail prefix.
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText(email.split('@')[0] ?? '');

  // A racer's preferences have racing features on; the onboarding created a driver.
  const prefs = await page.request.get('/api/preferences');
  expect(await prefs.json()).toMatchObject({ showRacingFeatures: true, raceShopEnabled: false, firstName: 'Mika' });

  // Another device (a fresh browser with nothing stored) starts in the same mode.
  const other = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const phone = await other.newPage();
    await signInThroughForm(phone, { email, password: 'pit-lane-42' });
    await expect(phone).toHaveURL(/\/dashboard$/);
    await expect(phone.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
    await expect(phone.getByRole('navigation', { name: 'Main' }).getByText('Client Management')).toHaveCount(0);
    expect(await phone.evaluate(() => localStorage.getItem('pitboardMode'))).toBeNull();
  } finally {
    await other.close();
  }
});

test('a Pitboard team starts in team admin mode; the toggle still switches and a bad stored mode falls back', async ({
  page,
}) => {
  await registerViaApi(page, { onboard: false });
  await page.goto('/onboarding');
  await page.getByRole('radio', { name: /Pitboard team/ }).click();
  await page.getByLabel('First name').fill('Toto');
  await page.getByLabel('Last name').fill('Wolff');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Client Management')).toBeVisible();

  await nav.getByText('Individual Racer').click();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('pitboardMode', 'superuser'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
});

test('a collector who signs in where someone else chose a mode starts in their own first mode', async ({ page }) => {
  const collector = await registerViaApi(page, { userType: 'collector' });
  await page.context().clearCookies();
  // Someone else used this browser in team mode and signed out.
  await registerViaApi(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Individual Racer').click();
  await nav.getByText('Pitboard Admin').click();
  await expect(page.getByRole('heading', { name: 'Pitboard Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pitboardMode'))).toBe('team_admin');
  // The server's answer to the sign-out is held back: the sign-in page is opened again before it comes.
  let answerSignOut = () => {};
  const signOutAnswered = new Promise<void>((resolve) => (answerSignOut = resolve));
  await page.route('**/api/auth/sign-out', async (route) => {
    const response = await route.fetch();
    await signOutAnswered;
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, collector);
  answerSignOut();
  await expect(page.getByRole('heading', { name: 'My Racing Dashboard' })).toBeVisible();
});

test('an e-mail that is taken answers like a new one and tells its owner by mail', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('someone-else-1');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('someone-else-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${account.email}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await mailLinkTo(account.email, 'Someone tried to sign up')).toMatch(/\/login$/);

  // The owner's account and password are as they were.
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing in before confirming the address says so and mails a new link', async ({ page }) => {
  const account = { email: uniqueEmail('unconfirmed'), password: 'pit-lane-42' };
  const baseURL = appBaseUrl();
  const res = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL },
    data: { ...account, name: 'unconfirmed' },
  });
  expect(res.status()).toBe(200);
  await expect.poll(() => mailCount(account.email, 'Confirm your email')).toBe(1);

  await signInThroughForm(page, account);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to sign in');
  await expect(alert).toContainText('Your email address is not confirmed yet. We sent you a new link');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => mailCount(account.email, 'Confirm your email')).toBe(2);

  await page.goto(await mailLinkTo(account.email, 'Confirm your email'));
  await expect(page).toHaveURL(/\/onboarding$/);
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
    .toContain('/api/auth/reset-password/');
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

  // The used link is stale now: the reset page says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or was already used');
  await expect(page).toHaveTitle('Choose a new password · Pitboard');
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await signInThroughForm(page, { ...account, password: 'brand-new-1' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('reset page: no token goes to sign in, a bogus or refused link says why', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/reset-password?token=made-up-token');
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or was already used');
  await expect(page).toHaveURL(/\/reset-password\?token=made-up-token$/);
  await expectNoSeriousA11yIssues(page);

  // better-auth sends a link it refused here with an error instead of a token.
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or was already used');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('protected routes go to sign in; an unknown address says "Page not found"', async ({ page }) => {
  await page.goto('/settings/subscription');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Pitboard');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: /Run your race cars/ })).toBeVisible();

  // Signed in, the page sits in the app shell and leads back to the dashboard.
  await registerViaApi(page);
  await page.goto('/garage/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/garage\/nothing-here$/);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changing the sign-in email needs the password and a confirmation from the new address', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(page);
  const taken = await registerViaApi(page, { onboard: false });
  await page.context().clearCookies();
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  const card = page.getByRole('heading', { name: 'Email Settings' }).locator('xpath=..');
  const newEmail = uniqueEmail('moved');

  // Without the right password nothing happens.
  await card.getByLabel('New email').fill(newEmail);
  await card.getByRole('button', { name: 'Change email' }).click();
  await expect(card.getByText('Enter your current password')).toBeVisible();
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByRole('button', { name: 'Change email' }).click();
  await expect(card.getByText('Your current password is not correct')).toBeVisible();

  // Someone else's address is answered like any other: only its owner is told, by mail.
  await card.getByLabel('New email').fill(taken.email);
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change email' }).click();
  await expect(card.getByRole('status')).toContainText(`We sent an email to ${taken.email}`);
  await expect.poll(() => lastMailAddressedTo(taken.email)).toContain('already belongs to your account');
  await expect(page.getByText('Email updated successfully!')).toHaveCount(0);

  await card.getByLabel('New email').fill(newEmail);
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change email' }).click();
  await expect(card.getByRole('status')).toContainText(`We sent an email to ${newEmail}`);
  await expect(card.getByLabel('Current email')).toHaveValue(account.email);
  await expect.poll(() => lastMailAddressedTo(account.email)).toContain(`change its sign-in email to ${newEmail}`);

  // Opening the link mailed to the new address makes the change.
  const link = /https?:\/\/\S+/.exec(lastMailAddressedTo(newEmail))?.[0] ?? '';
  expect(link).toContain('/api/auth/verify-email?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Email updated successfully!')).toBeVisible();
  await expect(card.getByLabel('Current email')).toHaveValue(newEmail);

  // The link works once.
  await page.goto(link);
  await expect(card.getByRole('alert')).toHaveText('This confirmation link has expired or was already used');

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, { ...account, email: newEmail });
  await expect(page).toHaveURL(/\/dashboard$/);
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

test('a refused sign-in always shows the catalogue message, with when to retry after too many tries', async ({
  page,
}) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await signInThroughForm(page, { ...account, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in');

  // The server's rate limit answers 429 after too many tries.
  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again later.' } }),
  );
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('another-wrong-one');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to sign in');
  await expect(alert).toContainText('Too many attempts. Please wait a minute and try again.');
  await expect(alert).not.toContainText('Too many requests');
  await expect(page).toHaveURL(/\/login$/);
});
