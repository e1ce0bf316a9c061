import type { RequestContext } from '../auth/request-context';
import { startPreferences } from '../features/preferences/preferences.service';
import { createPublicProfile } from '../features/public-profile/public-profile.service';
import { startSubscription } from '../features/subscription/subscription.service';

/**
 * What a new user's own team starts with besides its manager: the team's subscription (free),
 * the user's preferences (the spec's defaults) and public profile (private), so reads never need
 * to create them. Run by auth, given the new member's context, in the transaction that made the
 * team (the app hands it to createAuth: auth imports no feature).
 */
export async function provisionTeam(ctx: RequestContext): Promise<void> {
  await startSubscription(ctx);
  await startPreferences(ctx);
  await createPublicProfile(ctx);
}
