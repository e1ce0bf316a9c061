import type { Page } from '@playwright/test';
import { appBaseUrl, expect, mailLinkTo, postJson, registerViaApi, type Account } from './fixtures';

interface Me {
  team: { id: string; name: string };
  role: string;
}

export const getMe = async (page: Page): Promise<Me> => (await (await page.request.get('/api/me')).json()) as Me;

/**
 * Registers a new account on `member` (its own page and context) that the manager signed in on
 * `manager` invites into their team with `role`; it accepts from the mailed link's id, and the
 * race shop's screens are turned on for it (they are the point of the journeys using this).
 */
export async function joinTeamAs(manager: Page, member: Page, role: string): Promise<Account> {
  const account = await registerViaApi(member);
  const team = (await getMe(manager)).team.id;
  await postJson(manager, '/api/team/invitations', { email: account.email, role });
  const link = await mailLinkTo(account.email, 'You are invited');
  const invitationId = /\/invitations\/([^/?#\s]+)/.exec(link)?.[1] ?? '';
  expect(invitationId, `an invitation id in ${link}`).not.toBe('');
  const baseURL = appBaseUrl();
  const accepted = await member.request.post(`${baseURL}/api/invitations/${invitationId}/accept`, {
    headers: { origin: baseURL },
  });
  expect(accepted.ok(), `accept: ${accepted.status()} ${await accepted.text()}`).toBeTruthy();
  const me = await getMe(member);
  expect(me.team.id).toBe(team);
  expect(me.role).toBe(role);
  const prefs = await member.request.patch(`${baseURL}/api/preferences`, {
    headers: { origin: baseURL },
    data: { raceShopEnabled: true },
  });
  expect(prefs.ok(), `preferences: ${prefs.status()} ${await prefs.text()}`).toBeTruthy();
  return account;
}
