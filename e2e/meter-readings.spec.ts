import {
  checkPhoneWidth,
  createViaApi,
  expect,
  expectNoSeriousA11yIssuesAfterToasts,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
} from './support/fixtures';

test('a completed session moves the car’s hours, a service item becomes due, and a mistyped reading is corrected', async ({
  page,
}) => {
  await registerViaApi(page);
  const carId = await createViaApi(page, '/api/cars', { name: 'GT3 Cup #7', hours: 142.6, miles: 3000 });
  // 9.7 h since the oil was changed, every 10 h: due after 18 more minutes.
  await postJson(page, `/api/cars/${carId}/service-items`, {
    name: 'Engine oil',
    hourInterval: 10,
    lastServiceHours: 132.9,
    lastServiceDistance: 3000,
  });
  const trackId = await createViaApi(page, '/api/tracks', {
    name: 'Laguna Seca',
    location: 'Monterey, CA',
    length: 2.238,
  });
  const eventId = await createViaApi(page, '/api/events', {
    title: 'Spring Sprint',
    date: isoDay(),
    type: 'Track Day',
    trackId,
  });
  const eventCarId = await createViaApi(page, `/api/events/${eventId}/cars`, { mode: 'individual', carId });
  const sessionId = await createViaApi(page, `/api/event-cars/${eventCarId}/sessions`, {
    name: 'Practice 1',
    startTime: new Date(Date.now() - 25 * 60_000).toISOString(),
  });
  await postJson(page, `/api/event-sessions/${sessionId}/start`, {});
  // An engine fitted an hour before the session: it gains the session's time, and follows its correction.
  const engineId = await createViaApi(page, '/api/components', { name: 'Engine 9A1', kind: 'engine', hours: 20 });
  await postJson(page, `/api/components/${engineId}/install`, {
    carId,
    date: new Date(Date.now() - 60 * 60_000).toISOString(),
  });

  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('142.6 h').first()).toBeVisible();
  await expect(page.getByText('0.3 h remaining')).toBeVisible();

  // Complete the session: the form offers start to now, and the user confirms 25 minutes.
  await page.goto(`/events/${eventId}`);
  const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: /GT3 Cup #7/ });
  await row.getByRole('button', { name: 'Sessions' }).click();
  const session = page
    .getByRole('dialog', { name: 'Session Management' })
    .getByRole('listitem', { name: 'Practice 1' });
  await session.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete Session' });
  const minutes = complete.getByRole('textbox', { name: 'Running time (minutes)' });
  await expect(minutes).toHaveValue(/^2[4-6]$/);
  await minutes.fill('25');
  await keepScreenshot(page, 'meter-readings-complete-1280');
  await complete.getByRole('button', { name: 'Complete Session' }).click();
  await expect(page.getByText('Practice 1 completed')).toBeVisible();
  await expect(session).toContainText('Completed');
  await page.keyboard.press('Escape');

  // The car's hours moved by 25 minutes and the oil is due.
  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('143 h', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Due', { exact: true }).first()).toBeVisible();
  const log = page.getByRole('region', { name: 'Meter readings' });
  await expect(log.getByRole('row').nth(1)).toContainText('Practice 1 · 25 min');
  await expect(log.getByRole('row').nth(1)).toContainText('143 h');
  await expect(log.getByRole('row').nth(1)).toContainText('(est.)');
  const engineHours = page
    .getByRole('region', { name: 'Installed components' })
    .getByTestId('installed-component-hours');
  await expect(engineHours).toHaveText('20.4 h');

  // The session really ran 40 minutes, 10 laps: corrected from the event's sessions list.
  await page.goto(`/events/${eventId}`);
  await row.getByRole('button', { name: 'Sessions' }).click();
  await session.getByRole('button', { name: 'Correct time of Practice 1' }).click();
  const correction = page.getByRole('dialog', { name: 'Correct Session Time' });
  const correctedMinutes = correction.getByRole('textbox', { name: 'Running time (minutes)' });
  await expect(correctedMinutes).toHaveValue('25');
  await expect(correction.getByRole('textbox', { name: 'Laps' })).toHaveValue('');
  await correctedMinutes.fill('40');
  await correction.getByRole('textbox', { name: 'Laps' }).fill('10');
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'meter-readings-correct-1280', { fullPage: false });
  await correction.getByRole('button', { name: 'Save Correction' }).click();
  await expect(page.getByText('Practice 1 corrected')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Management' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The reading, the car and the engine follow: 40 minutes, 10 laps of 2.238 mi, no longer estimated.
  await page.goto(`/cars/${carId}`);
  await expect(page.getByText('143.3 h').first()).toBeVisible();
  await expect(log.getByRole('row').nth(1)).toContainText('Practice 1 · 40 min');
  await expect(log.getByRole('row').nth(1)).not.toContainText('(est.)');
  await expect(engineHours).toHaveText('20.7 h');

  // A mistyped reading is taken (it is higher), then corrected: the history keeps both.
  await page.getByRole('button', { name: 'Add Reading' }).click();
  const add = page.getByRole('dialog', { name: 'Add Meter Reading' });
  await add.getByRole('textbox', { name: 'Hours' }).fill('1431');
  await add.getByRole('button', { name: 'Save Reading' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('1,431 h').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Reading' }).click();
  await add.getByRole('textbox', { name: 'Hours' }).fill('143.1');
  await add.getByRole('textbox', { name: 'Note' }).fill('Typo: 143.1 h');
  await add.getByRole('button', { name: 'Save Reading' }).click();
  await expect(
    add.getByText('Hours cannot be lower than the last reading (1431.0 h).', { exact: false }).first(),
  ).toBeVisible();
  await keepScreenshot(page, 'meter-readings-refused-1280');
  await add.getByRole('checkbox', { name: 'Correction' }).check();
  await add.getByRole('button', { name: 'Save Reading' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('143.1 h').first()).toBeVisible();
  const rows = log.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('143.1 h');
  await expect(rows.nth(1)).toContainText('Correction');
  await expect(rows.nth(1)).toContainText('Typo: 143.1 h');
  await expect(rows.nth(2)).toContainText('1,431 h');
  await expect(rows.nth(2)).not.toContainText('Correction');
  // 10.2 h since the oil change: still due after the correction.
  await expect(page.getByText('Due', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'meter-readings-car-1280');

  // The same at a phone's width: each reading is two lines, and the page does not scroll sideways.
  await checkPhoneWidth(page);
  const phoneLog = page.getByRole('list', { name: 'Meter readings' });
  await expect(phoneLog.getByRole('listitem')).toHaveCount(4);
  await expect(phoneLog.getByRole('listitem').first()).toContainText('143.1 h');
  await expect(phoneLog.getByRole('listitem').first()).toContainText('Correction');
  await keepScreenshot(page, 'meter-readings-car-375');
  await page.getByRole('button', { name: 'Add Reading' }).click();
  await expect(add.getByRole('checkbox', { name: 'Correction' })).toBeVisible();
  await keepScreenshot(page, 'meter-readings-add-375', { fullPage: false });
  await add.getByRole('button', { name: 'Cancel' }).click();

  // The correction at a phone's width.
  await page.goto(`/events/${eventId}`);
  await row.getByRole('button', { name: 'Sessions' }).click();
  await session.getByRole('button', { name: 'Correct time of Practice 1' }).click();
  await expect(correctedMinutes).toHaveValue('40');
  await expect(correction.getByRole('textbox', { name: 'Laps' })).toHaveValue('10');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'meter-readings-correct-375', { fullPage: false });
  await correction.getByRole('button', { name: 'Cancel' }).click();
  await expect(session.getByRole('button', { name: 'Correct time of Practice 1' })).toBeVisible();
});
