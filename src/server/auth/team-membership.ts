import { and, asc, eq } from 'drizzle-orm';
import { displayNameFromEmail } from '@shared/auth/auth.contract';
import type { TeamRole } from '@shared/auth/permissions.rules';
import type { Executor } from '../db/client';
import { member, organization } from '../db/schema';

export interface TeamMembership {
  teamId: string;
  teamName: string;
  role: string;
}

/**
 * Makes a new user a team of their own, which they manage (the organization and its member row,
 * better-auth's tables). What else a team starts with is added by the provisioning that runs in
 * the same transaction (src/server/workflows/provision-team.ts, handed to createAuth).
 */
export async function createTeamOfUser(db: Executor, user: { id: string; email: string }): Promise<TeamMembership> {
  const teamId = crypto.randomUUID();
  const teamName = `${displayNameFromEmail(user.email)}'s team`;
  const role: TeamRole = 'team_manager';
  await db.insert(organization).values({ id: teamId, name: teamName, slug: `team-${teamId}` });
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId: teamId, userId: user.id, role });
  return { teamId, teamName, role };
}

/** The team a request acts for: the session's active team if the user belongs to it, else the first. */
export async function findMembership(
  db: Executor,
  userId: string,
  activeTeamId: string | null | undefined,
): Promise<TeamMembership | null> {
  const rows = await db
    .select({ teamId: member.organizationId, teamName: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      activeTeamId
        ? and(eq(member.userId, userId), eq(member.organizationId, activeTeamId))
        : eq(member.userId, userId),
    )
    .orderBy(asc(member.createdAt))
    .limit(1);
  if (rows[0]) return rows[0];
  if (activeTeamId) return findMembership(db, userId, null);
  return null;
}
