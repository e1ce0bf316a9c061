import { AppError } from '@shared/lib/app-error';
import type { Subscription, UpgradeSubscriptionInput } from '@shared/subscription/subscription.contract';
import {
  canCreateWithinPlan,
  nextBillingDate,
  planLimitMessages,
  type LimitedResource,
} from '@shared/subscription/subscription.rules';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import {
  findOrCreateSubscription,
  lockSubscription,
  setSubscriptionPlan,
  type SubscriptionRow,
} from './subscription.repository';

function toSubscription(row: SubscriptionRow): Subscription {
  return { plan: row.plan, active: row.active, nextBillingDate: row.nextBillingDate };
}

export async function getSubscription(db: Database, ctx: RequestContext): Promise<Subscription> {
  return toSubscription(await findOrCreateSubscription(db, ctx.teamId));
}

/** Beta: a paid plan applies at once, with no payment. */
export async function upgradeSubscription(
  db: Database,
  ctx: RequestContext,
  input: UpgradeSubscriptionInput,
): Promise<Subscription> {
  return toSubscription(
    await setSubscriptionPlan(db, ctx.teamId, input.plan, nextBillingDate(input.plan, input.today)),
  );
}

export async function getTeamPlan(db: Executor, teamId: string): Promise<SubscriptionRow['plan']> {
  return (await findOrCreateSubscription(db, teamId)).plan;
}

/**
 * Refuses a new record beyond the free plan's limit. Call inside the transaction that
 * inserts the record: the subscription row stays locked, so two requests at once cannot
 * both slip under the limit.
 */
export async function enforcePlanLimit(
  tx: Executor,
  teamId: string,
  resource: LimitedResource,
  countExisting: () => Promise<number>,
): Promise<void> {
  const { plan } = await lockSubscription(tx, teamId);
  if (!canCreateWithinPlan(plan, resource, await countExisting())) {
    throw new AppError('plan_limit', planLimitMessages[resource]);
  }
}
