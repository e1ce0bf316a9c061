import { eq } from 'drizzle-orm';
import type { AppMode } from '@shared/mode/mode.rules';
import type { TeamDb } from '../../db/team-db';
import { user } from '../../db/schema';

/**
 * Sets the account's name and first mode. The row stays locked until the transaction ends, so
 * two onboardings of one user at once run one after the other.
 */
export async function updateUserOfOnboarding(
  team: TeamDb,
  userId: string,
  changes: { name: string; firstMode: AppMode },
): Promise<void> {
  await team.db
    .update(user)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(user.id, userId));
}
