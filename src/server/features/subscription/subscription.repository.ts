import { sql } from 'drizzle-orm';
import type { Plan } from '@shared/subscription/subscription.rules';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The team's subscription (made with the team at sign-up). */
export async function findSubscription(team: TeamDb): Promise<SubscriptionRow | undefined> {
  const [row] = await team.db.select().from(subscriptions).where(ofTeam(team, subscriptions)).limit(1);
  return row;
}

/** Gives a new team its subscription: the free plan (nothing changes if it has one). */
export async function insertFreeSubscription(team: TeamDb): Promise<void> {
  await team.db.insert(subscriptions).values({ teamId: team.teamId }).onConflictDoNothing();
}

/** Reads the team's subscription and locks it until the transaction ends. */
export async function lockSubscription(team: TeamDb): Promise<SubscriptionRow | undefined> {
  const [row] = await team.db.select().from(subscriptions).where(ofTeam(team, subscriptions)).for('update').limit(1);
  return row;
}

export async function saveSubscriptionPlan(
  team: TeamDb,
  plan: Plan,
  nextBillingDate: string | null,
): Promise<SubscriptionRow> {
  const [row] = await team.db
    .insert(subscriptions)
    .values({ teamId: team.teamId, plan, active: true, nextBillingDate })
    .onConflictDoUpdate({
      target: subscriptions.teamId,
      set: { plan, active: true, nextBillingDate, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('Subscription could not be saved');
  return row;
}
