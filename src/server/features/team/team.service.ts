import { APIError } from 'better-auth/api';
import { memberRole, permissionMessages, type TeamRole } from '@shared/auth/permissions.rules';
import { AppError } from '@shared/lib/app-error';
import {
  teamMessages,
  type ChangeRoleInput,
  type InviteMemberInput,
  type ReceivedInvitation,
  type TeamInvitation,
  type TeamMember,
  type TeamMembershipOption,
  type TeamOverview,
} from '@shared/team/team.contract';
import { can } from '@shared/auth/permissions.rules';
import type { Auth } from '../../auth/auth';
import type { SessionCache } from '../../auth/session-cache';
import { findMembershipOf, type RequestContext } from '../../auth/request-context';
import type { TeamMembership } from '../../auth/team-membership';
import {
  countMembersWithRole,
  findMember,
  findPendingInvitation,
  isEmailMemberOf,
  listInvitationsFor,
  listMembers,
  listPendingInvitations,
  listTeamsOf,
  type MemberRow,
} from './team.repository';

/**
 * What the team routes need beside the request: better-auth's API, called with the request's
 * headers, and the resolved sessions to forget when a membership changes.
 */
export interface TeamDeps {
  auth: Auth;
  sessions: SessionCache;
  headers: Headers;
}

const manager: TeamRole = 'team_manager';
const invitationNotFound = () => new AppError('not_found', teamMessages.invitationNotFound);
const memberNotFound = () => new AppError('not_found', teamMessages.memberNotFound);

/** better-auth's refusals in the team's words; anything else is a real failure. */
function translated(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code ?? '';
  if (code === 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION') return AppError.conflict(teamMessages.alreadyMember);
  if (code.startsWith('YOU_CANNOT_LEAVE_THE_ORGANIZATION')) return AppError.conflict(teamMessages.lastManager);
  if (code === 'MEMBER_NOT_FOUND') return memberNotFound();
  if (code.includes('INVITATION') || code === 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION') {
    return invitationNotFound();
  }
  if (code.startsWith('YOU_ARE_NOT_ALLOWED')) return AppError.forbidden(permissionMessages.manage_roles);
  return error;
}

async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translated(error);
  }
}

function toMember(row: MemberRow, ctx: RequestContext): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: memberRole(row.role),
    joinedAt: row.createdAt.toISOString(),
    isYou: row.userId === ctx.userId,
  };
}

export async function getTeamOverview(ctx: RequestContext): Promise<TeamOverview> {
  const [members, invitations] = await Promise.all([
    listMembers(ctx.team),
    can(ctx, 'manage_roles') ? listPendingInvitations(ctx.team) : Promise.resolve([]),
  ]);
  return {
    team: { id: ctx.teamId, name: ctx.teamName },
    members: members.map((row) => toMember(row, ctx)),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: memberRole(row.role ?? ''),
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: row.invitedBy,
    })),
  };
}

/**
 * Invites `email` to the current team with `role`; better-auth mails the link. Inviting an
 * address with a pending invitation replaces it with a fresh one.
 */
export async function inviteMember(
  deps: TeamDeps,
  ctx: RequestContext,
  input: InviteMemberInput,
): Promise<TeamInvitation> {
  if (await isEmailMemberOf(ctx.team, input.email)) throw AppError.conflict(teamMessages.alreadyMember);
  const created = await viaAuth(() =>
    deps.auth.api.createInvitation({
      headers: deps.headers,
      body: { email: input.email, role: input.role, organizationId: ctx.teamId },
    }),
  );
  return {
    id: created.id,
    email: created.email,
    role: memberRole(created.role),
    expiresAt: new Date(created.expiresAt).toISOString(),
    invitedBy: ctx.email,
  };
}

export async function cancelInvitation(deps: TeamDeps, ctx: RequestContext, invitationId: string): Promise<void> {
  if (!(await findPendingInvitation(ctx.team, invitationId))) throw invitationNotFound();
  await viaAuth(() => deps.auth.api.cancelInvitation({ headers: deps.headers, body: { invitationId } }));
}

/** Refuses a change that would leave the team without a team manager. */
async function keepAManager(ctx: RequestContext, target: MemberRow): Promise<void> {
  if (target.role !== manager) return;
  if ((await countMembersWithRole(ctx.team, manager)) <= 1) {
    throw AppError.conflict(teamMessages.lastManager);
  }
}

export async function changeMemberRole(
  deps: TeamDeps,
  ctx: RequestContext,
  memberId: string,
  input: ChangeRoleInput,
): Promise<TeamMember> {
  const target = await findMember(ctx.team, memberId);
  if (!target) throw memberNotFound();
  if (target.role === input.role) return toMember(target, ctx);
  await keepAManager(ctx, target);
  await viaAuth(() =>
    deps.auth.api.updateMemberRole({
      headers: deps.headers,
      body: { memberId, role: input.role, organizationId: ctx.teamId },
    }),
  );
  deps.sessions.forgetTeam(ctx.teamId);
  return toMember({ ...target, role: input.role }, ctx);
}

/** Removes a member: from their next request on, they see none of the team's data. */
export async function removeMember(deps: TeamDeps, ctx: RequestContext, memberId: string): Promise<void> {
  const target = await findMember(ctx.team, memberId);
  if (!target) throw memberNotFound();
  if (target.userId === ctx.userId) throw AppError.conflict(teamMessages.removeSelf);
  await keepAManager(ctx, target);
  await viaAuth(() =>
    deps.auth.api.removeMember({
      headers: deps.headers,
      body: { memberIdOrEmail: memberId, organizationId: ctx.teamId },
    }),
  );
  deps.sessions.forgetTeam(ctx.teamId);
}

function toReceived(row: Awaited<ReturnType<typeof listInvitationsFor>>[number]): ReceivedInvitation {
  return {
    id: row.id,
    teamName: row.teamName,
    role: memberRole(row.role ?? ''),
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Pending invitations sent to the signed-in user's address. */
export async function listReceivedInvitations(ctx: RequestContext): Promise<ReceivedInvitation[]> {
  return (await listInvitationsFor(ctx.team, ctx.email)).map(toReceived);
}

/** One invitation, only for the address it was sent to (anyone else gets 404). */
export async function getReceivedInvitation(ctx: RequestContext, invitationId: string): Promise<ReceivedInvitation> {
  const [row] = await listInvitationsFor(ctx.team, ctx.email, invitationId);
  if (!row) throw invitationNotFound();
  return toReceived(row);
}

/**
 * Accepts an invitation sent to the signed-in user: they join its team, which better-auth makes
 * the session's current team. Answers the new membership.
 */
export async function joinInvitedTeam(
  deps: TeamDeps,
  ctx: RequestContext,
  invitationId: string,
): Promise<TeamMembership> {
  await getReceivedInvitation(ctx, invitationId);
  const accepted = await viaAuth(() =>
    deps.auth.api.acceptInvitation({ headers: deps.headers, body: { invitationId } }),
  );
  deps.sessions.forgetUser(ctx.userId);
  const teamId = accepted?.invitation.organizationId;
  const membership = teamId ? await findMembershipOf(ctx, teamId) : null;
  if (!membership) throw invitationNotFound();
  return membership;
}

export async function rejectInvitation(deps: TeamDeps, ctx: RequestContext, invitationId: string): Promise<void> {
  await getReceivedInvitation(ctx, invitationId);
  await viaAuth(() => deps.auth.api.rejectInvitation({ headers: deps.headers, body: { invitationId } }));
}

export async function listMyTeams(ctx: RequestContext): Promise<TeamMembershipOption[]> {
  return (await listTeamsOf(ctx.team, ctx.userId)).map((row) => ({ ...row, role: memberRole(row.role) }));
}

/** Makes `teamId` the session's current team; every later request acts on it alone. */
export async function switchTeam(
  deps: TeamDeps,
  ctx: RequestContext,
  teamId: string,
): Promise<{ team: { id: string; name: string } }> {
  const membership = await findMembershipOf(ctx, teamId);
  if (!membership) throw new AppError('not_found', teamMessages.notAMember);
  await viaAuth(() => deps.auth.api.setActiveOrganization({ headers: deps.headers, body: { organizationId: teamId } }));
  deps.sessions.forgetUser(ctx.userId);
  return { team: { id: teamId, name: membership.teamName } };
}
