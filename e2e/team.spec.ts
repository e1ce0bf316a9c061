import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Me } from '../src/shared/auth/auth.contract';
import { teamMessages } from '../src/shared/team/team.contract';
import {
  appBaseUrl,
  checkPhoneWidth,
  chooseOption,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectNoSeriousA11yIssuesAfterToasts,
  keepScreenshot,
  mailLinkTo,
  postJson,
  registerViaApi,
  test,
  uniqueEmail,
  type Account,
} from './support/fixtures';

const invitationSubject = 'You are invited to join';
const desktop = { width: 1280, height: 720 };

async function meOf(page: Page): Promise<Me> {
  const res = await page.request.get(`${appBaseUrl()}/api/me`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Me;
}

/** How the members list names someone: their name, then their address. */
const roleOf = (me: Me) => `Role of ${me.user.name} (${me.user.email})`;

/** A second person, in a browser of their own, registered and signed in with a team of their own. */
async function secondPerson(browser: Browser): Promise<{ context: BrowserContext; page: Page; account: Account }> {
  const context = await browser.newContext({ baseURL: appBaseUrl(), viewport: desktop });
  const page = await context.newPage();
  const account = await registerViaApi(page);
  return { context, page, account };
}

test('a manager invites a technician by email; they sign in from the link, join, and switch teams', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, each screen checked at two widths: room for a busy machine.
  test.slow();
  const manager = await registerViaApi(page);
  const managerMe = await meOf(page);
  const shop = managerMe.team.name;
  const technician = await secondPerson(browser);
  try {
    const ownTeam = (await meOf(technician.page)).team.name;

    // The manager's team page: themselves, no invitation yet.
    await page.goto('/settings/team');
    await expect(page).toHaveTitle('Team Members · Pitboard');
    await expect(page.getByRole('heading', { name: 'Team Members', level: 1 })).toBeVisible();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members).toHaveAttribute('tabindex', '0');
    const managerRow = members.getByRole('row').filter({ hasText: manager.email });
    await expect(managerRow).toContainText('You');
    await expect(managerRow.getByRole('combobox', { name: roleOf(managerMe) })).toHaveValue('Team Manager');
    await expect(managerRow.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No pending invitations' })).toBeVisible();

    // Invite Member: the shared schema's message, the server's conflict, then the invitation.
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Track Technician');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText(teamMessages.emailInvalid)).toBeVisible();
    await email.fill(manager.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(teamMessages.alreadyMember);
    await email.fill(technician.account.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(teamMessages.invited(technician.account.email))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    const pendingRow = pending.getByRole('row').filter({ hasText: technician.account.email });
    await expect(pendingRow).toContainText('Track Technician');
    await expect(pendingRow).toContainText(manager.email);

    // An invitation cancelled is gone from the list.
    const crew = uniqueEmail('crew');
    await page.getByRole('button', { name: 'Invite Member' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(crew);
    await chooseOption(dialog, 'Role', 'Team Administrator');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const crewRow = pending.getByRole('row').filter({ hasText: crew });
    await expect(crewRow).toContainText('Team Administrator');
    await crewRow.getByRole('button', { name: `Cancel invitation to ${crew}` }).click();
    await expect(page.getByText(`Invitation to ${crew} cancelled`)).toBeVisible();
    await expect(crewRow).toHaveCount(0);
    await expect(pendingRow).toBeVisible();
    await keepScreenshot(page, 'team-members');

    await checkPhoneWidth(page);
    await expectNoSeriousA11yIssues(page);
    await keepScreenshot(page, 'team-members-phone');
    await page.setViewportSize(desktop);

    // The mailed link, opened signed out: sign in, and come back to the invitation.
    const link = await mailLinkTo(technician.account.email, invitationSubject);
    const tech = technician.page;
    await technician.context.clearCookies();
    await tech.goto(link);
    await expect(tech.getByRole('heading', { name: 'Team invitation' })).toBeVisible();
    await expect(
      tech.getByText(
        'You have been invited to join a team on Pitboard. Sign in or create an account with the email address the invitation was sent to.',
      ),
    ).toBeVisible();
    await expect(tech.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    await expectNoSeriousA11yIssues(tech);
    await keepScreenshot(tech, 'invitation-signed-out');
    await tech.getByRole('link', { name: 'Sign in' }).click();
    await expect(tech).toHaveURL(/\/login$/);
    await tech.getByLabel('Email').fill(technician.account.email);
    await tech.getByRole('textbox', { name: 'Password', exact: true }).fill(technician.account.password);
    await tech.getByRole('button', { name: 'Sign in' }).click();
    await expect(tech).toHaveURL(link);
    await expect(tech.getByText(/invited you to join/)).toHaveText(
      `${manager.email} invited you to join ${shop} as Track Technician`,
    );
    await expect(tech.getByRole('button', { name: 'Decline' })).toBeVisible();

    await tech.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(tech);
    await expectNoSeriousA11yIssues(tech);
    await keepScreenshot(tech, 'invitation-phone');
    await tech.setViewportSize(desktop);

    // Until they answer, the header offers the invitation too.
    await tech.goto('/dashboard');
    const header = tech.getByRole('banner');
    await header.getByRole('button', { name: `Team: ${ownTeam}, 1 pending invitation` }).click();
    await tech.getByRole('menuitem', { name: `Invitation to join ${shop}` }).click();
    await expect(tech).toHaveURL(link);

    // Accept: the shop becomes the current team.
    await tech.getByRole('button', { name: 'Accept' }).click();
    await expect(tech).toHaveURL(/\/dashboard$/);
    await expect(tech.getByText(teamMessages.joined(shop))).toBeVisible();
    const teamButton = (name: string) => header.getByRole('button', { name: `Team: ${name}`, exact: true });
    await expect(teamButton(shop)).toBeVisible();
    await expect(header).toContainText(shop);

    // The link is used up.
    await tech.goto(link);
    await expect(tech.getByRole('alert')).toHaveText(teamMessages.invitationNotFound);
    await tech.getByRole('link', { name: 'Go to dashboard' }).click();

    // Back to their own team, and again to the shop's.
    await teamButton(shop).click();
    const ownItem = tech.getByRole('menuitem').filter({ hasText: ownTeam });
    await expect(ownItem).toContainText('Team Manager');
    await expect(tech.getByRole('menuitem').filter({ hasText: shop })).toContainText('Track Technician');
    await keepScreenshot(tech, 'team-switcher', { fullPage: false });
    await ownItem.click();
    await expect(tech.getByText(teamMessages.switched(ownTeam))).toBeVisible();
    await expect(teamButton(ownTeam)).toBeVisible();
    await expect(tech).toHaveURL(/\/dashboard$/);
    expect((await meOf(tech)).team.name).toBe(ownTeam);

    await teamButton(ownTeam).click();
    await tech.getByRole('menuitem').filter({ hasText: shop }).click();
    await expect(tech.getByText(teamMessages.switched(shop))).toBeVisible();
    await expect(teamButton(shop)).toBeVisible();
    expect((await meOf(tech)).team.name).toBe(shop);

    // The header still fits a phone: the name hides, the button keeps its label.
    await checkPhoneWidth(tech);
    await expect(teamButton(shop)).toBeVisible();
    await expectNoSeriousA11yIssues(tech);
    await keepScreenshot(tech, 'header-phone', { fullPage: false });

    // The manager sees the new member, and no invitation left.
    await page.reload();
    const newRow = members.getByRole('row').filter({ hasText: technician.account.email });
    await expect(newRow.getByRole('combobox')).toHaveValue('Track Technician');
    await expect(page.getByRole('heading', { name: 'No pending invitations' })).toBeVisible();
  } finally {
    await technician.context.close();
  }
});

test('the manager changes roles and removes a member; others only read the list', async ({ page, browser }) => {
  const manager = await registerViaApi(page);
  const managerMe = await meOf(page);
  const shop = managerMe.team.name;
  const technician = await secondPerson(browser);
  try {
    const tech = technician.page;
    const techMe = await meOf(tech);
    await postJson(page, '/api/team/invitations', { email: technician.account.email, role: 'track_technician' });
    const invitationId = (await mailLinkTo(technician.account.email, invitationSubject)).split('/').pop() ?? '';
    await postJson(tech, `/api/invitations/${invitationId}/accept`, {});
    const techName = techMe.user.name;

    await page.goto('/settings/team');
    const members = page.getByRole('region', { name: 'Members' });
    const techRow = members.getByRole('row').filter({ hasText: technician.account.email });
    await expect(techRow.getByRole('combobox', { name: roleOf(techMe) })).toHaveValue('Track Technician');

    // The last team manager cannot step down.
    const managerRow = members.getByRole('row').filter({ hasText: manager.email });
    await chooseOption(managerRow, roleOf(managerMe), 'Track Technician');
    await expect(page.getByText(teamMessages.lastManager)).toBeVisible();
    await expect(managerRow.getByRole('combobox', { name: roleOf(managerMe) })).toHaveValue('Team Manager');

    // The technician becomes a team administrator: saved, and what they see follows.
    await chooseOption(techRow, roleOf(techMe), 'Team Administrator');
    await expect(page.getByText(`${techName} is now Team Administrator`)).toBeVisible();
    await page.reload();
    await expect(techRow.getByRole('combobox', { name: roleOf(techMe) })).toHaveValue('Team Administrator');
    expect((await meOf(tech)).role).toBe('team_administrator');

    // A member who is not a team manager reads the list only.
    await tech.goto('/settings/team');
    await expect(tech.getByRole('heading', { name: 'Team Members', level: 1 })).toBeVisible();
    const theirList = tech.getByRole('region', { name: 'Members' });
    await expect(theirList.getByRole('row').filter({ hasText: manager.email })).toContainText('Team Manager');
    await expect(theirList.getByRole('row').filter({ hasText: technician.account.email })).toContainText('You');
    await expect(tech.getByText('Only a team manager can manage team members and roles.')).toBeVisible();
    await expect(tech.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
    await expect(theirList.getByRole('combobox')).toHaveCount(0);
    await expect(tech.getByRole('heading', { name: 'Pending Invitations' })).toHaveCount(0);
    await checkPhoneWidth(tech);
    await expectNoSeriousA11yIssues(tech);

    // Removing asks first; Cancel keeps the member.
    await techRow.getByRole('button', { name: `Remove ${techName} (${technician.account.email})` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove member' });
    await expect(confirm).toContainText(teamMessages.removeConfirm(techName));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(techRow).toBeVisible();

    await techRow.getByRole('button', { name: `Remove ${techName} (${technician.account.email})` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${techName} was removed from the team`)).toBeVisible();
    await expect(techRow).toHaveCount(0);
    await expect(members.getByRole('row').filter({ hasText: manager.email })).toBeVisible();
    await expectNoSeriousA11yIssuesAfterToasts(page);

    // The removed member no longer has the shop among their teams.
    expect((await meOf(tech)).teams.map((t) => t.name)).not.toContain(shop);
  } finally {
    await technician.context.close();
  }
});
