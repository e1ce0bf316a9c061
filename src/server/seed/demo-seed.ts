import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { member, organization, user } from '../db/schema';
import { onboardingDriverName } from '@shared/onboarding/onboarding.rules';
import { completeOnboarding } from '../workflows/complete-onboarding';
import { upgradeSubscription } from '../features/subscription/subscription.service';
import { contextForUser, type RequestContext } from '../auth/request-context';
import { demoRecordsOf } from './demo-records';
import { demoSeedSteps } from './demo-seed-order';

export const demoAccount = { email: 'demo@pitboard.app', password: 'pitboard-demo' } as const;

/** Removes an earlier demo account and its team, so every seed starts from the same state. */
async function removeDemoAccount(deps: AppDeps): Promise<void> {
  const [existing] = await deps.db.select().from(user).where(eq(user.email, demoAccount.email));
  if (!existing) return;
  const teams = await deps.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, existing.id));
  for (const team of teams) await deps.db.delete(organization).where(eq(organization.id, team.id));
  await deps.db.delete(user).where(eq(user.id, existing.id));
}

/** Creates the demo account with realistic data for every feature. */
export async function seedDemo(deps: AppDeps): Promise<RequestContext> {
  await removeDemoAccount(deps);
  const { user: created } = await deps.auth.api.signUpEmail({
    body: { email: demoAccount.email, password: demoAccount.password, name: 'demo' },
  });
  // Its address is one nobody reads: confirmed here instead of through the mailed link.
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const onboarding = { userType: 'team', firstName: 'Dana', lastName: 'Demo' } as const;
  const signedUp = await contextForUser(deps.db, created);
  await completeOnboarding(signedUp, onboarding);
  // Onboarding named the account: the steps act as the person it made.
  const ctx = { ...signedUp, userName: onboardingDriverName(onboarding.firstName, onboarding.lastName) };
  // A fleet this size needs a paid plan (free during the beta), or the lists would show the limit.
  await upgradeSubscription(ctx, { plan: 'annual' });
  const records = demoRecordsOf(ctx);
  for (const step of demoSeedSteps) await step(deps, ctx, records);
  return ctx;
}
