import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamDb } from '../../db/team-db';
import { invitation, member, organization, teamIdentities, user } from '../../db/schema';

/**
 * Members and invitations live in better-auth's tables (member, invitation), keyed by the team
 * (organization). Reads about a team always name `team`; reads about the signed-in user (their
 * teams, invitations to their address) name the user. Changes go through better-auth's API.
 */

export interface MemberRow {
  id: string;
  userId: string;
  role: string;
  createdAt: Date;
  name: string;
  email: string;
}

export async function listMembers(team: TeamDb): Promise<MemberRow[]> {
  return team.db
    .select({
      id: member.id,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, team.teamId))
    .orderBy(asc(member.createdAt), asc(member.id));
}

export async function findMember(team: TeamDb, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await team.db
    .select({
      id: member.id,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, team.teamId), eq(member.id, memberId)))
    .limit(1);
  return row;
}

export async function countMembersWithRole(team: TeamDb, role: string): Promise<number> {
  const [row] = await team.db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, team.teamId), eq(member.role, role)));
  return row?.count ?? 0;
}

const inviter = alias(user, 'inviter');

/** Pending, unexpired invitations of the team, newest first. */
export async function listPendingInvitations(team: TeamDb) {
  return team.db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      invitedBy: inviter.email,
    })
    .from(invitation)
    .innerJoin(inviter, eq(inviter.id, invitation.inviterId))
    .where(
      and(
        eq(invitation.organizationId, team.teamId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${invitation.createdAt} desc`, asc(invitation.id));
}

export async function findPendingInvitation(team: TeamDb, invitationId: string) {
  const [row] = await team.db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, team.teamId),
        eq(invitation.id, invitationId),
        eq(invitation.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** Pending, unexpired invitations sent to `email` (any team), or only the one with `invitationId`. */
export async function listInvitationsFor(team: TeamDb, email: string, invitationId?: string) {
  return team.db
    .select({
      id: invitation.id,
      teamName: organization.name,
      role: invitation.role,
      invitedBy: inviter.email,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(inviter, eq(inviter.id, invitation.inviterId))
    .where(
      and(
        sql`lower(${invitation.email}) = ${email.toLowerCase()}`,
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
        invitationId ? eq(invitation.id, invitationId) : undefined,
      ),
    )
    .orderBy(sql`${invitation.createdAt} desc`, asc(invitation.id));
}

/** Every team the user belongs to, by name. */
export async function listTeamsOf(team: TeamDb, userId: string) {
  return team.db
    .select({ id: organization.id, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name), asc(organization.id));
}

export async function isEmailMemberOf(team: TeamDb, email: string): Promise<boolean> {
  const [row] = await team.db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, team.teamId), sql`lower(${user.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/** A pending invitation written directly (demo data; people invite through better-auth's API). */
export async function insertPendingInvitation(
  team: TeamDb,
  values: { email: string; role: string; inviterId: string; expiresAt: Date },
): Promise<void> {
  await team.db
    .insert(invitation)
    .values({ id: crypto.randomUUID(), organizationId: team.teamId, status: 'pending', ...values });
}

export type TeamIdentityRow = typeof teamIdentities.$inferSelect;
export type TeamIdentityValues = Omit<typeof teamIdentities.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

/** The team's name and its identity row (null until a manager first saves it). */
export async function findTeamIdentity(
  team: TeamDb,
): Promise<{ name: string; identity: TeamIdentityRow | null } | undefined> {
  const [row] = await team.db
    .select({ name: organization.name, identity: teamIdentities })
    .from(organization)
    .leftJoin(teamIdentities, eq(teamIdentities.teamId, organization.id))
    .where(eq(organization.id, team.teamId))
    .limit(1);
  return row;
}

/** Writes the team's identity row (created on the first save); answers the row. */
export async function upsertTeamIdentity(team: TeamDb, values: Partial<TeamIdentityValues>): Promise<TeamIdentityRow> {
  const [row] = await team.db
    .insert(teamIdentities)
    .values({ ...values, teamId: team.teamId })
    .onConflictDoUpdate({ target: teamIdentities.teamId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('The shop identity was not saved');
  return row;
}

/** Renames the team (better-auth's organization row). */
export async function renameTeam(team: TeamDb, name: string): Promise<void> {
  await team.db.update(organization).set({ name }).where(eq(organization.id, team.teamId));
}
