import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  chooseOption,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';

async function createTrack(page: Page, data: Record<string, unknown>): Promise<string> {
  return (await postJson<{ id: string }>(page, '/api/tracks', { location: 'Somewhere, CA', ...data })).id;
}

test('add, view, edit and delete a track', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/tracks');
  await expect(page.getByRole('heading', { name: 'Race Tracks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tracks yet' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Track' }).first().click();
  await expect(page).toHaveURL(/\/tracks\/new$/);
  await page.getByRole('button', { name: 'Add Track' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Laguna Seca');
  await page.getByRole('textbox', { name: 'Location' }).fill('Monterey, CA');
  await page.getByRole('textbox', { name: 'Length (miles)' }).fill('2.238');
  await chooseOption(page, 'Type', 'Road Course');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('not a url');
  await page.getByRole('textbox', { name: 'Description' }).fill('Home of the Corkscrew.');
  await page.getByRole('button', { name: 'Add Track' }).click();
  await expect(page.getByText('Image must be a valid URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Image URL' }).fill('');
  await page.getByRole('button', { name: 'Add Track' }).click();

  // The new track's page: location, length in miles, type, description, quick actions.
  await expect(page.getByRole('heading', { name: 'Laguna Seca' })).toBeVisible();
  await expect(page.getByText('2.238 miles')).toBeVisible();
  await expect(page.getByText('Road Course')).toBeVisible();
  await expect(page.getByText('Home of the Corkscrew.')).toBeVisible();
  const trackUrl = page.url();
  const trackId = trackUrl.split('/').pop() ?? '';
  await expect(page.getByRole('link', { name: 'Schedule Event Here' })).toHaveAttribute(
    'href',
    `/events/new?trackId=${trackId}`,
  );
  await expect(page.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', `/events?track=${trackId}`);

  // Metric users see kilometres.
  const prefs = await page.request.patch(`${appBaseUrl()}/api/preferences`, {
    headers: { origin: appBaseUrl() },
    data: { useMetric: true },
  });
  expect(prefs.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByText('3.602 km')).toBeVisible();

  // Edit: blanks become unset.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Laguna Seca');
  await page.getByRole('textbox', { name: 'Name' }).fill('WeatherTech Raceway Laguna Seca');
  await page.getByRole('textbox', { name: 'Length (miles)' }).fill('');
  await page.getByRole('button', { name: 'Update Track' }).click();
  await expect(page).toHaveURL(trackUrl);
  await expect(page.getByRole('heading', { name: 'WeatherTech Raceway Laguna Seca' })).toBeVisible();
  await expect(page.getByText('Not set')).toBeVisible();

  // The list: card with View Details; delete with the spec's confirmation.
  await page.getByRole('link', { name: 'Back to Tracks' }).click();
  const card = page.getByRole('article', { name: 'WeatherTech Raceway Laguna Seca' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(trackUrl);
  await page.goBack();
  await card.getByRole('button', { name: 'Delete WeatherTech Raceway Laguna Seca' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete WeatherTech Raceway Laguna Seca? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete WeatherTech Raceway Laguna Seca' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No tracks yet' })).toBeVisible();
});

test('a track that events use is archived instead of deleted, and restored', async ({ page }) => {
  await registerViaApi(page);
  const trackId = await createTrack(page, { name: 'Sonoma Raceway', type: 'Road Course', length: 2.52 });
  await postJson(page, '/api/events', { title: 'Club Day', date: isoDay(10), type: 'Track Day', trackId });

  await page.goto(`/tracks/${trackId}`);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive track' });
  await expect(dialog).toContainText('Sonoma Raceway has history (1 event), so it cannot be deleted.');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Track archived')).toBeVisible();
  await expect(page.getByText('This track is archived')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Event Here' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Events' })).toBeVisible();

  // Out of the list and the event form's picker; listed under Archived.
  await page.getByRole('link', { name: 'Back to Tracks' }).click();
  await expect(page.getByRole('heading', { name: 'No tracks yet' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Tracks to show' }).getByText('Archived').click();
  const card = page.getByRole('article', { name: 'Sonoma Raceway' });
  await expect(card).toContainText('Archived');
  await page.goto('/events/new');
  await page.getByRole('combobox', { name: 'Track', exact: true }).click();
  await expect(page.getByRole('option', { name: /Sonoma Raceway/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Restored from the archived list.
  await page.goto('/tracks?show=archived');
  await card.getByRole('button', { name: 'Restore Sonoma Raceway' }).click();
  await expect(page.getByText('Sonoma Raceway restored')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Tracks to show' }).getByText('Active').click();
  await expect(page.getByRole('article', { name: 'Sonoma Raceway' })).toBeVisible();
});

test('a list that fails to load offers Retry; a missing track says so', async ({ page }) => {
  await registerViaApi(page);
  await createTrack(page, { name: 'Road America' });
  // The first load and its two automatic retries fail.
  let failures = 3;
  await page.route('**/api/tracks', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }),
      });
    } else {
      await route.fallback();
    }
  });
  await page.goto('/tracks');
  await expect(page.getByText('Error loading tracks: Something went wrong. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: 'Road America' })).toBeVisible();

  await page.goto('/tracks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Track not found')).toBeVisible();
  await page.goto('/tracks/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('alert')).toContainText('Track not found');
});

test('tracks fit a 375 px phone screen and pass an accessibility scan', async ({ page }) => {
  await registerViaApi(page);
  const id = await createTrack(page, {
    name: 'Pikes Peak International Hill Climb With A Long Name',
    location: 'Cascade, Colorado, United States',
    length: 12.42,
    type: 'Hill Climb',
    description: '156 turns from 9,390 feet to the 14,115-foot summit.',
  });
  await createTrack(page, { name: 'Daytona', type: 'Oval', length: 2.5 });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/tracks');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-tracks-375');

  await page.goto(`/tracks/${id}`);
  await expect(page.getByText('12.42 miles')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);

  await page.goto('/tracks/new');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssuesAfterToasts(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tracks');
  await expect(page.getByRole('article')).toHaveCount(2);
  await keepScreenshot(page, 'pitboard-tracks-1280');
  await page.goto(`/tracks/${id}`);
  await expect(page.getByText('12.42 miles')).toBeVisible();
  await keepScreenshot(page, 'pitboard-track-detail-1280');
});
