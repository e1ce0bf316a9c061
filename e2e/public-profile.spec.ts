import type { Page } from '@playwright/test';
import { permissionMessages } from '../src/shared/auth/permissions.rules';
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
  upgradeToAnnual,
  usDay,
} from './support/fixtures';
import { joinTeamAs } from './support/members';

const teamSwitch = "Allow the team's cars, events and repairs on public profiles";

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

  // The team's own cars and events appear once a team manager allows them: this is the team's manager.
  await expect(page.getByText('Cars, events and repairs appear once a team manager allows')).toBeVisible();
  await page.getByRole('switch', { name: teamSwitch }).click();
  await expect(page.getByText("The team's cars, events and repairs can now appear on public profiles")).toBeVisible();
  await expect(page.getByRole('switch', { name: teamSwitch })).toBeChecked();
  await expect(page.getByText('Cars, events and repairs appear once a team manager allows')).toHaveCount(0);

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

/** A client's car that won at its own event, faster than the team's car: none of it may be public. */
async function seedClientWin(page: Page): Promise<void> {
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Sonoma Raceway', location: 'Sonoma, CA' });
  const client = await postJson<{ id: string }>(page, '/api/clients', {
    name: 'Ayrton Costa',
    email: 'ayrton@example.com',
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Client GT3 Cup', clientId: client.id });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Client Track Day',
    date: isoDay(-5),
    type: 'Track Day',
    trackId: track.id,
  });
  const entry = await postJson<{ id: string }>(page, `/api/events/${event.id}/cars`, {
    clientId: client.id,
    carId: car.id,
    carNumber: '7',
  });
  await postJson(page, `/api/events/${event.id}/results`, {
    eventCarId: entry.id,
    finishPosition: 1,
    totalParticipants: 9,
    bestLap: { minutes: 1, seconds: 30, milliseconds: 0 },
    today: isoDay(),
  });
}

test("a client's car never appears; only a team manager allows the team's records", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);
  await seedRaceWin(page);
  await seedClientWin(page);

  const memberContext = await browser.newContext({ baseURL: appBaseUrl() });
  const visitor = await browser.newContext();
  try {
    // A track technician of the team: their profile's switches, and the team's read-only with the reason.
    const tech = await memberContext.newPage();
    await joinTeamAs(page, tech, 'track_technician');
    await tech.goto('/settings/public-profile');
    const techSwitch = tech.getByRole('switch', { name: teamSwitch });
    await expect(techSwitch).toBeDisabled();
    await expect(techSwitch).not.toBeChecked();
    await expect(tech.getByText(permissionMessages.publish_team_records)).toBeVisible();
    await expect(tech.getByText('Cars, events and repairs appear once a team manager allows')).toBeVisible();
    await tech.getByRole('switch', { name: 'Make profile public' }).click();
    await tech.getByRole('switch', { name: 'Show events' }).click();
    await tech.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tech.getByText('Public profile saved')).toBeVisible();
    await expectNoSeriousA11yIssuesAfterToasts(tech);
    await keepScreenshot(tech, 'public-profile-settings-technician');
    await atPhoneWidth(tech, 'public-profile-settings-technician');
    const profileUrl = await tech.getByRole('textbox', { name: 'Profile URL' }).inputValue();

    // The visitor sees the team's own race, not the client's faster win, and no cars or events yet.
    const view = await visitor.newPage();
    await view.goto(profileUrl);
    await expect(view.getByRole('group', { name: 'Total Races' })).toContainText('1');
    await expect(view.getByRole('region', { name: 'Race results' })).toContainText('Club Race Weekend');
    await expect(view.getByRole('region', { name: 'Best lap per track' })).toContainText('Laguna Seca');
    await expect(view.getByRole('heading', { name: 'Cars' })).toHaveCount(0);
    await expect(view.getByRole('heading', { name: 'Events' })).toHaveCount(0);
    for (const client of ['Client GT3 Cup', 'Client Track Day', 'Sonoma Raceway', '1:30.000', 'Ayrton']) {
      await expect(view.getByText(client)).toHaveCount(0);
    }
    await keepScreenshot(view, 'public-profile-view-own-results');

    // The manager allows the team's records: its own car and event appear, the client's still do not.
    await page.goto('/settings/public-profile');
    await page.getByRole('switch', { name: teamSwitch }).click();
    await expect(page.getByRole('switch', { name: teamSwitch })).toBeChecked();
    await view.reload();
    await expect(view.getByRole('article', { name: 'Spec Miata #12' })).toBeVisible();
    await expect(view.getByRole('article', { name: 'Club Race Weekend' })).toBeVisible();
    for (const client of ['Client GT3 Cup', 'Client Track Day', 'Sonoma Raceway', '1:30.000', 'Ayrton']) {
      await expect(view.getByText(client)).toHaveCount(0);
    }
    await expectNoSeriousA11yIssues(view);
    await keepScreenshot(view, 'public-profile-view-team-records');
    await atPhoneWidth(view, 'public-profile-view-team-records');

    // The technician's settings now say the team allows them.
    await tech.reload();
    await expect(tech.getByRole('switch', { name: teamSwitch })).toBeChecked();
    await expect(tech.getByRole('switch', { name: teamSwitch })).toBeDisabled();
  } finally {
    await visitor.close();
    await memberContext.close();
  }
});
