import {
  checkPhoneWidth,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  keepScreenshot,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';
import { advanceReminderClock, digestsTo, waitForDigests } from './support/reminders';

/** The unsubscribe link in a digest, as a path. */
const unsubscribeLinkOf = (text: string) => /https?:\/\/[^/\s]+(\/unsubscribe\/[0-9a-f]{64})/.exec(text)?.[1] ?? '';

test("a service item that falls due is on What's Due and in the next digest once; unsubscribing stops the digests", async ({
  page,
  browser,
}) => {
  const account = await registerViaApi(page);
  await upgradeToAnnual(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'Digest Miata', hours: 10, miles: 500 });
  await createViaApi(page, `/api/cars/${carId}/service-items`, {
    name: 'Engine oil',
    hourInterval: 5,
    lastServiceHours: 10,
    lastServiceDistance: 500,
  });

  // The car runs past the interval: the item is due, and What's Due lists it.
  await page.goto(`/cars/${carId}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Hours', { exact: true }).fill('16');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${carId}$`));
  await page.goto('/due');
  await expect(page.getByRole('article', { name: 'Engine oil' })).toBeVisible();

  // The schedule moves on a day: the digest holds the item, once.
  advanceReminderClock();
  const [first] = await waitForDigests(account.email, 1);
  expect(first?.subject).toBe("Pitboard: 1 reminder of what's due");
  expect(first?.msg.match(/Engine oil/g)).toHaveLength(1);
  expect(first?.msg).toContain('Engine oil (Digest Miata): Due');

  // Another item falls due: the next digest holds it and does not repeat the oil.
  await createViaApi(page, `/api/cars/${carId}/service-items`, {
    name: 'Brake fluid',
    hourInterval: 5,
    lastServiceHours: 0,
    lastServiceDistance: 500,
  });
  advanceReminderClock();
  const [, second] = await waitForDigests(account.email, 2);
  expect(second?.msg).toContain('Brake fluid (Digest Miata): Due');
  expect(second?.msg).not.toContain('Engine oil');

  // Preferences show the e-mail reminders on, with every kind and daily.
  await page.goto('/settings');
  const reminders = page.getByRole('switch', { name: 'Email me reminders' });
  await expect(reminders).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Service items' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await page.getByRole('heading', { name: 'Email Reminders' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-preferences-email-reminders-1280');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'pitboard-preferences-email-reminders-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The digest's link unsubscribes, signed out: it asks first, then confirms.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(unsubscribeLinkOf(second?.msg ?? ''));
  await expect(visitor.getByRole('heading', { name: 'Stop reminder e-mails?' })).toBeVisible();
  await expectNoSeriousA11yIssues(visitor);
  await keepScreenshot(visitor, 'pitboard-unsubscribe-1280');
  await visitor.setViewportSize({ width: 375, height: 700 });
  await checkPhoneWidth(visitor);
  await keepScreenshot(visitor, 'pitboard-unsubscribe-375');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expectNoSeriousA11yIssues(visitor);
  await signedOut.close();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email me reminders' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Service items' })).toBeDisabled();

  // A third item falls due and the schedule moves on: another member gets their digest, this one none.
  await createViaApi(page, `/api/cars/${carId}/service-items`, {
    name: 'Coolant',
    hourInterval: 5,
    lastServiceHours: 0,
    lastServiceDistance: 500,
  });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const witness = await registerViaApi(other);
  await createViaApi(other, '/api/cars', { name: 'Witness car', beltsExpiration: '2020-01-01' });
  advanceReminderClock();
  await waitForDigests(witness.email, 1);
  await otherContext.close();
  expect(digestsTo(account.email)).toHaveLength(2);

  // Turned back on in Preferences, the next digest holds only what is new since.
  // By keyboard: the page's sticky header may cover the switch where it scrolls to.
  await page.getByRole('switch', { name: 'Email me reminders' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Email me reminders' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Service items' })).toBeEnabled();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  advanceReminderClock();
  const [, , third] = await waitForDigests(account.email, 3);
  expect(third?.msg).toContain('Coolant (Digest Miata): Due');
  expect(third?.msg).not.toContain('Engine oil');
  expect(third?.msg).not.toContain('Brake fluid');
});
