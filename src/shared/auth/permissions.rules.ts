/** Team roles and what each may do. Declared once; the server enforces, the UI reuses. */
export const teamRoles = ['team_manager', 'team_administrator', 'track_technician'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamActions = ['manage_roles', 'manage_assignments', 'perform_inspections'] as const;
export type TeamAction = (typeof teamActions)[number];

const allowedRoles: Record<TeamAction, readonly TeamRole[]> = {
  manage_roles: ['team_manager'],
  manage_assignments: ['team_manager', 'team_administrator'],
  perform_inspections: ['team_manager', 'track_technician'],
};

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (teamRoles as readonly string[]).includes(value);
}

export function can(member: { role: string } | null | undefined, action: TeamAction): boolean {
  if (!member || !isTeamRole(member.role)) return false;
  return allowedRoles[action].includes(member.role);
}

/** A member's stored role; anything unknown gets the least rights (track technician). */
export function memberRole(stored: string): TeamRole {
  return isTeamRole(stored) ? stored : 'track_technician';
}
