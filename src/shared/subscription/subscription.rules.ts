import { addDaysIso } from '../lib/dates';

export const plans = ['free', 'monthly', 'annual'] as const;
export type Plan = (typeof plans)[number];
export type PaidPlan = Exclude<Plan, 'free'>;

export interface PlanDetails {
  id: Plan;
  name: string;
  priceCents: number;
  period: 'month' | 'year' | null;
  features: string[];
}

export const planDetails: Record<Plan, PlanDetails> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    period: null,
    features: ['1 car', '5 events', '5 repairs'],
  },
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    priceCents: 999,
    period: 'month',
    features: ['Unlimited cars, events and repairs', 'Advanced analytics'],
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    priceCents: 5900,
    period: 'year',
    features: ['Everything in Monthly', 'Priority support', 'Early access to new features'],
  },
};

/** What the free plan allows. Paid plans have no limits. */
export const freePlanLimits = { cars: 1, events: 5, repairs: 5 } as const;
export type LimitedResource = keyof typeof freePlanLimits;

export const planLimitMessages: Record<LimitedResource, string> = {
  cars: "You've reached the limit of vehicles on the free plan. Upgrade to add more vehicles!",
  events: "You've reached the limit of events on the free plan. Upgrade to add more events!",
  repairs: "You've reached the limit of repairs on the free plan. Upgrade to add more repairs!",
};

export const billingPeriodDays: Record<PaidPlan, number> = { monthly: 30, annual: 365 };

export function isPaidPlan(plan: Plan): plan is PaidPlan {
  return plan !== 'free';
}

/** May one more `resource` be created when `existing` already exist? */
export function canCreateWithinPlan(plan: Plan, resource: LimitedResource, existing: number): boolean {
  if (isPaidPlan(plan)) return true;
  return existing < freePlanLimits[resource];
}

/** Has the team reached the free plan's limit (the UI hides the Add button then)? */
export function isAtPlanLimit(plan: Plan, resource: LimitedResource, existing: number): boolean {
  return !canCreateWithinPlan(plan, resource, existing);
}

export function nextBillingDate(plan: PaidPlan, todayIso: string): string {
  return addDaysIso(todayIso, billingPeriodDays[plan]);
}

/**
 * The subscription after moving to `plan` on `todayIso` (the server's day): a paid plan bills
 * next one period ahead; Free has no billing date. Records made above the free limits stay.
 */
export function subscriptionForPlan(plan: Plan, todayIso: string): { plan: Plan; nextBillingDate: string | null } {
  return { plan, nextBillingDate: isPaidPlan(plan) ? nextBillingDate(plan, todayIso) : null };
}

/**
 * Percent saved by paying annually instead of 12 monthly payments, rounded down so the claim
 * is never more than the real saving (50.78% → 50). The landing page and the subscription
 * screen both show this number.
 */
export function annualSavingPercent(): number {
  const twelveMonthly = planDetails.monthly.priceCents * 12;
  return Math.floor(((twelveMonthly - planDetails.annual.priceCents) / twelveMonthly) * 100);
}

/** The annual plan's badge, worded the same wherever plans are shown. */
export function annualSavingLabel(): string {
  return `Save ${annualSavingPercent()}%`;
}

/** The annual price spread over 12 months, in cents. */
export function annualMonthlyEquivalentCents(): number {
  return Math.round(planDetails.annual.priceCents / 12);
}

/** The plan a team is on: its subscription's while active; a team without one is on the free plan. */
export function teamPlan(subscription: { plan: Plan; active: boolean } | null | undefined): Plan {
  return subscription?.active ? subscription.plan : 'free';
}
