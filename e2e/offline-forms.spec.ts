import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  getJson,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';
import { keptServerState, openInstalledApp } from './support/offline';

// The app opens from its service worker when there is no network.
test.use({ serviceWorkers: 'allow' });

interface SavedEvent {
  title: string;
  notes: string | null;
}

/** An event with one registered car; returns its id. */
async function eventWithCar(page: Page): Promise<string> {
  await registerViaApi(page);
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Laguna Seca', location: 'CA' });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Club Sprint',
    date: isoDay(7),
    type: 'Track Day',
    trackId: track.id,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Paddock Miata' });
  const driver = await postJson<{ id: string }>(page, '/api/drivers', { name: 'Nora Quick' });
  await postJson(page, `/api/events/${event.id}/cars`, { mode: 'individual', carId: car.id, driverId: driver.id });
  return event.id;
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
}

/**
 * From now on, notes every loader the page shows in place of a screen (PageLoader's status, and
 * the session guard's "Loading...").
 */
async function watchForLoaders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadersSeen: string[] }).loadersSeen = seen;
    const note = () => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.querySelector('[aria-label^="Loading"]')) seen.push(status.textContent || 'a loader');
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  });
}

const loadersSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an event edited without a connection says at once that it needs one, keeps what was typed, and saves once back online', async ({
      page,
    }) => {
      const eventId = await eventWithCar(page);
      await openInstalledApp(page, `/events/${eventId}`);
      await page.getByRole('link', { name: 'Edit' }).click();
      const form = page.getByRole('form', { name: 'Event' });
      const title = form.getByRole('textbox', { name: 'Title' });
      const notes = form.getByRole('textbox', { name: 'Notes' });
      await expect(title).toHaveValue('Club Sprint');

      await goOffline(page);
      await title.fill('Club Sprint in the rain');
      await notes.fill('Bring the wets');
      await form.getByRole('button', { name: 'Update Event' }).click();

      await expect(form.getByRole('alert')).toContainText('This change needs a connection.');
      // The toast, titled so (the form's own message is above).
      await expect(page.getByRole('alert').filter({ hasText: /Needs a connection/ })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Update Event' })).toBeEnabled();
      await expect(form.getByRole('button', { name: 'Saving...' })).toHaveCount(0);
      await expect(title).toHaveValue('Club Sprint in the rain');
      await expect(notes).toHaveValue('Bring the wets');
      expect((await getJson<SavedEvent>(page, `/api/events/${eventId}`)).title).toBe('Club Sprint');
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, `pitboard-offline-edit-event-${width}`);
      await expectNoSeriousA11yIssues(page);

      await page.context().setOffline(false);
      await expect(page.getByRole('banner').getByText('Offline')).toHaveCount(0);
      await form.getByRole('button', { name: 'Update Event' }).click();
      await expect(page.getByRole('heading', { name: 'My Track Events' })).toBeVisible();
      await expect(page.getByText('Event updated')).toBeVisible();
      expect(await getJson<SavedEvent>(page, `/api/events/${eventId}`)).toEqual(
        expect.objectContaining({ title: 'Club Sprint in the rain', notes: 'Bring the wets' }),
      );
    });

    test('offline, the event page’s changes wait for the connection, a screen never opened says so, and reconnecting shows no loader', async ({
      page,
    }) => {
      const eventId = await eventWithCar(page);
      await openInstalledApp(page, `/events/${eventId}`);
      const cars = page.getByRole('region', { name: 'Registered Cars' });
      await expect(cars.getByRole('listitem', { name: 'Paddock Miata' })).toBeVisible();
      await expect.poll(() => keptServerState(page)).toContain('Paddock Miata');

      await goOffline(page);
      const header = page.getByRole('main');
      for (const action of [
        header.getByRole('button', { name: 'Edit', exact: true }),
        // The event has a registration, so its destructive action archives it.
        header.getByRole('button', { name: 'Archive', exact: true }),
        cars.getByRole('button', { name: 'Add Car', exact: true }),
      ]) {
        await expect(action).toBeDisabled();
        await expect(action).toHaveAccessibleDescription('Needs a connection');
      }
      await expect(header.getByText('Needs a connection').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, `pitboard-offline-event-actions-${width}`);
      await expectNoSeriousA11yIssues(page);

      // A screen this device has never opened has nothing to show without a connection.
      await page.goto('/drivers');
      const unavailable = page.getByRole('status').filter({ hasText: 'Not available offline' });
      await expect(unavailable).toContainText('opened on this device');
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, `pitboard-offline-unavailable-${width}`);
      await expectNoSeriousA11yIssues(page);
      await unavailable.getByRole('button', { name: 'Go back' }).click();
      await expect(page.getByRole('heading', { name: 'Club Sprint' })).toBeVisible();

      // Opened again without a connection, then the connection returns: the screen stays.
      await page.reload();
      await expect(cars.getByRole('listitem', { name: 'Paddock Miata' })).toBeVisible();
      await watchForLoaders(page);
      const sessionAsked = page.waitForResponse((response) => response.url().includes('/api/auth/get-session'));
      await page.context().setOffline(false);
      await sessionAsked;
      await expect(page.getByRole('banner').getByText('Offline')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
      await expect(cars.getByRole('button', { name: 'Add Car', exact: true })).toBeEnabled();
      expect(await loadersSeen(page)).toEqual([]);
    });
  });
}
