import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  waitForToasts,
} from './support/fixtures';
import { openInstalledApp } from './support/offline';

/** A track, an event there yesterday, a car registered with the team's driver, and one session. */
async function raceDay(page: Page) {
  await registerViaApi(page, { userType: 'racer' });
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Road Atlanta',
    location: 'Braselton, GA',
  });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Spring Sprint',
    date: isoDay(-1),
    type: 'Race',
    trackId: track.id,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'GT3 Cup #7' });
  const drivers = (await (await page.request.get('/api/drivers')).json()) as { id: string }[];
  const registration = await postJson<{ id: string }>(page, `/api/events/${event.id}/cars`, {
    mode: 'individual',
    carId: car.id,
    carNumber: '7',
    driverId: drivers[0]?.id ?? null,
  });
  await postJson(page, `/api/event-cars/${registration.id}/sessions`, {
    name: 'Saturday Practice',
    startTime: new Date(`${isoDay(-1)}T09:00:00`).toISOString(),
  });
  return { eventId: event.id };
}

async function openLaps(page: Page, eventId: string, { navigate = true } = {}) {
  if (navigate) await page.goto(`/events/${eventId}`);
  const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: 'GT3 Cup #7' });
  await row.getByRole('button', { name: 'Sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Session Management' });
  await sessions.getByRole('button', { name: 'Laps of Saturday Practice' }).click();
  return page.getByRole('dialog', { name: 'Laps' });
}

async function typeLap(
  page: Page,
  laps: ReturnType<Page['getByRole']>,
  lapNumber: number,
  time: string,
  kind?: string,
) {
  const input = laps.getByRole('textbox', { name: `Lap ${lapNumber} time` });
  await expect(input).toHaveAttribute('inputmode', 'decimal');
  await input.fill(time);
  if (kind) await laps.getByText(kind, { exact: true }).click();
  await laps.getByRole('button', { name: 'Add lap' }).click();
  await expect(laps.getByRole('listitem', { name: `Lap ${lapNumber}` })).toBeVisible();
  await expect(laps.getByRole('textbox', { name: `Lap ${lapNumber + 1} time` })).toHaveValue('');
}

test('laps typed on a phone and imported from a lap file: best lap, figures and the track record follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { eventId } = await raceDay(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const laps = await openLaps(page, eventId);

  // Typed with the number keypad: an out lap, then flying laps.
  await expect(laps.getByText('No laps yet.', { exact: false })).toBeVisible();
  await typeLap(page, laps, 1, '2.05.400', 'Out lap');
  await typeLap(page, laps, 2, '1.42.318');
  await typeLap(page, laps, 3, '101.9');
  await typeLap(page, laps, 4, '1:43.100');
  const list = laps.getByRole('list', { name: 'Laps' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem', { name: 'Lap 1' })).toContainText('2:05.400');
  await expect(list.getByRole('listitem', { name: 'Lap 1' })).toContainText('Out');
  await expect(list.getByRole('listitem', { name: 'Lap 3' })).toContainText('1:41.900');
  await expect(list.getByRole('listitem', { name: 'Lap 3' }).getByText('Best', { exact: true })).toBeVisible();
  const figures = laps.getByLabel('Session figures');
  await expect(figures).toContainText('Best1:41.900Lap 3');
  await expect(figures).toContainText('Average1:42.439');
  await expect(figures).toContainText('Flying laps only (3 of 4)');

  // A mistyped lap is refused with the reason; the last lap is marked as the in lap.
  await laps.getByRole('textbox', { name: 'Lap 5 time' }).fill('1.75.000');
  await laps.getByRole('button', { name: 'Add lap' }).click();
  await expect(laps.getByText('Enter a lap time like 1:42.318, 1.42.318 or 102.318')).toBeVisible();
  await list.getByRole('button', { name: 'Lap 4 is an in lap' }).click();
  await expect(list.getByRole('listitem', { name: 'Lap 4' })).toContainText('In');
  await expect(figures).toContainText('Flying laps only (2 of 4)');
  await expectNoHorizontalScroll(page);
  await waitForToasts(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-session-laps-375', { fullPage: false });

  // A lap file: the bad row is named before anything is sent; replacing the typed laps is confirmed.
  await laps.getByRole('button', { name: 'Import lap file' }).click();
  await laps.locator('input[type="file"]').setInputFiles({
    name: 'laps.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Lap,Lap time\n1,2:01.000\n2,1:39.870\n3,oops\n4,1:40.120\n'),
  });
  await expect(laps.getByText('Plain CSV (lap number, lap time): 3 laps to import, best 1:39.870.')).toBeVisible();
  await expect(laps.getByText('Row 4: "oops" is not a lap time (like 1:42.318)')).toBeVisible();
  const importButton = laps.getByRole('button', { name: 'Import 3 laps' });
  await expect(importButton).toBeDisabled();
  await laps.getByRole('checkbox', { name: "Replace the 4 laps of this session with the file's laps" }).check();
  await importButton.click();
  await expect(page.getByText('Imported 3 laps; 1 refused. Best lap 1:39.870')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem', { name: 'Lap 2' }).getByText('Best', { exact: true })).toBeVisible();
  await expect(figures).toContainText('Best1:39.870');
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForToasts(page);
  await keepScreenshot(page, 'pitboard-session-laps-1280');

  // Track Statistics' record follows the session's best lap.
  await page.goto('/events/stats');
  await expect(page.getByRole('heading', { name: 'Track Statistics' })).toBeVisible();
  await expect(page.getByText('1:39.870')).toBeVisible();
  await keepScreenshot(page, 'pitboard-session-laps-stats-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText('1:39.870')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-session-laps-stats-375');
});

test.describe('at the track without a connection', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a lap typed offline waits on the device and is sent once when the connection returns', async ({ page }) => {
    test.setTimeout(120_000);
    const { eventId } = await raceDay(page);
    await openInstalledApp(page, `/events/${eventId}`);
    await page.getByRole('button', { name: 'Ready for the track' }).click();
    await expect(page.getByText(/^Ready for the track:/)).toBeVisible();
    const laps = await openLaps(page, eventId, { navigate: false });
    await typeLap(page, laps, 1, '1.44.000');

    await page.context().setOffline(true);
    await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
    await typeLap(page, laps, 2, '1.41.500');
    await expect(page.getByText('Lap 2 saved on this device. It is sent when the connection returns.')).toBeVisible();
    const waiting = laps.getByRole('listitem', { name: 'Lap 2' });
    await expect(waiting.getByText('Waiting to sync', { exact: true })).toBeVisible();
    await expect(waiting.getByText('Best', { exact: true })).toBeVisible();
    await expect(laps.getByRole('button', { name: 'Import lap file' })).toBeDisabled();

    await page.context().setOffline(false);
    await expect(waiting.getByText('Waiting to sync', { exact: true })).toBeHidden();
    const sheet = (await (await page.request.get(`/api/events/${eventId}/cars`)).json()) as { id: string }[];
    const sessions = (await (await page.request.get(`/api/event-cars/${sheet[0]!.id}/sessions`)).json()) as {
      id: string;
    }[];
    const saved = (await (await page.request.get(`/api/event-sessions/${sessions[0]!.id}/laps`)).json()) as {
      laps: { lapNumber: number; lapTime: string }[];
    };
    expect(saved.laps.map((l) => [l.lapNumber, l.lapTime])).toEqual([
      [1, '1:44.000'],
      [2, '1:41.500'],
    ]);
  });
});
