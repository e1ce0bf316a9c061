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
} from './support/fixtures';
import { keptServerState, openInstalledApp } from './support/offline';
import { pickStartTime, preSessionChecks } from './support/sessions';

// The app opens from its service worker when there is no network.
test.use({ serviceWorkers: 'allow' });

interface Registration {
  id: string;
  workItems: { title: string }[];
}

/** An event with one registered car, a driver and a checklist of two items; the event page opened and kept for the track. */
async function paddockReady(page: Page) {
  await registerViaApi(page);
  const track = await postJson<{ id: string }>(page, '/api/tracks', { name: 'Buttonwillow', location: 'CA' });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'No Signal Saturday',
    date: isoDay(0),
    type: 'Track Day',
    trackId: track.id,
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Paddock Miata' });
  const driver = await postJson<{ id: string }>(page, '/api/drivers', { name: 'Nora Quick' });
  const registration = await postJson<Registration>(page, `/api/events/${event.id}/cars`, {
    mode: 'individual',
    carId: car.id,
    driverId: driver.id,
  });
  await postJson(page, '/api/inspection-templates', {
    name: 'Paddock tech',
    isDefault: true,
    items: [
      { category: 'Safety', itemName: 'Harness' },
      { category: 'Brakes', itemName: 'Brake pads', failureCreatesWorkItem: true, workItemTemplate: 'Replace pads' },
    ],
  });
  await openInstalledApp(page, `/events/${event.id}`);
  await page.getByRole('button', { name: 'Ready for the track' }).click();
  await expect(page.getByText(/^Ready for the track:/)).toBeVisible();
  await expect.poll(() => keptServerState(page)).toContain('Brake pads');
  return { eventId: event.id, registrationId: registration.id };
}

/** Marks the checklist in the Pre-Event Inspection dialog and completes it. */
async function preInspect(page: Page, row: Locator, marks: Record<string, 'Pass' | 'Fail'>) {
  await row.getByRole('button', { name: 'Pre-Inspect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pre-Event Inspection' });
  for (const [item, mark] of Object.entries(marks)) {
    await dialog.getByRole('radiogroup', { name: item }).getByRole('radio', { name: mark }).check();
  }
  await dialog.getByRole('button', { name: 'Complete Inspection' }).click();
  await expect(dialog).toBeHidden();
}

const waitingPanel = (page: Page) => page.getByRole('status').filter({ hasText: /waiting to sync/ });

test('inspect and run a session with no signal, reload, and see it all saved once when the signal returns', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { eventId, registrationId } = await paddockReady(page);
  const cars = page.getByRole('region', { name: 'Registered Cars' });
  const row = cars.getByRole('listitem', { name: 'Paddock Miata' });

  await page.context().setOffline(true);
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();

  await preInspect(page, row, { Harness: 'Pass', 'Brake pads': 'Fail' });
  await expect(
    page.getByText('Inspection saved on this device. It is sent when the connection returns.'),
  ).toBeVisible();
  await expect(row).toContainText('Pre-event: waiting to sync');
  await expect(row.getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pre-Inspect' })).toBeDisabled();
  // On a phone the row's badges show whole.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNotClipped(row.getByText('Waiting to sync', { exact: true }));
  await expectNotClipped(row.getByText('Registered', { exact: true }));
  await expectNoHorizontalScroll(page);
  await row.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'pitboard-offline-row-375', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A session, created, checked, run and debriefed without a connection.
  await row.getByRole('button', { name: 'Sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Session Management' });
  await sessions.getByRole('button', { name: 'Create New Session' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Session' });
  await create.getByRole('textbox', { name: 'Session name' }).fill('Morning practice');
  await create.getByRole('button', { name: 'Start time' }).click();
  await pickStartTime(page, new Date(), '9', '15');
  await create.getByRole('button', { name: 'Create Session' }).click();

  const session = sessions.getByRole('listitem', { name: 'Morning practice' });
  await expect(session).toContainText('Scheduled');
  await expect(session.getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(session).toContainText('Nora Quick');

  await session.getByRole('button', { name: 'Pre-Session' }).click();
  const pre = page.getByRole('dialog', { name: 'Pre-Session Inspection' });
  for (const check of preSessionChecks) await pre.getByRole('checkbox', { name: check }).check();
  await pre.getByRole('textbox', { name: 'Fuel amount (gallons)' }).fill('8');
  for (const wheel of ['LF', 'RF', 'LR', 'RR']) {
    const field = pre.getByRole('textbox', { name: wheel, exact: true });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await field.fill('28');
  }
  await pre.getByRole('button', { name: 'Complete Pre-Session Inspection' }).click();
  await expect(session.getByRole('button', { name: 'Pre-Session' })).toBeDisabled();

  await session.getByRole('button', { name: 'Start' }).click();
  await expect(session).toContainText('In progress');
  await session.getByRole('button', { name: 'Complete' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Session' })
    .getByRole('button', { name: 'Complete Session' })
    .click();
  await expect(session).toContainText('Completed');
  await session.getByRole('button', { name: 'Post-Session' }).click();
  const post = page.getByRole('dialog', { name: 'Post-Session Inspection' });
  const lap = post.getByRole('group', { name: 'Best lap' });
  await lap.getByRole('textbox', { name: 'Minutes', exact: true }).fill('1');
  await lap.getByRole('textbox', { name: 'Seconds', exact: true }).fill('51');
  await lap.getByRole('textbox', { name: 'Milliseconds' }).fill('204');
  await post.getByRole('button', { name: 'Complete Post-Session Inspection' }).click();
  await expect(session.getByRole('button', { name: 'Post-Session' })).toBeDisabled();
  await sessions.getByRole('button', { name: 'Close' }).click();

  // The day's result, too.
  await page.getByRole('region', { name: 'Race Results' }).getByRole('button', { name: 'Add Result' }).click();
  const resultDialog = page.getByRole('dialog', { name: 'Add Result' });
  await chooseOption(resultDialog, 'Car', 'Paddock Miata');
  await resultDialog.getByRole('textbox', { name: 'Start position' }).fill('4');
  await resultDialog.getByRole('textbox', { name: 'Finish position' }).fill('2');
  await resultDialog.getByRole('button', { name: 'Add Result' }).click();
  await expect(resultDialog).toBeHidden();

  await expect(waitingPanel(page)).toContainText('7 changes waiting to sync');
  await expect(waitingPanel(page)).toContainText('Result of Paddock Miata');
  await keepScreenshot(page, 'pitboard-offline-queue-1280');

  // Closing the tab or reloading keeps the queue.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Signal Saturday' })).toBeVisible();
  await expect(waitingPanel(page)).toContainText('7 changes waiting to sync');
  await expect(row).toContainText('Pre-event: waiting to sync');
  await expectNoSeriousA11yIssues(page);

  await page.context().setOffline(false);
  await expect(waitingPanel(page)).toHaveCount(0);
  await expect(row).toContainText('Pre-event: done');
  await expect(page.getByText(/waiting to sync/i)).toHaveCount(0);
  await expect(row.getByRole('group', { name: 'Work items for Paddock Miata' })).toContainText('Replace pads');

  // Saved once on the server.
  const inspections = await getJson<{ status: string }[]>(page, `/api/event-cars/${registrationId}/inspections`);
  expect(inspections.map((i) => i.status)).toEqual(['fail']);
  const saved = await getJson<
    {
      name: string;
      status: string;
      preInspectionDone: boolean;
      postInspectionDone: boolean;
      bestLapTime: string | null;
    }[]
  >(page, `/api/event-cars/${registrationId}/sessions`);
  expect(saved).toEqual([
    expect.objectContaining({
      name: 'Morning practice',
      status: 'completed',
      preInspectionDone: true,
      postInspectionDone: true,
      bestLapTime: '1:51.204',
    }),
  ]);
  await expect(
    page.getByRole('region', { name: 'Race Results' }).getByRole('listitem', { name: 'Result of Paddock Miata' }),
  ).toContainText('P4 → P2');
  const results = await getJson<{ finishPosition: number }[]>(page, `/api/events/${eventId}/results`);
  expect(results.map((r) => r.finishPosition)).toEqual([2]);
  const registrations = await getJson<Registration[]>(page, `/api/events/${eventId}/cars`);
  expect(registrations[0]?.workItems.map((w) => w.title)).toEqual(['Replace pads']);
});

test('an inspection made meanwhile on the server is shown beside the one queued on the phone, which is kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { registrationId } = await paddockReady(page);
  const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: 'Paddock Miata' });

  await page.context().setOffline(true);
  await preInspect(page, row, { Harness: 'Pass', 'Brake pads': 'Fail' });
  await expect(row).toContainText('Pre-event: waiting to sync');

  // Another technician inspects the same car from the office.
  const checklist = await getJson<{ template: { id: string } | null; items: { id: string }[] }>(
    page,
    '/api/inspection-templates/checklist?type=pre_event',
  );
  await postJson(page, `/api/event-cars/${registrationId}/inspections`, {
    type: 'pre_event',
    templateId: checklist.template?.id ?? null,
    results: checklist.items.map((item) => ({ itemId: item.id, result: 'pass' })),
    notes: 'Checked at the gate',
  });

  await page.context().setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: '1 change not saved' });
  await expect(refused).toContainText('Pre-event inspection · Paddock Miata');
  await expect(refused).toContainText('This inspection has already been completed');
  await refused.getByRole('button', { name: 'Compare' }).click();
  const conflict = page.getByRole('dialog', { name: 'Conflict: Pre-event inspection · Paddock Miata' });
  const table = conflict.getByRole('table', { name: "Your change beside the server's record" });
  await expect(table.getByRole('row', { name: /Brake pads/ }).getByRole('cell')).toHaveText(['Fail', 'Pass']);
  await expect(table.getByRole('row', { name: /Notes/ }).getByRole('cell')).toHaveText(['—', 'Checked at the gate']);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'pitboard-offline-conflict-1280');
  await conflict.getByRole('button', { name: 'Keep mine for now' }).click();

  // Kept across a reload until the user discards it; signing out asks first.
  await page.reload();
  await expect(refused).toContainText('This inspection has already been completed');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Changes not sent' });
  await expect(signOut).toContainText(
    '1 change made on this device has not reached the server yet. Signing out discards it.',
  );
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(signOut).toBeHidden();

  // On a phone: the conflict fills the screen and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await refused.getByRole('button', { name: 'Compare' }).click();
  await expect(table.getByRole('row', { name: /Brake pads/ }).getByRole('cell')).toHaveText(['Fail', 'Pass']);
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, 'pitboard-offline-conflict-375', { fullPage: false });
  await conflict.getByRole('button', { name: 'Keep mine for now' }).click();
  await expect(conflict).toBeHidden();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog', { name: 'Discard change' }).getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
  const inspections = await getJson<{ notes: string | null }[]>(page, `/api/event-cars/${registrationId}/inspections`);
  expect(inspections.map((i) => i.notes)).toEqual(['Checked at the gate']);
});
