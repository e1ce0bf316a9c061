import { eq } from 'drizzle-orm';
import type { RemindedEntry } from '@shared/reminders/reminders.rules';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { reminderDigests } from '../../db/schema';

/**
 * What the member's last digest remembered, their row locked until the transaction ends (made
 * empty the first time), so two digests of one member never interleave.
 */
export async function lockReminderDigest(team: TeamDb, userId: string): Promise<RemindedEntry[]> {
  await team.db
    .insert(reminderDigests)
    .values({ teamId: team.teamId, userId })
    .onConflictDoNothing({ target: [reminderDigests.teamId, reminderDigests.userId] });
  const [row] = await team.db
    .select({ remembered: reminderDigests.remembered })
    .from(reminderDigests)
    .where(ofTeam(team, reminderDigests, eq(reminderDigests.userId, userId)))
    .for('update');
  return row?.remembered ?? [];
}

export async function saveReminderDigest(
  team: TeamDb,
  userId: string,
  digest: { remembered: RemindedEntry[]; ranAt: Date; sent: boolean },
): Promise<void> {
  await team.db
    .update(reminderDigests)
    .set({
      remembered: digest.remembered,
      lastRunAt: digest.ranAt,
      ...(digest.sent ? { lastSentAt: digest.ranAt } : {}),
    })
    .where(ofTeam(team, reminderDigests, eq(reminderDigests.userId, userId)));
}
