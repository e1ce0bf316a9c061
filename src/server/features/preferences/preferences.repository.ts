import { eq } from 'drizzle-orm';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<Omit<typeof userPreferences.$inferInsert, 'id' | 'teamId' | 'userId'>>;

/** The user's preferences (made with the account at sign-up). */
export async function findPreferences(team: TeamDb, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await team.db
    .select()
    .from(userPreferences)
    .where(ofTeam(team, userPreferences, eq(userPreferences.userId, userId)))
    .limit(1);
  return row;
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
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: changes,
      setWhere: eq(userPreferences.teamId, team.teamId),
    })
    .returning();
  if (!row) throw new Error('Preferences could not be saved');
  return row;
}
