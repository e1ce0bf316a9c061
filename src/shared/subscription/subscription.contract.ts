import { z } from 'zod';
import { plans } from './subscription.rules';

export const subscriptionSchema = z.object({
  plan: z.enum(plans),
  active: z.boolean(),
  nextBillingDate: z.string().nullable(),
});
z.globalRegistry.add(subscriptionSchema, { id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Billing dates come from the server's clock, so the body carries the plan only. */
export const upgradeSubscriptionSchema = z.object({
  plan: z.enum(['monthly', 'annual'], { error: 'Choose the Monthly or Annual plan' }),
});
export type UpgradeSubscriptionInput = z.infer<typeof upgradeSubscriptionSchema>;

/** Any plan, Free included: upgrades, downgrades and cancelling back to Free. */
export const changePlanSchema = z.object({
  plan: z.enum(plans, { error: 'Choose the Free, Monthly or Annual plan' }),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;
