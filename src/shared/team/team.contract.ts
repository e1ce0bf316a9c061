import { z } from 'zod';
import { teamRoles } from '../auth/permissions.rules';
import { storableString } from '../lib/input-bounds';
import { emailPattern } from '../lib/schema-helpers';

import { teamMessages } from './team.messages';

export { teamMessages };

export const teamMemberSchema = z.object({
  /** The membership's id (what role changes and removal take). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  joinedAt: z.string(),
  /** The signed-in user's own membership. */
  isYou: z.boolean(),
});
z.globalRegistry.add(teamMemberSchema, { id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  expiresAt: z.string(),
  invitedBy: z.string(),
});
z.globalRegistry.add(teamInvitationSchema, { id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** The current team's members; pending invitations only for those who may manage roles. */
export const teamOverviewSchema = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const inviteMemberSchema = z.object({
  email: storableString()
    .trim()
    .toLowerCase()
    .max(254, teamMessages.emailInvalid)
    .regex(emailPattern, teamMessages.emailInvalid),
  role: z.enum(teamRoles, { error: teamMessages.roleInvalid }),
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role: z.enum(teamRoles, { error: teamMessages.roleInvalid }) });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

export const memberParams = z.object({ memberId: z.uuid() });
export const invitationParams = z.object({ invitationId: z.uuid() });

/** An invitation as its recipient sees it (signed in with the address it was sent to). */
export const receivedInvitationSchema = z.object({
  id: z.string(),
  teamName: z.string(),
  role: z.enum(teamRoles),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
z.globalRegistry.add(receivedInvitationSchema, { id: 'ReceivedInvitation' });
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

/** A team the signed-in user belongs to (the header's team switcher). */
export const teamMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(teamRoles),
});
export type TeamMembershipOption = z.infer<typeof teamMembershipSchema>;

/** The answer to joining or switching to a team: the team that is now current. */
export const joinedTeamSchema = z.object({ team: z.object({ id: z.string(), name: z.string() }) });
z.globalRegistry.add(joinedTeamSchema, { id: 'JoinedTeam' });
export type JoinedTeam = z.infer<typeof joinedTeamSchema>;

export const switchTeamSchema = z.object({ teamId: z.uuid({ error: teamMessages.notAMember }) });
export type SwitchTeamInput = z.infer<typeof switchTeamSchema>;

export { invitationPath } from './team.paths';
