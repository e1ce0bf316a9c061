import { z } from 'zod';
import { isoDate } from '../lib/schema-helpers';
import { plans } from './subscription.rules';

export const subscriptionSchema = z.object({
  plan: z.enum(plans),
  active: z.boolean(),
  nextBillingDate: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const upgradeSubscriptionSchema = z.object({
  plan: z.enum(['monthly', 'annual'], { error: 'Choose the Monthly or Annual plan' }),
  /** The user's local today, so billing dates follow the user's calendar. */
  today: isoDate(),
});
export type UpgradeSubscriptionInput = z.infer<typeof upgradeSubscriptionSchema>;
