import type { Page } from '@playwright/test';
import { permissionMessages } from '../src/shared/auth/permissions.rules';
import {
  appBaseUrl,
  expect,
  expectNoSeriousA11yIssues,
  isoDay,
  mailLinkTo,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';

interface Me {
  team: { id: string; name: string };
  role: string;
}

const getMe = async (page: Page): Promise<Me> => (await (await page.request.get('/api/me')).json()) as Me;

/** The manager's race weekend: a client's car registered for today's event, with a default pre-event template. */
async function seedRaceWeekend(page: Page) {
  await upgradeToAnnual(page);
  const track = await postJson<{ id: string }>(page, '/api/tracks', {
    name: 'Laguna Seca',
    location: 'Monterey, CA',
    length: 2.238,
  });
  const event = await postJson<{ id: string }>(page, '/api/events', {
    title: 'Club Race Weekend',
    date: isoDay(0),
    type: 'Race',
    trackId: track.id,
    estimatedMinutes: 480,
  });
  const client = await postJson<{ id: string }>(page, '/api/clients', {
    name: 'Ayrton Costa',
    email: 'ayrton@example.com',
  });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Spec Miata #12', clientId: client.id });
  await postJson(page, '/api/inspection-templates', {
    name: 'Club tech',
    isDefault: true,
    items: [
      { category: 'Safety', itemName: 'Harness' },
      { category: 'Brakes', itemName: 'Brake pads' },
    ],
  });
  await postJson(page, `/api/events/${event.id}/cars`, { clientId: client.id, carId: car.id, carNumber: '12' });
  return { eventId: event.id, clientId: client.id };
}

/** The manager invites `email` as a track technician; the invitee accepts from the mailed link's id. */
async function joinAsTechnician(manager: Page, technician: Page, email: string, teamId: string) {
  await postJson(manager, '/api/team/invitations', { email, role: 'track_technician' });
  const link = await mailLinkTo(email, 'You are invited');
  const invitationId = /\/invitations\/([^/?#\s]+)/.exec(link)?.[1] ?? '';
  expect(invitationId, `an invitation id in ${link}`).not.toBe('');
  const baseURL = appBaseUrl();
  const accepted = await technician.request.post(`${baseURL}/api/invitations/${invitationId}/accept`, {
    headers: { origin: baseURL },
  });
  expect(accepted.ok(), `accept: ${accepted.status()} ${await accepted.text()}`).toBeTruthy();
  const me = await getMe(technician);
  expect(me.team.id).toBe(teamId);
  expect(me.role).toBe('track_technician');
  // The race shop's screens are the point of this journey: make sure they are on for this member.
  const prefs = await technician.request.patch(`${baseURL}/api/preferences`, {
    headers: { origin: baseURL },
    data: { raceShopEnabled: true },
  });
  expect(prefs.ok(), `preferences: ${prefs.status()} ${await prefs.text()}`).toBeTruthy();
}

test('a track technician works the race weekend without billing or client management', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  const manager = await getMe(page);
  expect(manager.role).toBe('team_manager');
  const { eventId, clientId } = await seedRaceWeekend(page);

  // The manager sees billing and rate cards in the sidebar.
  await page.goto('/dashboard');
  const managerNav = page.getByRole('navigation', { name: 'Main' });
  await expect(managerNav.getByRole('link', { name: 'Billing System' })).toBeVisible();
  await expect(managerNav.getByRole('link', { name: 'Pricing Management' })).toBeVisible();

  const context = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const tech = await context.newPage();
    const account = await registerViaApi(tech);
    await joinAsTechnician(page, tech, account.email, manager.team.id);

    // The sidebar: the shop without Billing & Invoices or Pricing Management (rate cards).
    await tech.goto('/dashboard');
    const nav = tech.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Work Orders', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All Clients' })).toBeVisible();
    await expect(nav.getByText('Billing & Invoices')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Billing System' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Pricing Management' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Add Client' })).toHaveCount(0);

    // Billing and rate cards opened directly: no access, and the way back.
    await tech.goto('/billing');
    await expect(tech.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
    await expect(tech.getByText(permissionMessages.manage_billing)).toBeVisible();
    await expect(tech.getByRole('tab', { name: 'Quick Billing Panel' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(tech);
    await tech.goto('/billing/pricing');
    await expect(tech.getByText(permissionMessages.manage_billing)).toBeVisible();
    await tech.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(tech).toHaveURL(/\/dashboard$/);

    // Clients: readable, without Add Client, Edit or the client's account.
    await tech.goto('/clients');
    await expect(tech.getByRole('link', { name: 'Ayrton Costa', exact: true })).toBeVisible();
    await expect(tech.getByRole('link', { name: 'Add Client' })).toHaveCount(0);
    await expect(tech.getByRole('link', { name: 'Edit Ayrton Costa' })).toHaveCount(0);
    await tech.goto(`/clients/${clientId}`);
    await expect(tech.getByRole('heading', { name: 'Ayrton Costa', level: 1 })).toBeVisible();
    await expect(
      tech.getByRole('table', { name: 'Customer vehicles' }).getByRole('link', { name: 'Spec Miata #12' }),
    ).toBeVisible();
    await expect(tech.getByRole('link', { name: 'Edit Client' })).toHaveCount(0);
    await expect(tech.getByRole('button', { name: 'Assign Vehicle' })).toHaveCount(0);
    await expect(tech.getByRole('button', { name: 'Assign Item' })).toHaveCount(0);
    await expect(tech.getByRole('heading', { name: 'Account', exact: true })).toHaveCount(0);
    await tech.goto('/clients/new');
    await expect(tech.getByText(permissionMessages.manage_assignments)).toBeVisible();

    // Inspections are the technician's work: a pre-event inspection of the registered car.
    await tech.goto(`/events/${eventId}`);
    const miata = tech
      .getByRole('region', { name: 'Registered Cars' })
      .getByRole('listitem', { name: 'Spec Miata #12' });
    await expect(miata).toContainText('Pre-event: not done');
    await miata.getByRole('button', { name: 'Pre-Inspect' }).click();
    const dialog = tech.getByRole('dialog', { name: 'Pre-Event Inspection' });
    await expect(dialog.getByText('Template: Club tech')).toBeVisible();
    for (const item of ['Harness', 'Brake pads']) {
      await dialog.getByRole('radiogroup', { name: item }).getByRole('radio', { name: 'Pass' }).check();
    }
    await expect(dialog.getByText('Result: Pass')).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete Inspection' }).click();
    await expect(dialog).toBeHidden();
    await expect(miata).toContainText('Pre-event: done');
    await expect(miata).toContainText('Tech inspected');
  } finally {
    await context.close();
  }
});
