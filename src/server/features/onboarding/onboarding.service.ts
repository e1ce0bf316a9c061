import { eq } from 'drizzle-orm';
import { AppError } from '@shared/lib/app-error';
import type { CompleteOnboardingInput } from '@shared/onboarding/onboarding.contract';
import { onboardingDriverName, preferencesForUserType } from '@shared/onboarding/onboarding.rules';
import { todayIso } from '@shared/lib/dates';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { findDriverOfUser, insertDriver } from '../drivers/drivers.repository';
import { findOrCreatePreferences, updatePreferences } from '../preferences/preferences.repository';

export async function isOnboarded(db: Database, ctx: RequestContext): Promise<boolean> {
  const prefs = await findOrCreatePreferences(db, ctx.userId, ctx.teamId);
  return prefs.onboardedAt !== null;
}

/**
 * Step 2 of onboarding: stores the name and the user type's effect on preferences, and
 * creates the user's own driver record, all at once.
 */
export async function completeOnboarding(
  db: Database,
  ctx: RequestContext,
  input: CompleteOnboardingInput,
): Promise<void> {
  const name = onboardingDriverName(input.firstName, input.lastName);
  await db.transaction(async (tx) => {
    const prefs = await findOrCreatePreferences(tx, ctx.userId, ctx.teamId);
    if (prefs.onboardedAt !== null) throw AppError.conflict('Setup is already complete');
    await updatePreferences(tx, ctx.userId, ctx.teamId, {
      ...preferencesForUserType(input.userType),
      firstName: input.firstName,
      lastName: input.lastName,
      email: ctx.email,
      onboardedAt: todayIso(),
    });
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, ctx.userId));
    if (!(await findDriverOfUser(tx, ctx.teamId, ctx.userId))) {
      await insertDriver(tx, { teamId: ctx.teamId, userId: ctx.userId, name, email: ctx.email, licenseNumber: null });
    }
  });
}
