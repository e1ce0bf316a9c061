import { contextInTeam, type RequestContext } from '../auth/request-context';
import { carryPreferencesTo } from '../features/preferences/preferences.service';
import { createPublicProfile } from '../features/public-profile/public-profile.service';
import { joinInvitedTeam, type TeamDeps } from '../features/team/team.service';

/**
 * Joins the invitation's team (better-auth makes it the session's current team) and gives the
 * new member what a member has there: a public profile (private) and their preferences, carried
 * over from the team they were in.
 */
export async function acceptInvitation(
  deps: TeamDeps,
  ctx: RequestContext,
  invitationId: string,
): Promise<{ team: { id: string; name: string } }> {
  const membership = await joinInvitedTeam(deps, ctx, invitationId);
  const joined = contextInTeam(ctx, membership);
  await createPublicProfile(joined);
  await carryPreferencesTo(ctx, joined);
  return { team: { id: membership.teamId, name: membership.teamName } };
}
