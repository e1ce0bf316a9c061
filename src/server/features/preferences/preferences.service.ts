import type { Preferences, UpdatePreferences } from '@shared/preferences/preferences.contract';
import { defaultPreferences, notificationPreferencesOf } from '@shared/preferences/preferences.rules';
import type { RequestContext } from '../../auth/request-context';
import type { PublicDb } from '../../db/team-db';
import {
  copyPreferences,
  findEmailReminderRecipients,
  findPreferences,
  findUnsubscribeToken,
  turnEmailOffByToken,
  unsubscribeTokenExists,
  insertDefaultPreferences,
  savePreferences,
  type PreferencesChanges,
  type PreferencesRow,
} from './preferences.repository';

export function toPreferences(row: PreferencesRow): Preferences {
  return {
    showCompletedRepairs: row.showCompletedRepairs,
    showPastEvents: row.showPastEvents,
    showRacingFeatures: row.showRacingFeatures,
    raceShopEnabled: row.raceShopEnabled,
    notificationPreferences: notificationPreferencesOf(row.notificationPreferences),
    displayPreferences: row.displayPreferences,
    averageSpeed: row.averageSpeed,
    useMetric: row.useMetric,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address,
    defaultCarId: row.defaultCarId,
  };
}

/** The signed-in user's preferences (the spec's defaults until they are saved). */
export async function getPreferences(ctx: RequestContext): Promise<Preferences> {
  const row = await findPreferences(ctx.team, ctx.userId);
  return row ? toPreferences(row) : defaultPreferences;
}

/** When the user finished onboarding (null: not yet). */
export async function getOnboardedAt(ctx: RequestContext): Promise<string | null> {
  return (await findPreferences(ctx.team, ctx.userId))?.onboardedAt ?? null;
}

/** Saves the changes; a default car that is not one of the team's cars is refused by its team key. */
export async function changePreferences(ctx: RequestContext, changes: UpdatePreferences): Promise<Preferences> {
  return toPreferences(await savePreferences(ctx.team, ctx.userId, changes));
}

/** Onboarding's own fields (onboarded date included); part of the caller's transaction. */
export async function savePreferencesOfOnboarding(ctx: RequestContext, changes: PreferencesChanges): Promise<void> {
  await savePreferences(ctx.team, ctx.userId, changes);
}

/** A new member starts with the spec's default preferences; part of the transaction that makes the membership. */
export async function startPreferences(ctx: RequestContext): Promise<void> {
  await insertDefaultPreferences(ctx.team, ctx.userId);
}

/** Gives the user preferences in a team they just joined (`joined`), carried over from their current team. */
export async function carryPreferencesTo(ctx: RequestContext, joined: RequestContext): Promise<void> {
  await copyPreferences(ctx.team, joined.team, ctx.userId);
}

/** The members of every team whose e-mail reminders are on, with how often they want them. */
export async function listEmailReminderRecipients(publicDb: PublicDb) {
  const rows = await findEmailReminderRecipients(publicDb);
  return rows.map((row) => ({
    teamId: row.teamId,
    userId: row.userId,
    frequency: notificationPreferencesOf(row.notifications).frequency,
  }));
}

/** The token of the one-click unsubscribe link in the member's reminder mails (made with their preferences). */
export async function getUnsubscribeToken(ctx: RequestContext): Promise<string | undefined> {
  return findUnsubscribeToken(ctx.team, ctx.userId);
}

/** Whether `token` is an unsubscribe link's; an unknown one is told apart from nothing else. */
export async function isUnsubscribeToken(publicDb: PublicDb, token: string): Promise<boolean> {
  return unsubscribeTokenExists(publicDb, token);
}

/** Turns off the e-mail reminders of the member whose unsubscribe link holds `token`; false when none does. */
export async function unsubscribeByToken(publicDb: PublicDb, token: string): Promise<boolean> {
  return turnEmailOffByToken(publicDb, token);
}
