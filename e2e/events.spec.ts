import type { Page, Route } from '@playwright/test';
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
  upgradeToAnnual,
  usDay,
} from './support/fixtures';

async function createTrack(page: Page, name: string, length = 2.238): Promise<string> {
  return (
    await postJson<{ id: string }>(page, '/api/tracks', { name, location: 'Monterey, CA', length, type: 'Road Course' })
  ).id;
}

async function createEvent(page: Page, data: Record<string, unknown>): Promise<string> {
  return (await postJson<{ id: string }>(page, '/api/events', { type: 'Track Day', estimatedMinutes: 240, ...data }))
    .id;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('schedule an event from a track, edit it, filter by track and delete it', async ({ page }) => {
  await registerViaApi(page);
  const laguna = await createTrack(page, 'Laguna Seca');
  const sonoma = await createTrack(page, 'Sonoma Raceway');
  await createEvent(page, { title: 'Sonoma Club Day', date: isoDay(20), trackId: sonoma });

  // From the track page: the form opens with the track chosen.
  await page.goto(`/tracks/${laguna}`);
  await page.getByRole('link', { name: 'Schedule Event Here' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/new\\?trackId=${laguna}$`));
  await expect(page.getByRole('combobox', { name: 'Track', exact: true })).toHaveValue('Laguna Seca (Monterey, CA)');
  await expect(page.getByText('Multi-Car Event')).toBeVisible();

  // The spec's required fields, checked in the browser.
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Date is required')).toBeVisible();
  await expect(page.getByText('Event type is required')).toBeVisible();
  await expect(page.getByText('Track is required')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Title' }).fill('Spring Track Day');
  await page.getByRole('textbox', { name: 'Date' }).fill(usDay(7));
  await page.getByRole('textbox', { name: 'Title' }).click();
  await chooseOption(page, 'Type', 'Track Day', { exact: false });
  await page.getByRole('textbox', { name: 'Estimated time (minutes)' }).fill('300');
  await page.getByRole('textbox', { name: 'Description' }).fill('Open pit lane, three run groups.');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Bring spare pads.');
  await page.getByRole('button', { name: 'Add Event' }).click();

  // After saving: the list, with the event under Upcoming.
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'My Track Events' })).toBeVisible();
  const upcoming = section(page, 'Upcoming Events');
  const card = upcoming.getByRole('article', { name: 'Spring Track Day' });
  await expect(card).toContainText(usDay(7));
  await expect(card).toContainText('Laguna Seca');
  await expect(card).toContainText('300 min');
  await expect(card).toContainText('Track Day');
  await expect(upcoming.getByRole('article')).toHaveCount(2);

  // The detail page.
  await card.getByRole('link', { name: 'Spring Track Day' }).click();
  await expect(page.getByRole('heading', { name: 'Spring Track Day' })).toBeVisible();
  await expect(page.getByText('300 minutes')).toBeVisible();
  await expect(page.getByText('Open pit lane, three run groups.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
  await expect(page.getByText('Bring spare pads.')).toBeVisible();
  await expect(page.getByText('Length: 2.238 miles')).toBeVisible();
  await expect(page.getByLabel('Total Cars: 0')).toBeVisible();
  await expect(page.getByLabel('Pre-Inspections: 0/0')).toBeVisible();
  await expect(page.getByLabel('Ready to Race: 0')).toBeVisible();
  const eventUrl = page.url();

  // Edit: back link to the event, Update Event, then the list.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', new URL(eventUrl).pathname);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring Track Day');
  await page.getByRole('textbox', { name: 'Title' }).fill('Spring Time Attack');
  await chooseOption(page, 'Type', 'Time Attack', { exact: false });
  await page.getByRole('textbox', { name: 'Notes' }).fill('');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(section(page, 'Upcoming Events').getByRole('article', { name: 'Spring Time Attack' })).toContainText(
    'Time Attack',
  );

  // No notes now: no notes card.
  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { name: 'Spring Time Attack' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toHaveCount(0);

  // View Events on the track filters the list; the filter can be cleared.
  await page.getByRole('link', { name: 'Laguna Seca', exact: true }).click();
  await page.getByRole('link', { name: 'View Events' }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?track=${laguna}$`));
  await expect(page.getByText('Showing events at')).toContainText('Laguna Seca');
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(1);
  await expect(section(page, 'Upcoming Events').getByRole('article', { name: 'Spring Time Attack' })).toBeVisible();
  await keepScreenshot(page, 'pitboard-events-filter-1280');
  await page.getByRole('button', { name: 'Clear track filter' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(2);

  // Delete with the spec's confirmation; back to the list.
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this event? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Spring Time Attack')).toHaveCount(0);

  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).last().click();
  await expect(page).toHaveURL(/\/events$/);
});

test('an event with a registration is archived instead of deleted, and restored', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const track = await createTrack(page, 'Laguna Seca');
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Spec Miata' });
  const sprint = await createEvent(page, { title: 'Spring Sprint', date: isoDay(10), type: 'Race', trackId: track });
  await createEvent(page, { title: 'Club Day', date: isoDay(20), trackId: track });
  await postJson(page, `/api/events/${sprint}/cars`, { mode: 'individual', carId: car.id, carNumber: '7' });
  const report = await postJson<{ id: string }>(page, '/api/damage-reports', {
    title: 'Cracked splitter',
    carId: car.id,
    severity: 'minor',
    discoveredDate: isoDay(0),
    eventId: sprint,
  });

  // Its registration is history: the page offers Archive, and the confirmation says why.
  await page.goto(`/events/${sprint}`);
  await expect(page.getByRole('heading', { name: 'Spring Sprint' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive event' });
  await expect(dialog).toContainText(
    'Spring Sprint has history (1 event registration and 1 damage report), so it cannot be deleted. It will be archived instead.',
  );
  await keepScreenshot(page, 'pitboard-event-archive-confirm-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Event archived')).toBeVisible();
  await expect(page.getByText('This event is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  // Its history stays, without the actions that would add to it.
  const registered = page.getByRole('region', { name: 'Registered Cars' });
  await expect(registered.getByRole('listitem', { name: 'Spec Miata' })).toBeVisible();
  await expect(registered.getByRole('button', { name: 'Add Car' })).toHaveCount(0);
  await expect(registered.getByRole('button', { name: 'Pre-Inspect' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Result' })).toHaveCount(0);
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'pitboard-event-archived-1280');

  // Gone from the list; listed under Archived, where Back to Events leads.
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events\?show=archived$/);
  const archived = section(page, 'Archived Events');
  await expect(archived.getByRole('article')).toHaveCount(1);
  await expect(archived.getByRole('article', { name: 'Spring Sprint' })).toContainText(usDay(10));
  await keepScreenshot(page, 'pitboard-events-archived-1280');
  await page.getByRole('radiogroup', { name: 'Events to show' }).getByText('Active').click();
  await expect(page).toHaveURL(/\/events$/);
  const upcoming = section(page, 'Upcoming Events');
  await expect(upcoming.getByRole('article')).toHaveCount(1);
  await expect(upcoming.getByRole('article', { name: 'Club Day' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spring Sprint' })).toHaveCount(0);

  // A damage report found there still names it, and editing the report keeps it.
  await page.goto(`/damage-reports/${report.id}`);
  await expect(page.getByText('Spring Sprint')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Event', exact: true })).toHaveValue('Spring Sprint (archived)');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // At 375 px: the archived list and the archived event.
  await page.goto('/events');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('radiogroup', { name: 'Events to show' }).getByText('Archived').click();
  await expect(archived.getByRole('article', { name: 'Spring Sprint' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, 'pitboard-events-archived-375');
  await archived.getByRole('link', { name: 'Spring Sprint' }).click();
  await expect(page.getByText('This event is archived')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, 'pitboard-event-archived-375');

  // Restored: back in the upcoming events, with Archive again.
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Event restored')).toBeVisible();
  await expect(page.getByText('This event is archived')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(registered.getByRole('button', { name: 'Add Car' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(upcoming.getByRole('article')).toHaveCount(2);
  await expect(upcoming.getByRole('article', { name: 'Spring Sprint' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Events to show' }).getByText('Archived').click();
  await expect(section(page, 'Archived Events')).toContainText('No archived events.');
});

test('previous events sit in a collapsible section with their count', async ({ page }) => {
  await registerViaApi(page);
  const track = await createTrack(page, 'Road America', 4.048);
  await createEvent(page, { title: 'Last Summer Race', date: isoDay(-200), type: 'Race', trackId: track });
  await createEvent(page, { title: 'Last Month Test', date: isoDay(-30), type: 'Testing', trackId: track });
  await createEvent(page, { title: 'Yesterday Day', date: isoDay(-1), trackId: track });
  await createEvent(page, { title: 'Today Day', date: isoDay(0), trackId: track });

  await page.goto('/events');
  // Today counts as upcoming.
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(1);
  await expect(section(page, 'Upcoming Events').getByRole('article', { name: 'Today Day' })).toBeVisible();

  const toggle = page.getByRole('button', { name: /Previous Events/ });
  await expect(toggle).toContainText('3');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article', { name: 'Yesterday Day' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const previous = section(page, 'Previous Events').getByRole('article');
  await expect(previous).toHaveCount(3);
  // Newest first.
  await expect(previous.nth(0)).toContainText('Yesterday Day');
  await expect(previous.nth(1)).toContainText('Last Month Test');
  await expect(previous.nth(2)).toContainText('Last Summer Race');
  await expect(previous.nth(2)).toContainText(usDay(-200));
  await toggle.click();
  await expect(page.getByRole('article', { name: 'Yesterday Day' })).toBeHidden();
});

test('statistics for a known set of events', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const laguna = await createTrack(page, 'Laguna Seca');
  const sonoma = await createTrack(page, 'Sonoma Raceway');
  await createTrack(page, 'Unused Track');
  const events: [string, number, string, string][] = [
    ['Winter Test', -120, 'Testing', laguna],
    ['Club Race', -60, 'Race', sonoma],
    ['Same Day Track Day', -60, 'Track Day', laguna],
    ['Time Attack R1', -30, 'Time Attack', laguna],
    ['Time Attack R2', -10, 'Time Attack', sonoma],
    ['Yesterday Race', -1, 'Race', laguna],
    ['Next Month Day', 30, 'Track Day', sonoma],
  ];
  for (const [title, offset, type, trackId] of events)
    await createEvent(page, { title, date: isoDay(offset), type, trackId });

  await page.goto('/events');
  await page.getByRole('main').getByRole('link', { name: 'Event Stats' }).click();
  await expect(page).toHaveURL(/\/events\/stats$/);
  await expect(page.getByRole('heading', { name: 'Track Statistics' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Events' })).toContainText('7');
  await expect(page.getByRole('group', { name: 'Unique Tracks' })).toContainText('2');
  await expect(page.getByRole('group', { name: 'Track Hours' })).toContainText('14');
  await expect(page.getByRole('group', { name: 'Track Days' })).toContainText('6');
  await expect(page.getByRole('img', { name: /Events by type/ })).toHaveAttribute(
    'aria-label',
    'Events by type: Track Day 2, Time Attack 2, Testing 1, Race 2',
  );
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The five latest events up to today, newest first.
  const recent = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(5);
  await expect(recent.nth(0)).toContainText('Yesterday Race');
  await expect(recent.nth(0)).toContainText(`${usDay(-1)} · Laguna Seca · No car`);
  await expect(recent.nth(4)).toContainText(/Club Race|Same Day Track Day/);
  await expect(page.getByText('No lap times recorded yet.')).toBeVisible();
  await keepScreenshot(page, 'pitboard-event-stats-1280');
});

test('the free plan allows five events', async ({ page }) => {
  await registerViaApi(page);
  const track = await createTrack(page, 'Thunderhill');
  for (let i = 1; i <= 4; i++) await createEvent(page, { title: `Event ${i}`, date: isoDay(i), trackId: track });

  await page.goto('/events');
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Event' })).toBeVisible();
  await expect(
    page.getByText("You've reached the limit of events on the free plan. Upgrade to add more events!"),
  ).toHaveCount(0);

  // The fifth event through the form.
  await page.getByRole('main').getByRole('link', { name: 'Add Event' }).click();
  await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Track is required')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Event 5');
  await page.getByRole('textbox', { name: 'Date' }).fill(usDay(5));
  await page.getByRole('textbox', { name: 'Title' }).click();
  await chooseOption(page, 'Type', 'Race', { exact: false });
  await chooseOption(page, 'Track', /Thunderhill/, { exact: false });
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(5);
  await expect(
    page.getByText("You've reached the limit of events on the free plan. Upgrade to add more events!"),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Event' })).toHaveCount(0);
  await keepScreenshot(page, 'pitboard-events-limit-1280');

  // The server refuses a sixth, and the form shows its message in the red box.
  const baseURL = appBaseUrl();
  const sixth = await page.request.post(`${baseURL}/api/events`, {
    headers: { origin: baseURL },
    data: { title: 'Event 6', date: isoDay(6), type: 'Race', trackId: track },
  });
  expect(sixth.status()).toBe(403);

  // Add Event at the limit shows the notice first, not a form that fails on submit.
  await page.goto(`/events/new?trackId=${track}`);
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Free plan limit reached' });
  await expect(notice).toContainText(
    "You've reached the limit of events on the free plan. Upgrade to add more events!",
  );
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/settings/subscription');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-new-event-limit-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-new-event-limit-375');
  await notice.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('a failed load shows the spec message, not the server text, with Retry', async ({ page }) => {
  await registerViaApi(page);
  const track = await createTrack(page, 'Buttonwillow');
  await createEvent(page, { title: 'After the outage', date: isoDay(3), trackId: track });
  let failing = true;
  const serverText = 'connect ECONNREFUSED 10.0.0.7:5432';
  const fail = async (route: Route) => {
    if (!failing) return route.fallback();
    await route.fulfill({ status: 500, json: { error: { code: 'internal', message: serverText } } });
  };
  await page.route('**/api/events?*', fail);
  await page.route('**/api/events/stats?*', fail);

  await page.goto('/events');
  const upcoming = section(page, 'Upcoming Events');
  await expect(upcoming.getByText('Failed to fetch events')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(serverText)).toHaveCount(0);
  await keepScreenshot(page, 'pitboard-events-error-1280');

  await page.goto('/events/stats');
  await expect(page.getByText('Failed to fetch events')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(serverText)).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('group', { name: 'Total Events' })).toContainText('1');
  await page.goto('/events');
  await expect(upcoming.getByRole('article')).toHaveCount(1);
});

test('previous events that fail to load say so with Retry instead of waiting on their count', async ({ page }) => {
  await registerViaApi(page);
  const track = await createTrack(page, 'Sebring');
  await createEvent(page, { title: 'Next Week Day', date: isoDay(7), trackId: track });
  await createEvent(page, { title: 'Last Week Day', date: isoDay(-7), trackId: track });
  await createEvent(page, { title: 'Last Month Day', date: isoDay(-30), trackId: track });
  let failing = true;
  const previousEvents = (url: URL) => url.pathname === '/api/events' && url.searchParams.get('when') === 'previous';
  await page.route(previousEvents, async (route) => {
    if (!failing) return route.fallback();
    await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'connect ECONNREFUSED' } } });
  });

  await page.goto('/events');
  await expect(section(page, 'Upcoming Events').getByRole('article', { name: 'Next Week Day' })).toBeVisible();
  const previous = section(page, 'Previous Events');
  const toggle = previous.getByRole('button', { name: /Previous Events/ });
  // Without opening the section: the failure shows where the count would be.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(previous.getByText('Failed to fetch events')).toBeVisible({ timeout: 20_000 });
  await expect(toggle).not.toContainText('…');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-previous-events-error-1280', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-previous-events-error-375', { fullPage: false });

  failing = false;
  await previous.getByRole('button', { name: 'Retry' }).click();
  await expect(toggle).toContainText('2');
  await expect(previous.getByText('Failed to fetch events')).toHaveCount(0);
  await toggle.click();
  await expect(previous.getByRole('article')).toHaveCount(2);
});

test('events fit a 375 px phone screen and pass an accessibility scan', async ({ page }) => {
  await registerViaApi(page);
  const track = await createTrack(page, 'Pikes Peak International Hill Climb Course');
  const id = await createEvent(page, {
    title: 'Pikes Peak Practice Week With A Rather Long Title',
    date: isoDay(12),
    type: 'Time Attack',
    trackId: track,
    description: 'Sectional practice at dawn.',
    notes: 'Road opens to the public at 9:00.',
  });
  await createEvent(page, { title: 'Past Day', date: isoDay(-12), trackId: track });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/events');
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: /Previous Events/ }).click();
  await expect(section(page, 'Previous Events').getByRole('article')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-events-375');

  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-event-detail-375');

  await page.goto(`/events/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Pikes Peak Practice Week With A Rather Long Title',
  );
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-event-form-375');

  await page.goto('/events/stats');
  await expect(page.getByRole('group', { name: 'Total Events' })).toContainText('2');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'pitboard-event-stats-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
  await keepScreenshot(page, 'pitboard-event-detail-1280');
  await page.goto('/events');
  await expect(section(page, 'Upcoming Events').getByRole('article')).toHaveCount(1);
  await keepScreenshot(page, 'pitboard-events-1280');
  await page.goto('/events/new');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await keepScreenshot(page, 'pitboard-event-form-1280');
});
