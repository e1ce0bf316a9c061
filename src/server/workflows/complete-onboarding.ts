import { AppError } from '@shared/lib/app-error';
import type { CompleteOnboardingInput } from '@shared/onboarding/onboarding.contract';
import {
  firstModeForUserType,
  onboardingDriverName,
  preferencesForUserType,
} from '@shared/onboarding/onboarding.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../auth/request-context';
import { ensureDriverOfUser } from '../features/drivers/drivers.service';
import { isOnboarded, saveOnboardingAccount } from '../features/onboarding/onboarding.service';
import { savePreferencesOfOnboarding } from '../features/preferences/preferences.service';
import { ensureDefaultRateCard } from '../features/rate-cards/rate-cards.service';

/**
 * Step 2 of onboarding: stores the name, the user type's first mode and its effect on
 * preferences, and creates the user's own driver record (and a race shop's default rate card),
 * all at once.
 */
export async function completeOnboarding(ctx: RequestContext, input: CompleteOnboardingInput): Promise<void> {
  const name = onboardingDriverName(input.firstName, input.lastName);
  await transaction(ctx, async (ctx) => {
    // Updating the account first locks it, so the check below sees any onboarding that just finished.
    await saveOnboardingAccount(ctx, { name, firstMode: firstModeForUserType(input.userType) });
    if (await isOnboarded(ctx)) throw AppError.conflict('Setup is already complete');
    await savePreferencesOfOnboarding(ctx, {
      ...preferencesForUserType(input.userType),
      firstName: input.firstName,
      lastName: input.lastName,
      email: ctx.email,
      onboardedAt: todayIso(),
    });
    await ensureDriverOfUser(ctx, name);
    // A race shop starts with the spec's default rate card.
    if (input.userType === 'team') await ensureDefaultRateCard(ctx);
  });
}
