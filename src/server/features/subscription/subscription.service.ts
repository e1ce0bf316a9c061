import { AppError } from '@shared/lib/app-error';
import type { Subscription, UpgradeSubscriptionInput } from '@shared/subscription/subscription.contract';
import {
  canCreateWithinPlan,
  nextBillingDate,
  planLimitMessages,
  teamPlan,
  type LimitedResource,
  type Plan,
} from '@shared/subscription/subscription.rules';
import type { RequestContext } from '../../auth/request-context';
import { findSubscription, lockSubscription, saveSubscriptionPlan } from './subscription.repository';

export async function getSubscription(ctx: RequestContext): Promise<Subscription> {
  const row = await findSubscription(ctx.team);
  return { plan: teamPlan(row), active: row?.active ?? true, nextBillingDate: row?.nextBillingDate ?? null };
}

/** Beta: a paid plan applies at once, with no payment. */
export async function upgradeSubscription(ctx: RequestContext, input: UpgradeSubscriptionInput): Promise<Subscription> {
  const row = await saveSubscriptionPlan(ctx.team, input.plan, nextBillingDate(input.plan, input.today));
  return { plan: teamPlan(row), active: row.active, nextBillingDate: row.nextBillingDate };
}

/** The team's plan, read only. */
export async function getTeamPlan(ctx: RequestContext): Promise<Plan> {
  return teamPlan(await findSubscription(ctx.team));
}

/**
 * Refuses a new record beyond the free plan's limit. Call inside the transaction that
 * inserts the record: the subscription row stays locked, so two requests at once cannot
 * both slip under the limit.
 */
export async function enforcePlanLimit(
  ctx: RequestContext,
  resource: LimitedResource,
  countExisting: () => Promise<number>,
): Promise<void> {
  const plan = teamPlan(await lockSubscription(ctx.team));
  if (!canCreateWithinPlan(plan, resource, await countExisting())) {
    throw new AppError('plan_limit', planLimitMessages[resource]);
  }
}
