import type { Locator, Page } from '@playwright/test';
import {
  chooseOption,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNotClipped,
  getJson,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  usDay,
  waitForToasts,
} from './support/fixtures';
import { pickStartTime, preSessionChecks } from './support/sessions';

/** A track, an upcoming race there, two clients each owning one car, and a default pre-event template. */
async function setUpRaceWeekend(page: Page) {
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay() });
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Laguna Seca',
    location: 'Monterey, CA',
    length: 2.238,
  });
  // Today: the results of the day are recorded at the end of it.
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Club Race Weekend',
    date: isoDay(0),
    type: 'Race',
    trackId: track.id,
    estimatedMinutes: 480,
  });
  const clients = [
    { name: 'Ayrton Costa', email: 'ayrton@example.com', car: 'Spec Miata #12' },
    { name: 'Blue Garage', email: 'blue@example.com', car: 'GT86 Cup' },
  ];
  for (const c of clients) {
    const client = await postJson<{ id: string }>(page, '/api/clients', { name: c.name, email: c.email });
    const car = await postJson<{ id: string }>(page, '/api/cars', { name: c.car });
    await postJson(page, `/api/clients/${client.id}/cars`, { carId: car.id });
  }
  await postJson(page, '/api/inspection-templates', {
    name: 'Club tech',
    isDefault: true,
    baseFeeCents: 7500,
    items: [
      { category: 'Safety', itemName: 'Harness' },
      {
        category: 'Brakes',
        itemName: 'Brake pads',
        failureCreatesWorkItem: true,
        workItemTemplate: 'Replace brake pads',
        estimatedRepairMinutes: 90,
      },
      { category: 'Body', itemName: 'Numbers', isRequired: false },
    ],
  });
  return { eventId: event.id };
}

async function registerCar(page: Page, client: string, car: string, number: string, fee: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Car to Event' });
  await chooseOption(dialog, 'Client', client, { exact: false });
  await chooseOption(dialog, 'Car', car, { exact: false });
  await dialog.getByRole('textbox', { name: 'Car number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Class' }).fill('Spec Miata');
  await chooseOption(dialog, 'Driver', 'Test Driver', { exact: false });
  await dialog.getByRole('textbox', { name: 'Registration fee' }).fill(fee);
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(dialog).toBeHidden();
}

async function inspect(page: Page, row: Locator, marks: Record<string, 'Pass' | 'Fail' | 'N/A'>, issue?: string) {
  await row.getByRole('button', { name: 'Pre-Inspect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(dialog.getByText('Template: Club tech')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Inspection fee' })).toHaveValue('$75');
  await expect(dialog.getByRole('textbox', { name: 'Billable time (minutes)' })).toHaveValue('30');
  await expect(dialog.getByText('Result: Pending')).toBeVisible();
  for (const [item, mark] of Object.entries(marks)) {
    await dialog.getByRole('radiogroup', { name: item }).getByRole('radio', { name: mark }).check();
  }
  if (issue) {
    await dialog.getByRole('button', { name: 'Add Issue' }).click();
    await dialog.getByRole('textbox', { name: 'Issue 1' }).fill(issue);
  }
  return dialog;
}

test('register two client cars, inspect them, run a session and record a result', async ({ page }) => {
  // The longest journey of the suite: a whole race weekend.
  test.setTimeout(150_000);
  await registerViaApi(page);
  const { eventId } = await setUpRaceWeekend(page);
  await page.goto(`/events/${eventId}`);
  const cars = page.getByRole('region', { name: 'Registered Cars' });
  await expect(cars.getByText('No cars registered for this event yet.')).toBeVisible();

  // Add Car to Event: client and car are required, with the spec's messages.
  await cars.getByRole('button', { name: 'Add First Car' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Car to Event' });
  await expect(
    addDialog
      .getByRole('textbox', { name: 'Car', exact: true })
      .or(addDialog.getByRole('combobox', { name: 'Car', exact: true })),
  ).toBeDisabled();
  await addDialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(addDialog.getByText('Please select a client')).toBeVisible();
  await expect(addDialog.getByText('Please select a car')).toBeVisible();
  await registerCar(page, 'Ayrton Costa', 'Spec Miata #12', '12', '250');

  const miata = cars.getByRole('listitem', { name: 'Spec Miata #12' });
  await expect(miata).toContainText('Client: Ayrton Costa');
  await expect(miata).toContainText('Driver: Test Driver');
  // The car is named with its number: the number shows once.
  expect((await miata.textContent())?.match(/#12(?!\d)/g)).toHaveLength(1);
  await expect(miata).toContainText('$250.00');
  await expect(miata).toContainText('Registered');
  await expect(miata).toContainText('Pre-event: not done');

  await cars.getByRole('button', { name: 'Add Car' }).click();
  await registerCar(page, 'Blue Garage', 'GT86 Cup', '86', '180.5');
  const gt86 = cars.getByRole('listitem', { name: 'GT86 Cup' });
  await expect(gt86).toContainText('$180.50');

  // The same car twice: the server refuses it and the modal says so.
  await cars.getByRole('button', { name: 'Add Car' }).click();
  await chooseOption(addDialog, 'Client', 'Blue Garage', { exact: false });
  await chooseOption(addDialog, 'Car', 'GT86 Cup', { exact: false });
  await addDialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText('This car is already registered for this event');
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  // A failing pre-event inspection: the car stays registered and its work item appears.
  const failing = await inspect(page, miata, { Harness: 'Pass', 'Brake pads': 'Fail' }, 'Front pads below 3 mm');
  await expect(failing.getByText('Result: Fail')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expect(failing.getByText('1 failed item creates a work item.')).toBeVisible();
  await failing.getByRole('textbox', { name: 'Brake pads notes' }).fill('2 mm left on the fronts');
  await keepScreenshot(page, 'pitboard-inspection-1280');
  await failing.getByRole('button', { name: 'Complete Inspection' }).click();
  await expect(failing).toBeHidden();
  await expect(miata).toContainText('Registered');
  await expect(miata).toContainText('Pre-event: done');
  const work = miata.getByRole('group', { name: 'Work items for Spec Miata #12' });
  await expect(work).toContainText('Replace brake pads');
  await expect(work).toContainText('90 min');
  await expect(work).toContainText('Pending');
  await expect(miata.getByRole('button', { name: 'Pre-Inspect' })).toBeDisabled();

  // The completed inspection can be read afterwards: checklist, issues, notes, result and fee.
  await miata.getByRole('button', { name: 'View pre-event inspection' }).click();
  const record = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(record.getByText('Result: Fail')).toBeVisible();
  await expect(record.getByText('Spec Miata #12', { exact: true })).toBeVisible();
  await expect(record.getByRole('listitem', { name: 'Harness: Pass' })).toBeVisible();
  const pads = record.getByRole('listitem', { name: 'Brake pads: Fail' });
  await expect(pads).toContainText('2 mm left on the fronts');
  await expect(record.getByRole('listitem', { name: 'Numbers: Not checked' })).toContainText('(optional)');
  await expect(record).toContainText('Front pads below 3 mm');
  await expect(record).toContainText('$75.00');
  await expect(record).toContainText('30 min');
  await expect(record).toContainText('Good');
  await expect(record.getByRole('button', { name: 'Complete Inspection' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-inspection-view-1280');
  await record.getByRole('button', { name: 'Close' }).click();
  await expect(record).toBeHidden();
  await expect(miata.getByRole('button', { name: 'View post-event inspection' })).toHaveCount(0);

  // A passing one: tech inspected.
  const passing = await inspect(page, gt86, { Harness: 'Pass', 'Brake pads': 'Pass', Numbers: 'N/A' });
  await expect(passing.getByText('Result: Pass')).toBeVisible();
  await passing.getByRole('button', { name: 'Complete Inspection' }).click();
  await expect(passing).toBeHidden();
  await expect(gt86).toContainText('Tech inspected');
  await expect(gt86.getByRole('button', { name: 'Pre-Inspect' })).toBeDisabled();
  await expect(gt86.getByRole('button', { name: 'Post-Inspect' })).toBeEnabled();

  // A post-event inspection (no post-event template: the built-in checklist) only sets its flag.
  await gt86.getByRole('button', { name: 'Post-Inspect' }).click();
  const postEvent = page.getByRole('dialog', { name: 'Post-Event Inspection' });
  await expect(postEvent.getByText('Built-in checklist')).toBeVisible();
  const groups = postEvent.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i += 1) await groups.nth(i).getByRole('radio', { name: 'Pass' }).check();
  await postEvent.getByRole('textbox', { name: 'Inspection notes' }).fill('Clean after the weekend');
  await postEvent.getByRole('button', { name: 'Complete Inspection' }).click();
  await expect(postEvent).toBeHidden();
  await expect(gt86).toContainText('Post-event: done');
  await expect(gt86).toContainText('Tech inspected');
  await expect(gt86.getByRole('button', { name: 'Post-Inspect' })).toBeDisabled();

  // Status from the row.
  await gt86.getByRole('button', { name: 'Set status' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Ready', 'Competing', 'Finished', 'DNF']);
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(gt86).toContainText('Ready');

  // Sessions.
  await gt86.getByRole('button', { name: 'Sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Session Management' });
  await expect(sessions.getByText('No sessions yet. Create the first one.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await sessions.getByRole('button', { name: 'Create New Session' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Session' });
  const createButton = create.getByRole('button', { name: 'Create Session' });
  await create.getByRole('textbox', { name: 'Session name' }).fill('Saturday Qualifying');
  await chooseOption(create, 'Session type', 'Qualifying', { exact: false });
  await expect(createButton).toBeDisabled();
  await create.getByRole('button', { name: 'Start time' }).click();
  await pickStartTime(page, new Date(), '10', '30');
  await create.getByRole('textbox', { name: 'Duration (minutes)' }).fill('150');
  await expect(createButton).toBeEnabled();
  await createButton.click();
  await expect(create.getByText('Duration must be between 5 and 120 minutes')).toBeVisible();
  await create.getByRole('textbox', { name: 'Duration (minutes)' }).fill('25');
  await createButton.click();
  // The server's answer brings a toast; the scans below wait for it rather than meet it mid-fade.
  await expect(page.getByText('Session Saturday Qualifying created')).toBeVisible();

  const session = page
    .getByRole('dialog', { name: 'Session Management' })
    .getByRole('listitem', { name: 'Saturday Qualifying' });
  await expect(session).toContainText('Qualifying');
  await expect(session).toContainText('Scheduled');
  await expect(session).toContainText('25 min');
  await expect(session.getByRole('button', { name: 'Post-Session' })).toBeDisabled();

  // Pre-session: submit only when every check is ticked and pressures and fuel are in.
  await session.getByRole('button', { name: 'Pre-Session' }).click();
  const pre = page.getByRole('dialog', { name: 'Pre-Session Inspection' });
  const preSubmit = pre.getByRole('button', { name: 'Complete Pre-Session Inspection' });
  await expect(pre.getByRole('textbox', { name: 'Wheel torque spec' })).toHaveValue('85 ft-lbs');
  await expect(pre.getByRole('textbox', { name: 'Expected session time (minutes)' })).toHaveValue('20');
  await expect(preSubmit).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  for (const check of preSessionChecks) await pre.getByRole('checkbox', { name: check }).check();
  await pre.getByRole('textbox', { name: 'Fuel amount (gallons)' }).fill('9.5');
  for (const [wheel, psi] of [
    ['LF', '27'],
    ['RF', '27'],
    ['LR', '26'],
  ] as const) {
    await pre.getByRole('textbox', { name: wheel, exact: true }).fill(psi);
  }
  await expect(preSubmit).toBeDisabled();
  await pre.getByRole('textbox', { name: 'RR', exact: true }).fill('26');
  await expect(preSubmit).toBeEnabled();
  await keepScreenshot(page, 'pitboard-pre-session-1280');
  await preSubmit.click();

  await expect(session.getByRole('button', { name: 'Pre-Session' })).toBeDisabled();
  await expect(session.getByRole('button', { name: 'Post-Session' })).toBeEnabled();
  await session.getByRole('button', { name: 'Start' }).click();
  await expect(session).toContainText('In progress');
  await session.getByRole('button', { name: 'Complete' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Session' })
    .getByRole('button', { name: 'Complete Session' })
    .click();
  await expect(session).toContainText('Completed');

  await session.getByRole('button', { name: 'Post-Session' }).click();
  const postForm = page.getByRole('dialog', { name: 'Post-Session Inspection' });
  const lap = postForm.getByRole('group', { name: 'Best lap' });
  await lap.getByRole('textbox', { name: 'Minutes', exact: true }).fill('1');
  await lap.getByRole('textbox', { name: 'Seconds', exact: true }).fill('42');
  await lap.getByRole('textbox', { name: 'Milliseconds' }).fill('87');
  await expect(lap.getByText('Best lap: 1:42.087')).toBeVisible();
  await postForm.getByRole('textbox', { name: 'LF outside' }).fill('172');
  await postForm.getByRole('textbox', { name: 'Weight with driver (lbs)' }).fill('2480');
  await postForm.getByRole('textbox', { name: 'Running position' }).fill('0');
  await postForm.getByRole('button', { name: 'Complete Post-Session Inspection' }).click();
  await expect(postForm.getByText('Running position must be at least 1')).toBeVisible();
  await postForm.getByRole('textbox', { name: 'Running position' }).fill('3');
  await postForm.getByRole('button', { name: 'Complete Post-Session Inspection' }).click();
  await expect(session).toContainText('Best lap: 1:42.087');
  await expect(session.getByRole('button', { name: 'Post-Session' })).toBeDisabled();
  await expect(session.getByRole('button', { name: 'Pre-Session' })).toBeDisabled();

  // What the session's inspections recorded shows on the session.
  await session.getByRole('button', { name: 'Inspection details' }).click();
  const preRecord = session.getByRole('region', { name: 'Pre-session inspection' });
  await expect(preRecord).toContainText('SD card checked');
  await expect(preRecord).toContainText('General inspection pass');
  await expect(preRecord).toContainText('9.5 gal');
  await expect(preRecord).toContainText('85 ft-lbs');
  await expect(preRecord).toContainText('20 min');
  await expect(preRecord.getByText('LF pressure').locator('..')).toContainText('27 psi');
  await expect(preRecord.getByText('RR pressure').locator('..')).toContainText('26 psi');
  const postRecord = session.getByRole('region', { name: 'Post-session inspection' });
  await expect(postRecord).toContainText('1:42.087');
  await expect(postRecord).toContainText('P3');
  await expect(postRecord).toContainText('2,480 lbs');
  const lfTire = postRecord.getByRole('table', { name: 'Tires after the session' }).getByRole('row', { name: /^LF/ });
  await expect(lfTire.getByRole('cell')).toHaveText(['LF', '–', '172', '–', '–']);
  await keepScreenshot(page, 'pitboard-session-details-1280');
  await page.getByRole('dialog', { name: 'Session Management' }).getByRole('button', { name: 'Close' }).click();

  // Race result.
  const results = page.getByRole('region', { name: 'Race Results' });
  await expect(results.getByText('No results recorded yet.')).toBeVisible();
  await results.getByRole('button', { name: 'Add Result' }).click();
  const resultDialog = page.getByRole('dialog', { name: 'Add Result' });
  await resultDialog.getByRole('combobox', { name: 'Car', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Spec Miata #12', 'GT86 Cup #86']);
  await page.getByRole('option', { name: 'GT86 Cup #86', exact: true }).click();
  await expect(resultDialog.getByRole('textbox', { name: 'Class' })).toHaveValue('Spec Miata');
  await resultDialog.getByRole('textbox', { name: 'Start position' }).fill('5');
  await resultDialog.getByRole('textbox', { name: 'Finish position' }).fill('19');
  await resultDialog.getByRole('textbox', { name: 'Total participants' }).fill('18');
  const resultLap = resultDialog.getByRole('group', { name: 'Best lap' });
  await resultLap.getByRole('textbox', { name: 'Minutes', exact: true }).fill('1');
  await resultLap.getByRole('textbox', { name: 'Seconds', exact: true }).fill('41');
  await resultLap.getByRole('textbox', { name: 'Milliseconds' }).fill('500');
  await chooseOption(resultDialog, 'Session', 'Race 1', { exact: false });
  await resultDialog.getByRole('combobox', { name: 'Weather' }).fill('Sunny');
  await resultDialog.getByRole('combobox', { name: 'Track condition' }).fill('Dry');
  await resultDialog.getByRole('button', { name: 'Add Result' }).click();
  await expect(resultDialog.getByText('Finish position cannot be greater than total participants')).toBeVisible();
  await resultDialog.getByRole('textbox', { name: 'Finish position' }).fill('2');
  await resultDialog.getByRole('button', { name: 'Add Result' }).click();
  await expect(resultDialog).toBeHidden();
  const result = results.getByRole('listitem', { name: 'Result of GT86 Cup' });
  await expect(result).toContainText('P5 → P2 / 18');
  await expect(result).toContainText('Best lap: 1:41.500');
  await expect(result).toContainText('Session: Race 1');
  await expect(result).toContainText('Weather: Sunny');
  await expect(result).toContainText('Track: Dry');

  // The Quick Stats of the events feature count the registrations: both pre-event inspections
  // are done, the failed one included.
  await expect(page.getByText('2/2', { exact: true })).toBeVisible();

  await waitForToasts(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-event-detail-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(miata).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-event-detail-375');

  // After a reload the done inspections stay done.
  await expect(miata.getByRole('button', { name: 'Pre-Inspect' })).toBeDisabled();
  await expect(gt86.getByRole('button', { name: 'Pre-Inspect' })).toBeDisabled();

  // The modals fill a phone's screen without scrolling sideways.
  await gt86.getByRole('button', { name: 'Sessions' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Session Management' }).getByRole('listitem', { name: 'Saturday Qualifying' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-sessions-375', { fullPage: false });
  const phoneSession = page
    .getByRole('dialog', { name: 'Session Management' })
    .getByRole('listitem', { name: 'Saturday Qualifying' });
  await phoneSession.getByRole('button', { name: 'Inspection details' }).click();
  await expect(phoneSession.getByRole('region', { name: 'Post-session inspection' })).toContainText('P3');
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-session-details-375');
  await page.getByRole('dialog', { name: 'Session Management' }).getByRole('button', { name: 'Close' }).click();
  await miata.getByRole('button', { name: 'View pre-event inspection' }).click();
  const phoneRecord = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(phoneRecord.getByText('Result: Fail')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-inspection-view-375');
  await phoneRecord.getByRole('button', { name: 'Close' }).click();
  await expect(phoneRecord).toBeHidden();
  await cars.getByRole('button', { name: 'Add Car' }).click();
  await expect(addDialog.getByRole('combobox', { name: 'Client' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-add-car-375', { fullPage: false });
});

test('individual mode registers the user’s own car without a client', async ({ page }) => {
  await registerViaApi(page, { userType: 'racer' });
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Sonoma', location: 'Sonoma, CA' });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Track Day',
    date: isoDay(5),
    type: 'Track Day',
    trackId: track.id,
  });
  await postJson(page, '/api/cars', { name: 'My E46' });
  await page.addInitScript(() => localStorage.setItem('pitboardMode', 'individual'));
  await page.goto(`/events/${event.id}`);
  const cars = page.getByRole('region', { name: 'Registered Cars' });
  await cars.getByRole('button', { name: 'Add First Car' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Car to Event' });
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(dialog.getByText('Please select a car')).toBeVisible();
  await chooseOption(dialog, 'Car', 'My E46', { exact: false });
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  const row = cars.getByRole('listitem', { name: 'My E46' });
  await expect(row).toContainText('No client');
  await expect(row).toContainText('$0.00');
  await expect(row).toContainText('Registered');

  // Without a template the built-in 12-item checklist is used.
  await row.getByRole('button', { name: 'Pre-Inspect' }).click();
  const inspection = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(inspection.getByText('Built-in checklist')).toBeVisible();
  await expect(inspection.getByRole('radiogroup')).toHaveCount(12);
  // The user's own car: nobody is billed, so there is no fee or billable time to fill in.
  await expect(inspection.getByRole('textbox', { name: 'Inspection fee' })).toHaveCount(0);
  await expect(inspection.getByRole('textbox', { name: 'Billable time (minutes)' })).toHaveCount(0);
});

test('team mode registers one of the team’s own cars beside a client’s car', async ({ page }) => {
  await registerViaApi(page);
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay() });
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Thunderhill', location: 'Willows, CA' });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Shop Test Day',
    date: isoDay(3),
    type: 'Testing',
    trackId: track.id,
  });
  const client = await postJson<{ id: string }>(page, '/api/clients', { name: 'Ayrton Costa', email: 'a@example.com' });
  const clientCar = await postJson<{ id: string }>(page, '/api/cars', { name: 'Spec Miata #12' });
  await postJson(page, `/api/clients/${client.id}/cars`, { carId: clientCar.id });
  await postJson(page, '/api/cars', { name: 'Shop E46' });
  await page.goto(`/events/${event.id}`);
  const cars = page.getByRole('region', { name: 'Registered Cars' });

  await cars.getByRole('button', { name: 'Add First Car' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Car to Event' });
  await expect(dialog.getByRole('radio', { name: "A client's car" })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toBeVisible();
  await dialog.getByText('Team car', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Team car' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  // Only the team's own cars: the client's car is registered with its client.
  await dialog.getByRole('combobox', { name: 'Car', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Shop E46']);
  await page.getByRole('option', { name: 'Shop E46' }).click();
  await dialog.getByRole('textbox', { name: 'Car number' }).fill('46');
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-add-team-car-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(dialog).toBeHidden();
  const teamCar = cars.getByRole('listitem', { name: 'Shop E46' });
  await expect(teamCar).toContainText('Shop E46 #46');
  await expect(teamCar).toContainText('No client');
  await expect(teamCar).toContainText('Registered');

  // A client's car still needs its client.
  await cars.getByRole('button', { name: 'Add Car' }).click();
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(dialog.getByText('Please select a client')).toBeVisible();
  await chooseOption(dialog, 'Client', 'Ayrton Costa', { exact: false });
  await chooseOption(dialog, 'Car', 'Spec Miata #12', { exact: false });
  await dialog.getByRole('button', { name: 'Add Car' }).click();
  await expect(dialog).toBeHidden();
  const miata = cars.getByRole('listitem', { name: 'Spec Miata #12' });
  await expect(miata).toContainText('Client: Ayrton Costa');

  // The team car's inspection bills nobody; the client's car's asks for the shop's fee and time.
  await teamCar.getByRole('button', { name: 'Pre-Inspect' }).click();
  const inspection = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  await expect(inspection.getByText('Built-in checklist')).toBeVisible();
  await expect(inspection.getByRole('textbox', { name: 'Inspection fee' })).toHaveCount(0);
  await expect(inspection.getByRole('textbox', { name: 'Billable time (minutes)' })).toHaveCount(0);
  await inspection.getByRole('button', { name: 'Cancel' }).click();
  await miata.getByRole('button', { name: 'Pre-Inspect' }).click();
  await expect(inspection.getByRole('textbox', { name: 'Inspection fee' })).toHaveValue('$0');
  await expect(inspection.getByRole('textbox', { name: 'Billable time (minutes)' })).toHaveValue('30');
  await inspection.getByRole('button', { name: 'Cancel' }).click();
  await expect(inspection).toBeHidden();

  // On a phone the rows' badges and the form fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await expectNotClipped(teamCar.getByText('Registered', { exact: true }));
  await expectNotClipped(miata.getByText('Registered', { exact: true }));
  await keepScreenshot(page, 'pitboard-team-car-rows-375');
  await cars.getByRole('button', { name: 'Add Car' }).click();
  await dialog.getByText('Team car', { exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await expectNotClipped(dialog.getByText("A client's car", { exact: true }));
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-add-team-car-375', { fullPage: false });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a racer’s own inspection asks no fee, and Mark all as pass leaves a failed item failed', async ({ page }) => {
    await registerViaApi(page, { userType: 'racer' });
    const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Sonoma', location: 'Sonoma, CA' });
    const event = await postJson<{ id: string }>(page, '/api/events', {
      title: 'Track Day',
      date: isoDay(0),
      type: 'Track Day',
      trackId: track.id,
    });
    const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'My E46' });
    const registration = await postJson<{ id: string }>(page, `/api/events/${event.id}/cars`, {
      mode: 'individual',
      carId: car.id,
    });
    await page.goto(`/events/${event.id}`);
    const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: 'My E46' });
    await expectNotClipped(row.getByText('Registered', { exact: true }));

    await row.getByRole('button', { name: 'Pre-Inspect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
    await expect(dialog.getByRole('radiogroup')).toHaveCount(12);
    await expect(dialog.getByRole('textbox', { name: 'Inspection fee' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Billable time (minutes)' })).toHaveCount(0);

    await dialog.getByRole('radiogroup', { name: 'Tires' }).getByRole('radio', { name: 'Fail' }).check();
    const markAll = dialog.getByRole('button', { name: 'Mark all as pass' });
    await expectNotClipped(markAll);
    await markAll.click();
    await expect(dialog.getByRole('radio', { name: 'Pass', checked: true })).toHaveCount(11);
    await expect(dialog.getByRole('radiogroup', { name: 'Tires' }).getByRole('radio', { name: 'Fail' })).toBeChecked();
    await expect(dialog.getByText('Result: Fail')).toBeVisible();
    await expect(markAll).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
    await keepScreenshot(page, 'pitboard-mark-all-pass-375', { fullPage: false });

    await dialog.getByRole('button', { name: 'Complete Inspection' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Pre-event: done');
    const saved = await getJson<{ status: string; inspectionFeeCents: number; billableMinutes: number }[]>(
      page,
      `/api/event-cars/${registration.id}/inspections`,
    );
    expect(saved).toEqual([expect.objectContaining({ status: 'fail', inspectionFeeCents: 0, billableMinutes: 0 })]);

    // Read back, the record shows no fee or billable time either.
    await row.getByRole('button', { name: 'View pre-event inspection' }).click();
    const record = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
    await expect(record.getByRole('listitem', { name: 'Tires: Fail' })).toBeVisible();
    await expect(record.getByRole('listitem', { name: 'Helmet: Pass' })).toBeVisible();
    await expect(record.getByText('Billable time')).toHaveCount(0);
    await expect(record.getByText('Fee', { exact: true })).toHaveCount(0);
  });
});

test('an event weeks ahead: sessions are planned on its month, results wait for the day', async ({ page }) => {
  await registerViaApi(page, { userType: 'racer' });
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Road Atlanta',
    location: 'Braselton, GA',
  });
  const date = isoDay(70);
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Winter Enduro',
    date,
    type: 'Race',
    trackId: track.id,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'GT3 Cup #7' });
  await postJson(page, `/api/events/${event.id}/cars`, { mode: 'individual', carId: car.id, carNumber: '7' });
  await page.goto(`/events/${event.id}`);

  const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: 'GT3 Cup #7' });
  await expect(row.getByText('GT3 Cup #7', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('#7 #7');

  // Race results are for events that have happened.
  const results = page.getByRole('region', { name: 'Race Results' });
  await expect(results.getByRole('button', { name: 'Add Result' })).toBeDisabled();
  await expect(results).toContainText(`Results can be recorded from the day of the event (${usDay(70)}).`);

  // The start time picker opens on the event's month, not today's.
  await row.getByRole('button', { name: 'Sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Session Management' });
  await expect(sessions.getByText('GT3 Cup #7', { exact: true })).toBeVisible();
  await sessions.getByRole('button', { name: 'Create New Session' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Session' });
  await create.getByRole('button', { name: 'Start time' }).click();
  const day = new Date(`${date}T12:00:00`);
  const monthLabel = day.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByRole('button', { name: monthLabel, exact: true })).toBeVisible();
  await pickStartTime(page, day, '9', '15');
  await create.getByRole('textbox', { name: 'Session name' }).fill('Night practice');
  await create.getByRole('button', { name: 'Create Session' }).click();
  await expect(sessions.getByRole('listitem', { name: 'Night practice' })).toContainText(usDay(70));
  await keepScreenshot(page, 'pitboard-future-event-sessions-1280');
});
