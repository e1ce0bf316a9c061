/**
 * Team roles and what each may do. Every permission decision in the app is `can()`: the server
 * enforces it on every route that needs it, the web app hides what a role cannot use.
 */
export const teamRoles = ['team_manager', 'team_administrator', 'track_technician'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamActions = [
  'manage_roles',
  'manage_assignments',
  'perform_inspections',
  'manage_inspection_templates',
  'manage_billing',
  'manage_plan',
  'approve_work_orders',
  'set_prices',
  'publish_team_records',
  'manage_shop_identity',
  'export_team_data',
  'send_documents',
  'import_clients',
  'import_records',
  'import_car_history',
] as const;
export type TeamAction = (typeof teamActions)[number];

/**
 * The role × action table.
 * - manage_roles: invite people, change members' roles, remove members.
 * - manage_assignments: clients, cars assigned to clients, inventory assigned to clients.
 * - perform_inspections: inspections and the session checks that gate a session.
 * - manage_inspection_templates: adding and removing inspection templates, for whoever manages
 *   assignments or performs inspections.
 * - manage_billing: invoices, client accounts, rate cards and the billing price list.
 * - manage_plan: change the team's plan (up, down, or back to Free).
 * - approve_work_orders: record the client's approval of a work order (pending approval → approved).
 * - set_prices: give a work order line a unit price other than its rate-card price.
 * - publish_team_records: let the team's own cars, events and repairs appear on public profiles.
 * - manage_shop_identity: the shop's name, address, contacts, tax id, logo, payment instructions and
 *   default terms that every document prints.
 * - export_team_data: download everything the team holds as one archive (Settings → Export all
 *   data). A racer on their own is their team's manager, so they export their own data.
 * - send_documents: mail estimates and invoices to clients with their private links, and revoke
 *   those links (whoever manages work orders' approval and invoices).
 * - import_clients: import a customer list (clients with their cars) from a CSV file.
 * - import_records: import cars, drivers or tracks from a CSV file.
 * - import_car_history: import a car's service history or meter readings from a CSV file.
 */
const allowedRoles: Record<TeamAction, readonly TeamRole[]> = {
  manage_roles: ['team_manager'],
  manage_assignments: ['team_manager', 'team_administrator'],
  perform_inspections: ['team_manager', 'track_technician'],
  manage_inspection_templates: ['team_manager', 'team_administrator', 'track_technician'],
  manage_billing: ['team_manager', 'team_administrator'],
  manage_plan: ['team_manager'],
  approve_work_orders: ['team_manager', 'team_administrator'],
  set_prices: ['team_manager', 'team_administrator'],
  publish_team_records: ['team_manager'],
  manage_shop_identity: ['team_manager'],
  export_team_data: ['team_manager'],
  send_documents: ['team_manager', 'team_administrator'],
  import_clients: ['team_manager', 'team_administrator'],
  import_records: ['team_manager', 'team_administrator'],
  import_car_history: ['team_manager', 'team_administrator', 'track_technician'],
};

/** What a member is told when the server refuses an action to their role. */
export const permissionMessages: Record<TeamAction, string> = {
  manage_roles: 'Only a team manager can manage team members and roles.',
  manage_assignments: 'Only a team manager or team administrator can manage clients and assignments.',
  perform_inspections: 'You are not allowed to perform inspections',
  manage_inspection_templates: 'You are not allowed to manage inspection templates',
  manage_billing: 'Only a team manager or team administrator can use billing and rate cards.',
  manage_plan: "Only a team manager can change the team's plan.",
  approve_work_orders: 'Only a team manager or team administrator can approve work orders.',
  set_prices: "Only a team manager or team administrator can set a price other than the rate card's.",
  publish_team_records: "Only a team manager can allow the team's cars, events and repairs on public profiles.",
  manage_shop_identity: "Only a team manager can change the shop's details.",
  export_team_data: "Only a team manager can export all of the team's data.",
  send_documents: 'Only a team manager or team administrator can send documents to clients.',
  import_clients: 'Only a team manager or team administrator can import clients.',
  import_records: 'Only a team manager or team administrator can import cars, drivers and tracks.',
  import_car_history: "You are not allowed to import a car's history.",
};

export const roleLabels: Record<TeamRole, string> = {
  team_manager: 'Team Manager',
  team_administrator: 'Team Administrator',
  track_technician: 'Track Technician',
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
