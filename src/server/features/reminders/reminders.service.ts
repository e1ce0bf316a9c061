import type { RemindedEntry } from '@shared/reminders/reminders.rules';
import type { RequestContext } from '../../auth/request-context';
import { lockReminderDigest, saveReminderDigest } from './reminders.repository';

/**
 * What the member's last reminder digest remembered (reminders.rules.ts), held for the caller's
 * transaction: call it first in the transaction that sends the next digest.
 */
export function takeRememberedReminders(ctx: RequestContext): Promise<RemindedEntry[]> {
  return lockReminderDigest(ctx.team, ctx.userId);
}

/** Records a digest run: what it remembers now, and whether it mailed the member. */
export function recordReminderDigest(
  ctx: RequestContext,
  digest: { remembered: RemindedEntry[]; ranAt: Date; sent: boolean },
): Promise<void> {
  return saveReminderDigest(ctx.team, ctx.userId, digest);
}
