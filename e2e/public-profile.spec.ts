import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  usDay,
} from './support/fixtures';

/** A race won at Laguna Seca ten days ago, recorded through the API. */
async function seedRaceWin(page: Page): Promise<void> {
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Laguna Seca', location: 'Monterey, CA' });
  const car = await postJson<{ id: string }>(page, '/api/cars', {
    name: 'Spec Miata #12',
    make: 'Mazda',
    model: 'MX-5',
    year: 1999,
  });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Club Race Weekend',
    date: isoDay(-10),
    type: 'Race',
    trackId: track.id,
  });
  const entry = await postJson<{ id: string }>(page, `/api/events/${event.id}/cars`, {
    mode: 'individual',
    carId: car.id,
    carNumber: '12',
  });
  await postJson(page, `/api/events/${event.id}/results`, {
    eventCarId: entry.id,
    startPosition: 4,
    finishPosition: 1,
    totalParticipants: 14,
    bestLap: { minutes: 1, seconds: 38, milliseconds: 250 },
    class: 'Spec Miata',
    today: isoDay(),
  });
}

async function atPhoneWidth(page: Page, screenshot: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, `${screenshot}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('make the profile public, copy its link and view it signed out', async ({ page, context, browser }) => {
  await registerViaApi(page);
  await seedRaceWin(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });

  await page.goto('/settings/public-profile');
  await expect(page.getByRole('heading', { name: 'Public Profile' })).toBeVisible();
  const makePublic = page.getByRole('switch', { name: 'Make profile public' });
  await expect(makePublic).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show cars' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show events' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show repairs' })).not.toBeChecked();
  const urlField = page.getByRole('textbox', { name: 'Profile URL' });
  await expect(urlField).toHaveValue(new RegExp(`^${appBaseUrl()}/p/[A-Za-z0-9_-]{22}$`));
  const profileUrl = await urlField.inputValue();

  // The display name is required.
  const displayName = page.getByRole('textbox', { name: 'Display name' });
  await displayName.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();

  await displayName.fill('Lena Park');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Spec Miata racer from Monterey.');
  await makePublic.click();
  await page.getByRole('switch', { name: 'Show events' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Public profile saved')).toBeVisible();
  await expect(page.getByText('Anyone with this link can see your profile.')).toBeVisible();

  // Copy link says so for two seconds, and the link is on the clipboard.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'public-profile-settings');
  await atPhoneWidth(page, 'public-profile-settings');

  // Saved: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Lena Park');
  await expect(page.getByRole('switch', { name: 'Make profile public' })).toBeChecked();

  // A visitor who is not signed in opens the link.
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    await view.goto(profileUrl);
    await expect(view.getByRole('heading', { level: 1, name: 'Lena Park' })).toBeVisible();
    await expect(view.getByText('Spec Miata racer from Monterey.')).toBeVisible();
    await expect(view.getByRole('group', { name: 'Wins' })).toContainText('1');
    await expect(view.getByRole('group', { name: 'Total Races' })).toContainText('1');
    await expect(view.getByRole('group', { name: 'Win Rate' })).toContainText('100.0%');
    await expect(view.getByRole('group', { name: 'Best Finish' })).toContainText('P1');
    const races = view.getByRole('region', { name: 'Race results' });
    await expect(races.getByRole('row', { name: /Club Race Weekend/ })).toContainText(usDay(-10));
    await expect(races).toContainText('1:38.250');
    await expect(view.getByRole('region', { name: 'Best lap per track' })).toContainText('Laguna Seca');
    await expect(view.getByRole('article', { name: 'Spec Miata #12' })).toContainText('1999 Mazda MX-5');
    await expect(view.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expect(view.getByRole('article', { name: 'Club Race Weekend' })).toContainText('Laguna Seca');
    await expect(view.getByRole('heading', { name: 'Repairs' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(view);
    await keepScreenshot(view, 'public-profile-view');
    await atPhoneWidth(view, 'public-profile-view');
  } finally {
    await visitor.close();
  }
});

test("a private profile answers 'Profile not found' to a visitor", async ({ page, browser }) => {
  await registerViaApi(page);
  const res = await page.request.get(`${appBaseUrl()}/api/public-profile`);
  const { publicUrlId } = (await res.json()) as { publicUrlId: string };

  const visitor = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const view = await visitor.newPage();
    await view.goto(`/p/${publicUrlId}`);
    await expect(view.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(view.getByText("This profile may be private or doesn't exist.")).toBeVisible();
    await expectNoSeriousA11yIssues(view);
    await keepScreenshot(view, 'public-profile-not-found');
    await atPhoneWidth(view, 'public-profile-not-found');
    await view.getByRole('link', { name: 'Back to home' }).click();
    await expect(view).toHaveURL(`${appBaseUrl()}/`);
  } finally {
    await visitor.close();
  }
});
