import { eq } from 'drizzle-orm';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<Omit<typeof userPreferences.$inferInsert, 'id' | 'teamId' | 'userId'>>;

export async function findPreferences(db: Executor, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row;
}

/** Preferences are created with the spec's defaults on first read. */
export async function findOrCreatePreferences(db: Executor, userId: string, teamId: string): Promise<PreferencesRow> {
  const existing = await findPreferences(db, userId);
  if (existing) return existing;
  await db
    .insert(userPreferences)
    .values({ ...defaultPreferences, userId, teamId })
    .onConflictDoNothing({ target: userPreferences.userId });
  const created = await findPreferences(db, userId);
  if (!created) throw new Error('Preferences could not be created');
  return created;
}

export async function updatePreferences(
  db: Executor,
  userId: string,
  teamId: string,
  changes: PreferencesChanges,
): Promise<PreferencesRow> {
  await findOrCreatePreferences(db, userId, teamId);
  const [row] = await db.update(userPreferences).set(changes).where(eq(userPreferences.userId, userId)).returning();
  if (!row) throw new Error('Preferences could not be updated');
  return row;
}
