/**
 * What the team screens and the team API say. Kept apart from team.contract.ts, which needs zod,
 * so the app shell's team switcher does not.
 */
export const teamMessages = {
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'Role not found',
  alreadyMember: 'This person is already a member of the team.',
  lastManager: 'A team needs at least one team manager.',
  memberNotFound: 'Member not found',
  invitationNotFound: 'This invitation does not exist, has expired or was sent to another email address.',
  notAMember: 'You are not a member of that team.',
  removeSelf: 'You cannot remove yourself from the team.',
  invited: (email: string) => `Invitation sent to ${email}`,
  removeConfirm: (name: string) => `Remove ${name} from the team? They lose access to the team's data at once.`,
  joined: (team: string) => `You joined ${team}`,
  switched: (team: string) => `Now working in ${team}`,
} as const;
