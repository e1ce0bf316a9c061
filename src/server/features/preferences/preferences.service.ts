import type { Preferences, UpdatePreferences } from '@shared/preferences/preferences.contract';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import type { RequestContext } from '../../auth/request-context';
import {
  copyPreferences,
  findPreferences,
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
    notificationPreferences: row.notificationPreferences,
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
