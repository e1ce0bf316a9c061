import type { AppMode } from '@shared/mode/mode.rules';
import { paths } from '../paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only in team admin mode. */
  teamOnly?: boolean;
  badge?: 'plan';
}

export interface NavSection {
  label: string;
  teamOnly?: boolean;
  items: NavItem[];
}

/** The sidebar of the spec, worded per mode. */
export function navSections(mode: AppMode): NavSection[] {
  const team = mode === 'team_admin';
  const sections: NavSection[] = [
    { label: 'Dashboard', items: [{ label: 'Dashboard', to: paths.dashboard }] },
    {
      label: 'Client Management',
      teamOnly: true,
      items: [
        { label: 'All Clients', to: paths.clients },
        { label: 'Add Client', to: paths.newClient },
      ],
    },
    {
      label: team ? 'Fleet Management' : 'My Cars',
      items: [
        { label: team ? 'Fleet Vehicles' : 'My Cars', to: paths.cars },
        { label: team ? 'Add Vehicle' : 'Add Car', to: paths.newCar },
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
      items: [
        { label: 'Work Orders', to: paths.workOrders },
        { label: 'New Work Order', to: paths.newWorkOrder, teamOnly: true },
      ],
    },
    {
      label: 'Billing & Invoices',
      teamOnly: true,
      items: [
        { label: 'Billing System', to: paths.billing },
        { label: 'Pricing Management', to: paths.pricing },
      ],
    },
    {
      label: 'Inventory',
      items: [
        { label: 'Inventory', to: paths.inventory },
        { label: 'Add Item', to: paths.newInventoryItem, teamOnly: true },
        { label: 'Locations', to: paths.inventoryLocations, teamOnly: true },
        { label: 'Suppliers', to: paths.suppliers, teamOnly: true },
      ],
    },
  ];
  return sections
    .filter((section) => team || !section.teamOnly)
    .map((section) => ({ ...section, items: section.items.filter((item) => team || !item.teamOnly) }));
}

export const settingsSection: NavSection = {
  label: 'Settings',
  items: [
    { label: 'Preferences', to: paths.settings },
    { label: 'Public Profile', to: paths.publicProfileSettings },
    { label: 'Subscription', to: paths.subscription, badge: 'plan' },
    { label: 'Inspection Templates', to: paths.inspectionTemplates },
  ],
};
