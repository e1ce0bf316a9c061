import type { AppMode } from '@shared/mode/mode.rules';
import type { RequestContext } from '../../auth/request-context';
import { getOnboardedAt } from '../preferences/preferences.service';
import { updateUserOfOnboarding } from './onboarding.repository';

export async function isOnboarded(ctx: RequestContext): Promise<boolean> {
  return (await getOnboardedAt(ctx)) !== null;
}

/**
 * Sets the account's name and first mode from onboarding. The account stays locked until the
 * transaction ends, so two onboardings of one user at once run one after the other: part of the
 * caller's transaction, which checks `isOnboarded` after it.
 */
export async function saveOnboardingAccount(
  ctx: RequestContext,
  account: { name: string; firstMode: AppMode },
): Promise<void> {
  await updateUserOfOnboarding(ctx.team, ctx.userId, account);
}
