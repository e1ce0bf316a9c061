import { AppError } from '@shared/lib/app-error';
import type { CompleteOnboardingInput } from '@shared/onboarding/onboarding.contract';
import { onboardingDriverName, preferencesForUserType } from '@shared/onboarding/onboarding.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../../auth/request-context';
import { ensureDriverOfUser } from '../drivers/drivers.service';
import { getOnboardedAt, savePreferencesOfOnboarding } from '../preferences/preferences.service';
import { updateUserName } from './onboarding.repository';

export async function isOnboarded(ctx: RequestContext): Promise<boolean> {
  return (await getOnboardedAt(ctx)) !== null;
}

/**
 * Step 2 of onboarding: stores the name and the user type's effect on preferences, and
 * creates the user's own driver record, all at once.
 */
export async function completeOnboarding(ctx: RequestContext, input: CompleteOnboardingInput): Promise<void> {
  const name = onboardingDriverName(input.firstName, input.lastName);
  await transaction(ctx, async (ctx) => {
    // Renaming first locks the account, so the check below sees any onboarding that just finished.
    await updateUserName(ctx.team, ctx.userId, name);
    if (await isOnboarded(ctx)) throw AppError.conflict('Setup is already complete');
    await savePreferencesOfOnboarding(ctx, {
      ...preferencesForUserType(input.userType),
      firstName: input.firstName,
      lastName: input.lastName,
      email: ctx.email,
      onboardedAt: todayIso(),
    });
    await ensureDriverOfUser(ctx, name);
  });
}
