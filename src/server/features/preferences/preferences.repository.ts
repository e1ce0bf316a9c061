import { eq } from 'drizzle-orm';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<Omit<typeof userPreferences.$inferInsert, 'id' | 'teamId' | 'userId'>>;

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
  const [row] = await team.db
    .insert(userPreferences)
    .values({ ...defaultPreferences, ...changes, userId, teamId: team.teamId })
    .onConflictDoUpdate({ target: [userPreferences.teamId, userPreferences.userId], set: changes })
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
    ...carried
  } = source ?? {
    ...defaultPreferences,
    id: undefined,
    teamId: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  };
  await to.db
    .insert(userPreferences)
    .values({ ...carried, userId, defaultCarId: null, teamId: to.teamId })
    .onConflictDoNothing({ target: [userPreferences.teamId, userPreferences.userId] });
}
