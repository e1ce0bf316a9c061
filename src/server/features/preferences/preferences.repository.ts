import { and, eq, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@shared/preferences/preferences.contract';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { ofTeam, type PublicDb, type TeamDb } from '../../db/team-db';
import { member, userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<
  Omit<typeof userPreferences.$inferInsert, 'id' | 'teamId' | 'userId' | 'unsubscribeToken' | 'notificationPreferences'>
> & {
  /** Only the switches given change. */
  notificationPreferences?: Partial<NotificationPreferences> | undefined;
};

/** The user's preferences in this team (made with the account at sign-up, or on joining the team). */
export async function findPreferences(team: TeamDb, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await team.db
    .select()
    .from(userPreferences)
    .where(ofTeam(team, userPreferences, eq(userPreferences.userId, userId)))
    .limit(1);
  return row;
}

/** Gives the user the spec's default preferences in the team (nothing changes if they have some). */
export async function insertDefaultPreferences(team: TeamDb, userId: string): Promise<void> {
  await team.db
    .insert(userPreferences)
    .values({ ...defaultPreferences, teamId: team.teamId, userId })
    .onConflictDoNothing({ target: [userPreferences.teamId, userPreferences.userId] });
}

/** Saves changes; an account made before preferences existed gets the spec's defaults first. */
export async function savePreferences(
  team: TeamDb,
  userId: string,
  changes: PreferencesChanges,
): Promise<PreferencesRow> {
  const { notificationPreferences: notifications, ...rest } = changes;
  const [row] = await team.db
    .insert(userPreferences)
    .values({
      ...defaultPreferences,
      ...rest,
      notificationPreferences: { ...defaultPreferences.notificationPreferences, ...notifications },
      userId,
      teamId: team.teamId,
    })
    .onConflictDoUpdate({
      target: [userPreferences.teamId, userPreferences.userId],
      set: {
        ...rest,
        ...(notifications
          ? {
              notificationPreferences: sql`${userPreferences.notificationPreferences} || ${JSON.stringify(notifications)}::jsonb`,
            }
          : {}),
      },
    })
    .returning();
  if (!row) throw new Error('Preferences could not be saved');
  return row;
}

/**
 * The user's preferences in a team they just joined, carried over from the team they were in
 * (units, speed, contact details, display switches, onboarding), without the default car, which
 * was one of the other team's cars. Nothing changes if they already have some there.
 */
export async function copyPreferences(from: TeamDb, to: TeamDb, userId: string): Promise<void> {
  const source = await findPreferences(from, userId);
  const {
    id: _id,
    teamId: _team,
    createdAt: _created,
    updatedAt: _updated,
    unsubscribeToken: _token,
    ...carried
  } = source ?? {
    ...defaultPreferences,
    id: undefined,
    teamId: undefined,
    createdAt: undefined,
    updatedAt: undefined,
    unsubscribeToken: undefined,
  };
  await to.db
    .insert(userPreferences)
    .values({ ...carried, userId, defaultCarId: null, teamId: to.teamId })
    .onConflictDoNothing({ target: [userPreferences.teamId, userPreferences.userId] });
}

/** Every member, of every team, whose e-mail reminders are on there: their team, id and digest frequency. */
export async function findEmailReminderRecipients({ db }: PublicDb) {
  return db
    .select({
      teamId: userPreferences.teamId,
      userId: userPreferences.userId,
      notifications: userPreferences.notificationPreferences,
    })
    .from(userPreferences)
    .innerJoin(
      member,
      and(eq(member.organizationId, userPreferences.teamId), eq(member.userId, userPreferences.userId)),
    )
    .where(sql`(${userPreferences.notificationPreferences}->>'email')::boolean`);
}

/** The token of the unsubscribe link in the member's reminder mails. */
export async function findUnsubscribeToken(team: TeamDb, userId: string): Promise<string | undefined> {
  const [row] = await team.db
    .select({ token: userPreferences.unsubscribeToken })
    .from(userPreferences)
    .where(ofTeam(team, userPreferences, eq(userPreferences.userId, userId)));
  return row?.token;
}

/** Whether an unsubscribe link's token is one of a member's. */
export async function unsubscribeTokenExists({ db }: PublicDb, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userPreferences.id })
    .from(userPreferences)
    .where(eq(userPreferences.unsubscribeToken, token));
  return row !== undefined;
}

/** Turns e-mail reminders off for the member whose unsubscribe link holds `token`; false when none does. */
export async function turnEmailOffByToken({ db }: PublicDb, token: string): Promise<boolean> {
  const rows = await db
    .update(userPreferences)
    .set({ notificationPreferences: sql`${userPreferences.notificationPreferences} || '{"email": false}'::jsonb` })
    .where(eq(userPreferences.unsubscribeToken, token))
    .returning({ id: userPreferences.id });
  return rows.length > 0;
}
