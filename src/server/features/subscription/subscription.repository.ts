import { eq, sql } from 'drizzle-orm';
import type { PaidPlan } from '@shared/subscription/subscription.rules';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findOrCreateSubscription(db: Executor, teamId: string): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values({ teamId }).onConflictDoNothing({ target: subscriptions.teamId });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId)).limit(1);
  if (!row) throw new Error('Subscription could not be created');
  return row;
}

/** Reads the team's subscription and locks it until the transaction ends. */
export async function lockSubscription(tx: Executor, teamId: string): Promise<SubscriptionRow> {
  await findOrCreateSubscription(tx, teamId);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId))
    .for('update')
    .limit(1);
  if (!row) throw new Error('Subscription could not be locked');
  return row;
}

export async function setSubscriptionPlan(
  db: Executor,
  teamId: string,
  plan: PaidPlan,
  nextBillingDate: string,
): Promise<SubscriptionRow> {
  await findOrCreateSubscription(db, teamId);
  const [row] = await db
    .update(subscriptions)
    .set({ plan, active: true, nextBillingDate, updatedAt: sql`now()` })
    .where(eq(subscriptions.teamId, teamId))
    .returning();
  if (!row) throw new Error('Subscription could not be updated');
  return row;
}
