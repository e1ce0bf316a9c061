import type { Page } from '@playwright/test';
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
  upgradeToAnnual,
} from './support/fixtures';

/** A started session of the registration, begun `minutesAgo` minutes ago. */
async function startedSession(page: Page, eventCarId: string, name: string, minutesAgo = 30): Promise<string> {
  const id = await createViaApi(page, `/api/event-cars/${eventCarId}/sessions`, {
    name,
    startTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });
  await postJson(page, `/api/event-sessions/${id}/start`, {});
  return id;
}

/** Picks an option of a Mantine Select (searchable or not) inside `scope`. */
async function choose(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an installed engine accrues its car’s session time, and after a move only the new car’s', async ({ page }) => {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const cup7 = await createViaApi(page, '/api/cars', { name: 'GT3 Cup #7', hours: 142.6, miles: 3000 });
  const cup8 = await createViaApi(page, '/api/cars', { name: 'GT3 Cup #8', hours: 50, miles: 1000 });
  const trackId = await createViaApi(page, '/api/tracks', { name: 'Laguna Seca', location: 'Monterey, CA' });
  const eventId = await createViaApi(page, '/api/events', {
    title: 'Spring Sprint',
    date: isoDay(),
    type: 'Track Day',
    trackId,
  });
  const reg7 = await createViaApi(page, `/api/events/${eventId}/cars`, { mode: 'individual', carId: cup7 });
  const reg8 = await createViaApi(page, `/api/events/${eventId}/cars`, { mode: 'individual', carId: cup8 });

  // The Components screen starts empty and adds an engine with its hours.
  await page.goto('/components');
  await expect(page.getByRole('heading', { name: 'Components', exact: true })).toBeVisible();
  await expect(page.getByText('No components yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Component' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Engine 9A1');
  await choose(page, page, 'Kind', 'Engine');
  await page.getByRole('textbox', { name: 'Serial number' }).fill('9A1-0042');
  await page.getByRole('textbox', { name: 'Hours' }).fill('20');
  await page.getByRole('button', { name: 'Add Component' }).click();
  await expect(page.getByRole('heading', { name: 'Engine 9A1' })).toBeVisible();
  await expect(page.getByTestId('installed-on')).toHaveText('On the shelf');

  // Installed on #7 today.
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const install = page.getByRole('dialog', { name: 'Install on a car' });
  await choose(page, install, 'Car', 'GT3 Cup #7');
  await keepScreenshot(page, 'components-install-1280', { fullPage: false });
  await install.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(install).toBeHidden();
  await expect(page.getByTestId('installed-on')).toHaveText('GT3 Cup #7');
  await expect(page.getByTestId('installation')).toHaveCount(1);

  // A 30-minute session completed on #7: the car and the engine both gain 0.5 h.
  const practice = await startedSession(page, reg7, 'Practice 1');
  await page.goto(`/events/${eventId}`);
  const row = page.getByRole('region', { name: 'Registered Cars' }).getByRole('listitem', { name: /GT3 Cup #7/ });
  await row.getByRole('button', { name: 'Sessions' }).click();
  const session = page
    .getByRole('dialog', { name: 'Session Management' })
    .getByRole('listitem', { name: 'Practice 1' });
  await session.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete Session' });
  await complete.getByRole('textbox', { name: 'Running time (minutes)' }).fill('30');
  await complete.getByRole('button', { name: 'Complete Session' }).click();
  await expect(page.getByText('Practice 1 completed')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(practice).toBeTruthy();

  await page.goto(`/cars/${cup7}`);
  await expect(page.getByText('143.1 h').first()).toBeVisible();
  const installed = page.getByRole('region', { name: 'Installed components' });
  await expect(installed.getByTestId('installed-component')).toHaveCount(1);
  await expect(installed.getByRole('link', { name: 'Engine 9A1' })).toBeVisible();
  await expect(installed.getByTestId('installed-component-hours')).toHaveText('20.5 h');
  await keepScreenshot(page, 'components-car-1280');

  await installed.getByRole('link', { name: 'Engine 9A1' }).click();
  await expect(page.getByTestId('component-hours')).toHaveText('20.5 h');
  await expect(page.getByTestId('accrual')).toHaveCount(1);
  await expect(page.getByTestId('accrual').first()).toContainText('Practice 1');

  // Moved to #8: a later session on #7 no longer accrues to it; one on #8 does.
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Move to another car' });
  await choose(page, move, 'To car', 'GT3 Cup #8');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(page.getByTestId('installed-on')).toHaveText('GT3 Cup #8');
  await expect(page.getByTestId('installation')).toHaveCount(2);

  const onOld = await startedSession(page, reg7, 'Practice 2');
  await postJson(page, `/api/event-sessions/${onOld}/complete`, { runningMinutes: 60 });
  await page.reload();
  await expect(page.getByTestId('component-hours')).toHaveText('20.5 h');
  const onNew = await startedSession(page, reg8, 'Practice 3');
  await postJson(page, `/api/event-sessions/${onNew}/complete`, { runningMinutes: 18 });
  await page.reload();
  await expect(page.getByTestId('component-hours')).toHaveText('20.8 h');
  await expect(page.getByTestId('accrual')).toHaveCount(2);
  await expect(page.getByTestId('accrual').first()).toContainText('GT3 Cup #8');

  // The engine's own service item counts against its hours; a rebuild resets it and is kept in its life.
  await page.getByRole('button', { name: 'Add Service Item' }).click();
  const addItem = page.getByRole('dialog', { name: 'Add Service Item' });
  await addItem.getByRole('textbox', { name: 'Name' }).fill('Valve check');
  await addItem.getByRole('textbox', { name: 'Hour interval' }).fill('1');
  await addItem.getByRole('textbox', { name: 'Hours at last service' }).fill('20');
  await addItem.getByRole('button', { name: 'Add Service Item' }).click();
  await expect(addItem).toBeHidden();
  const valve = page.getByRole('article', { name: 'Valve check' });
  await expect(valve).toContainText('0.2 h remaining');
  await page.getByRole('button', { name: 'Rebuild', exact: true }).click();
  const rebuild = page.getByRole('dialog', { name: 'Record a rebuild' });
  await rebuild.getByRole('textbox', { name: 'Note' }).fill('Top end refreshed');
  await rebuild.getByRole('button', { name: 'Record Rebuild' }).click();
  await expect(rebuild).toBeHidden();
  await expect(page.getByTestId('rebuild')).toHaveCount(1);
  await expect(page.getByTestId('rebuild')).toContainText('Top end refreshed');
  await expect(valve).toContainText('1 h remaining');
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'components-detail-1280');

  await page.goto(`/cars/${cup7}`);
  await expect(page.getByText('144.1 h').first()).toBeVisible();
  await expect(page.getByText('No components installed.')).toBeVisible();

  await page.goto('/components');
  const listRow = page.getByTestId('component-row');
  await expect(listRow).toHaveCount(1);
  await expect(listRow).toContainText('9A1-0042');
  await expect(listRow).toContainText('20.8 h');
  await expect(listRow).toContainText('GT3 Cup #8');
  await expectNoSeriousA11yIssuesAfterToasts(page);
  await keepScreenshot(page, 'components-list-1280');

  // The same at a phone's width: the tables scroll in their own boxes, the page does not.
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'components-list-375');
  await listRow.getByRole('link', { name: 'Engine 9A1' }).click();
  await expect(page.getByTestId('component-hours')).toHaveText('20.8 h');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'components-detail-375');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove to the shelf' });
  await keepScreenshot(page, 'components-remove-375', { fullPage: false });
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByTestId('installed-on')).toHaveText('On the shelf');
  await expectNoSeriousA11yIssuesAfterToasts(page);
});
