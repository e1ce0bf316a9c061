import { eq } from 'drizzle-orm';
import type { TeamDb } from '../../db/team-db';
import { user } from '../../db/schema';

/**
 * Sets the account's name. The row stays locked until the transaction ends, so two onboardings
 * of one user at once run one after the other.
 */
export async function updateUserName(team: TeamDb, userId: string, name: string): Promise<void> {
  await team.db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}
