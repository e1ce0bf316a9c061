import type { Page } from '@playwright/test';
import { permissionMessages } from '../src/shared/auth/permissions.rules';
import {
  appBaseUrl,
  checkPhoneWidth,
  expect,
  expectNoSeriousA11yIssues,
  isoDay,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
} from './support/fixtures';
import { getMe, joinTeamAs } from './support/members';

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
    await joinTeamAs(page, tech, 'track_technician');

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

test('only a team manager changes the plan; the others see it read-only with the reason', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerViaApi(page);
  await upgradeToAnnual(page);

  await page.goto('/settings/subscription');
  await expect(page.getByText('Current plan: Annual')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Free' })).toBeVisible();
  await expect(page.getByText(permissionMessages.manage_plan)).toHaveCount(0);

  for (const role of ['team_administrator', 'track_technician'] as const) {
    const context = await browser.newContext({ baseURL: appBaseUrl() });
    try {
      const member = await context.newPage();
      await joinTeamAs(page, member, role);
      await member.goto('/settings/subscription');
      await expect(member.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
      await expect(member.getByText('Current plan: Annual')).toBeVisible();
      await expect(member.getByText(permissionMessages.manage_plan)).toBeVisible();
      await expect(member.getByRole('button', { name: 'Current plan' })).toBeDisabled();
      for (const choice of ['Choose Monthly', 'Choose Annual', 'Switch to Free']) {
        await expect(member.getByRole('button', { name: choice })).toHaveCount(0);
      }
      await expectNoSeriousA11yIssues(member);
      await keepScreenshot(member, `subscription-${role}-1280`);
      await checkPhoneWidth(member);
      await expect(member.getByText(permissionMessages.manage_plan)).toBeVisible();
      await keepScreenshot(member, `subscription-${role}-375`);
      // The server refuses them too: the plan stays.
      const refused = await member.request.put(`${appBaseUrl()}/api/subscription`, {
        headers: { origin: appBaseUrl() },
        data: { plan: 'free' },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
    }
  }
  await page.reload();
  await expect(page.getByText('Current plan: Annual')).toBeVisible();
});
