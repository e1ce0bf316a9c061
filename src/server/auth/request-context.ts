import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '@shared/lib/app-error';
import { can, memberRole, permissionMessages, type TeamAction, type TeamRole } from '@shared/auth/permissions.rules';
import type { Database, Executor } from '../db/client';
import { member, organization, session, user } from '../db/schema';
import { forTeam, type TeamDb } from '../db/team-db';
import type { Auth } from './auth';
import type { CachedSession, SessionCache } from './session-cache';
import { findMembership, type TeamMembership } from './team-membership';

/** Who is asking and for which team. Every data access goes through one of these. */
export interface RequestContext {
  userId: string;
  email: string;
  userName: string;
  teamId: string;
  teamName: string;
  role: TeamRole;
  /** The database bound to this team: what services hand to repositories. */
  team: TeamDb;
}

/**
 * Runs `work` in one transaction; the context it receives carries the transaction, so every
 * service and repository called with it (this feature's or another's) writes all or nothing.
 */
export function transaction<T>(ctx: RequestContext, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.team.transaction((team) => work({ ...ctx, team }));
}

declare module 'fastify' {
  interface FastifyRequest {
    teamContext: RequestContext | null;
  }
}

export const notAuthenticated = () => new AppError('unauthenticated', 'Not authenticated');

export async function resolveRequestContext(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  sessions: SessionCache,
): Promise<RequestContext | null> {
  const cookie = request.headers.cookie;
  const cached = cookie ? await reusableSession(db, sessions, cookie) : undefined;
  if (cached) return contextOfMembership(db, cached.user, cached.membership);
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const activeTeamId = found.session.activeOrganizationId ?? null;
  const membership = await membershipOf(db, found.user.id, activeTeamId);
  if (cookie) {
    sessions.set(cookie, {
      token: found.session.token,
      activeTeamId,
      user: { id: found.user.id, email: found.user.email, name: found.user.name },
      membership,
      sessionExpiresAt: new Date(found.session.expiresAt).getTime(),
    });
  }
  return contextOfMembership(db, found.user, membership);
}

/** Whether the request carries a live session: one this server may reuse, or one better-auth finds. */
export async function isSignedIn(
  auth: Auth,
  db: Database,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<boolean> {
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  if (await reusableSession(db, sessions, cookie)) return true;
  return (await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })) !== null;
}

/** The cookie's resolved session if this server may reuse it: as kept, or as the database has it now (`recheck`). */
async function reusableSession(
  db: Database,
  sessions: SessionCache,
  cookie: string,
): Promise<CachedSession | undefined> {
  const cached = sessions.get(cookie);
  if (!cached || !sessions.recheck) return cached;
  const current = await recheckSession(db, cached);
  if (!current) sessions.forget(cookie);
  return current;
}

/**
 * A kept session as the database holds it now, in one statement (the session by its token, the
 * user and the kept team's member row by their keys): undefined when the session has ended (signed
 * out, revoked, expired), its current team was switched, or the user is no longer in the team.
 * Its role, the user's name and e-mail and the team's name are the current ones.
 */
async function recheckSession(db: Database, cached: CachedSession): Promise<CachedSession | undefined> {
  const { teamId } = cached.membership;
  const [row] = await db
    .select({
      expiresAt: session.expiresAt,
      activeTeamId: session.activeOrganizationId,
      email: user.email,
      name: user.name,
      role: member.role,
      teamName: organization.name,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(member, and(eq(member.organizationId, teamId), eq(member.userId, session.userId)))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(session.token, cached.token));
  if (!row || row.expiresAt.getTime() <= Date.now() || row.activeTeamId !== cached.activeTeamId) return undefined;
  return {
    ...cached,
    user: { id: cached.user.id, email: row.email, name: row.name },
    membership: { teamId, teamName: row.teamName, role: row.role },
  };
}

async function membershipOf(db: Database, userId: string, activeTeamId?: string | null): Promise<TeamMembership> {
  const membership = await findMembership(db, userId, activeTeamId);
  if (!membership) throw AppError.forbidden('Your account does not belong to a team.');
  return membership;
}

/** The context of a user acting for a team they are a member of (no statement is sent). */
export function contextOfMembership(
  db: Executor,
  user: { id: string; email: string; name: string },
  membership: TeamMembership,
): RequestContext {
  return {
    userId: user.id,
    email: user.email,
    userName: user.name,
    teamId: membership.teamId,
    teamName: membership.teamName,
    role: memberRole(membership.role),
    team: forTeam(db, membership.teamId),
  };
}

/**
 * The context of someone outside the team who opened one of its links (a client approving an
 * estimate): the team's data as the link's document needs it, with the least rights a member
 * has. `userId` is the member who sent the link, if known.
 */
export function contextOfVisitor(team: TeamDb, teamName: string, userId: string | null): RequestContext {
  return {
    userId: userId ?? '',
    email: '',
    userName: 'Client',
    teamId: team.teamId,
    teamName,
    role: 'track_technician',
    team,
  };
}

/**
 * The context of a member of a team for work the server does for them on its own (their reminder
 * digest), with the mode they first chose (decision 005); null when they are not in the team.
 */
export async function contextOfMember(
  db: Executor,
  teamId: string,
  userId: string,
): Promise<{ ctx: RequestContext; firstMode: string | null } | null> {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      firstMode: user.firstMode,
      role: member.role,
      teamName: organization.name,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  if (!row) return null;
  return {
    ctx: contextOfMembership(
      db,
      { id: userId, email: row.email, name: row.name },
      { teamId, teamName: row.teamName, role: row.role },
    ),
    firstMode: row.firstMode,
  };
}

/**
 * The context of a known user acting for their active (or first) team. Every user gets a team at
 * sign-up; reading a context never creates one.
 */
export async function contextForUser(
  db: Database,
  user: { id: string; email: string; name: string },
  activeTeamId?: string | null,
): Promise<RequestContext> {
  return contextOfMembership(db, user, await membershipOf(db, user.id, activeTeamId));
}

/** The signed-in user's membership of another team, or null when they are not a member of it. */
export async function findMembershipOf(ctx: RequestContext, teamId: string): Promise<TeamMembership | null> {
  const membership = await findMembership(ctx.team.db, ctx.userId, teamId);
  return membership?.teamId === teamId ? membership : null;
}

/**
 * The signed-in user acting for another team they are a member of (a membership from
 * findMembershipOf), in the transaction of `ctx` if one is open.
 */
export function contextInTeam(ctx: RequestContext, membership: TeamMembership): RequestContext {
  return contextOfMembership(ctx.team.db, { id: ctx.userId, email: ctx.email, name: ctx.userName }, membership);
}

/** Adds the sign-in check to every route registered on `scope`. */
export function requireSignedIn(scope: FastifyInstance, auth: Auth, db: Database, sessions: SessionCache): void {
  scope.addHook('onRequest', async (request) => {
    request.teamContext = await resolveRequestContext(auth, db, request, sessions);
    if (!request.teamContext) throw notAuthenticated();
  });
}

/**
 * An onRequest hook for a route (or a whole route plugin) that only some roles may use: it runs
 * after the sign-in check, so a member whose role `can()` refuses gets 403 before anything else.
 */
export function requirePermission(action: TeamAction) {
  return async (request: FastifyRequest): Promise<void> => assertCan(contextOf(request), action);
}

/**
 * Refuses (403, the action's message) what the member's role may not do. Routes check their
 * action with `requirePermission`, before anything is read; a service calls this only where the
 * check depends on the data: a car or an inventory item given another client is an assignment.
 */
export function assertCan(ctx: { role: TeamRole }, action: TeamAction): void {
  if (!can(ctx, action)) throw AppError.forbidden(permissionMessages[action]);
}

/** The signed-in user and team of a request on a protected route. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.teamContext) throw notAuthenticated();
  return request.teamContext;
}
