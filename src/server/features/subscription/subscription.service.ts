import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import type {
  ChangePlanInput,
  Subscription,
  UpgradeSubscriptionInput,
} from '@shared/subscription/subscription.contract';
import {
  canCreateWithinPlan,
  planLimitMessages,
  subscriptionForPlan,
  teamPlan,
  type LimitedResource,
  type Plan,
} from '@shared/subscription/subscription.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import {
  findSubscription,
  insertFreeSubscription,
  lockSubscription,
  saveSubscriptionPlan,
  type SubscriptionRow,
} from './subscription.repository';

export async function getSubscription(ctx: RequestContext): Promise<Subscription> {
  const row = await findSubscription(ctx.team);
  return row ? toSubscription(row) : { plan: 'free', active: true, nextBillingDate: null };
}

/** A new team starts on the free plan; part of the transaction that makes the team. */
export async function startSubscription(ctx: RequestContext): Promise<void> {
  await insertFreeSubscription(ctx.team);
}

/** Beta: a paid plan applies at once, with no payment. Billing dates follow the server's clock. */
export async function upgradeSubscription(ctx: RequestContext, input: UpgradeSubscriptionInput): Promise<Subscription> {
  return savePlan(ctx, input.plan);
}

/**
 * Moves the team to any plan at once: up, down, or back to Free. Choosing the current plan
 * changes nothing. On Free, records above its limits stay (and stay readable); creating more
 * is refused by `enforcePlanLimit`.
 */
export async function changePlan(ctx: RequestContext, input: ChangePlanInput): Promise<Subscription> {
  return transaction(ctx, async (ctx) => {
    const current = await lockSubscription(ctx.team);
    if (current && teamPlan(current) === input.plan) return toSubscription(current);
    return savePlan(ctx, input.plan);
  });
}

async function savePlan(ctx: RequestContext, plan: Plan): Promise<Subscription> {
  const next = subscriptionForPlan(plan, todayIso());
  return toSubscription(await saveSubscriptionPlan(ctx.team, next.plan, next.nextBillingDate));
}

function toSubscription(row: SubscriptionRow): Subscription {
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
