import { and, asc, eq } from 'drizzle-orm';
import { displayNameFromEmail } from '@shared/auth/auth.contract';
import type { TeamRole } from '@shared/auth/permissions.rules';
import type { Executor } from '../db/client';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { member, organization, subscriptions, userPreferences } from '../db/schema';
import { createPublicProfile } from '../features/public-profile/public-profile.service';

export interface TeamMembership {
  teamId: string;
  teamName: string;
  role: string;
}

/**
 * Every new user gets a team of their own and manages it, with the team's subscription (free),
 * the user's preferences (the spec's defaults) and the user's public profile in it (private),
 * so reads never need to create them.
 */
export async function createTeamForUser(db: Executor, user: { id: string; email: string }): Promise<TeamMembership> {
  const teamId = crypto.randomUUID();
  const teamName = `${displayNameFromEmail(user.email)}'s team`;
  const role: TeamRole = 'team_manager';
  await db.transaction(async (tx) => {
    await tx.insert(organization).values({ id: teamId, name: teamName, slug: `team-${teamId}` });
    await tx.insert(member).values({ id: crypto.randomUUID(), organizationId: teamId, userId: user.id, role });
    await tx.insert(subscriptions).values({ teamId }).onConflictDoNothing();
    await tx
      .insert(userPreferences)
      .values({ ...defaultPreferences, teamId, userId: user.id })
      .onConflictDoNothing({ target: [userPreferences.teamId, userPreferences.userId] });
    await createPublicProfile(tx, { teamId, userId: user.id, email: user.email });
  });
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
