import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '@shared/lib/app-error';
import { memberRole, type TeamRole } from '@shared/auth/permissions.rules';
import type { Database } from '../db/client';
import { forTeam, type TeamDb } from '../db/team-db';
import type { Auth } from './auth';
import { findMembership } from './team-provisioning';

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
): Promise<RequestContext | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  return contextForUser(db, session.user, session.session.activeOrganizationId);
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
  const membership = await findMembership(db, user.id, activeTeamId);
  if (!membership) throw AppError.forbidden('Your account does not belong to a team.');
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

/** Adds the sign-in check to every route registered on `scope`. */
export function requireSignedIn(scope: FastifyInstance, auth: Auth, db: Database): void {
  scope.addHook('onRequest', async (request) => {
    request.teamContext = await resolveRequestContext(auth, db, request);
    if (!request.teamContext) throw notAuthenticated();
  });
}

/** The signed-in user and team of a request on a protected route. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.teamContext) throw notAuthenticated();
  return request.teamContext;
}
