import { can, type TeamAction, type TeamRole } from '@shared/auth/permissions.rules';
import type { AppMode } from '@shared/mode/mode.rules';
import { paths } from '../paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only in team admin mode. */
  teamOnly?: boolean;
  /** Shown only to members whose role allows this action. */
  requires?: TeamAction;
  badge?: 'plan';
}

export interface NavSection {
  label: string;
  teamOnly?: boolean;
  /** Part of the race shop: shown only while the "Race shop enabled" preference is on. */
  raceShop?: boolean;
  /** Shown only to members whose role allows this action. */
  requires?: TeamAction;
  items: NavItem[];
}

export interface NavOptions {
  /** The "Race shop enabled" preference. */
  raceShop: boolean;
  /** Whether the app has a screen at this address; a link to none is not shown. */
  hasScreen: (to: string) => boolean;
  /** The member's role in the team; null while it loads (role-bound links wait for it). */
  role: TeamRole | null;
}

/** Drops links to screens the app does not have, and sections left empty. */
function withScreens(sections: NavSection[], hasScreen: (to: string) => boolean): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => hasScreen(item.to)) }))
    .filter((section) => section.items.length > 0);
}

/** The sidebar of the spec, worded per mode. */
export function navSections(mode: AppMode, { raceShop, hasScreen, role }: NavOptions): NavSection[] {
  const team = mode === 'team_admin';
  const member = role ? { role } : null;
  const allowed = (entry: { requires?: TeamAction }) => !entry.requires || can(member, entry.requires);
  const sections: NavSection[] = [
    {
      label: 'Dashboard',
      items: [
        { label: 'Dashboard', to: paths.dashboard },
        { label: "What's Due", to: paths.due },
      ],
    },
    {
      label: 'Client Management',
      teamOnly: true,
      raceShop: true,
      items: [
        { label: 'All Clients', to: paths.clients },
        { label: 'Add Client', to: paths.newClient, requires: 'manage_assignments' },
      ],
    },
    {
      label: team ? 'Fleet Management' : 'My Cars',
      items: [
        { label: team ? 'Fleet Vehicles' : 'My Cars', to: paths.cars },
        { label: team ? 'Add Vehicle' : 'Add Car', to: paths.newCar },
        { label: 'Components', to: paths.components },
        { label: 'Drivers', to: paths.drivers },
        { label: 'Repairs', to: paths.repairs },
        { label: 'Damage Reports', to: paths.damageReports },
      ],
    },
    {
      label: 'Events & Racing',
      items: [
        { label: team ? 'Race Events' : 'Track Events', to: paths.events },
        { label: 'Event Stats', to: paths.eventStats },
        { label: 'Add Event', to: paths.newEvent },
        { label: 'Race Tracks', to: paths.tracks },
        { label: 'Add Track', to: paths.newTrack },
      ],
    },
    {
      label: 'Work Orders',
      raceShop: true,
      items: [
        { label: 'Work Orders', to: paths.workOrders },
        { label: 'New Work Order', to: paths.newWorkOrder, teamOnly: true },
      ],
    },
    {
      label: 'Billing & Invoices',
      teamOnly: true,
      raceShop: true,
      requires: 'manage_billing',
      items: [
        { label: 'Billing System', to: paths.billing },
        { label: 'Receivables', to: paths.receivables },
        { label: 'Pricing Management', to: paths.pricing },
      ],
    },
    {
      label: 'Inventory',
      raceShop: true,
      items: [
        { label: 'Inventory', to: paths.inventory },
        { label: 'Add Item', to: paths.newInventoryItem, teamOnly: true },
        { label: 'Locations', to: paths.inventoryLocations, teamOnly: true },
        { label: 'Suppliers', to: paths.suppliers, teamOnly: true },
      ],
    },
  ];
  const shown = sections
    .filter((section) => (team || !section.teamOnly) && (raceShop || !section.raceShop) && allowed(section))
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => (team || !item.teamOnly) && allowed(item)),
    }));
  return withScreens(shown, hasScreen);
}

export function settingsSection(hasScreen: (to: string) => boolean): NavSection[] {
  return withScreens(
    [
      {
        label: 'Settings',
        items: [
          { label: 'Preferences', to: paths.settings },
          { label: 'Public Profile', to: paths.publicProfileSettings },
          { label: 'Subscription', to: paths.subscription, badge: 'plan' },
          { label: 'Inspection Templates', to: paths.inspectionTemplates },
          { label: 'Team Members', to: paths.teamMembers },
        ],
      },
    ],
    hasScreen,
  );
}
