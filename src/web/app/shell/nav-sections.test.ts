import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@shared/auth/permissions.rules';
import { paths } from '../paths';
import { navSections, settingsSection } from './nav-sections';

const everyScreen = () => true;
const manager = { hasScreen: everyScreen, role: 'team_manager' } as const;
const labels = (sections: { label: string }[]) => sections.map((s) => s.label);
const hrefs = (sections: { items: { to: string }[] }[]) => sections.flatMap((s) => s.items.map((i) => i.to));

describe('navSections', () => {
  it('shows the shop in team mode with the race shop on', () => {
    expect(labels(navSections('team_admin', { raceShop: true, ...manager }))).toEqual([
      'Dashboard',
      'Client Management',
      'Fleet Management',
      'Events & Racing',
      'Work Orders',
      'Billing & Invoices',
      'Inventory',
    ]);
  });

  it('hides the whole shop when the race shop is off, in either mode', () => {
    for (const mode of ['team_admin', 'individual'] as const) {
      const shown = labels(navSections(mode, { raceShop: false, ...manager }));
      expect(shown).not.toContain('Client Management');
      expect(shown).not.toContain('Work Orders');
      expect(shown).not.toContain('Billing & Invoices');
      expect(shown).not.toContain('Inventory');
    }
  });

  it('hides team-only links in individual mode', () => {
    const links = hrefs(navSections('individual', { raceShop: true, ...manager }));
    expect(links).toContain(paths.workOrders);
    expect(links).not.toContain(paths.newWorkOrder);
    expect(links).not.toContain(paths.clients);
    expect(links).not.toContain(paths.billing);
  });

  it('links only to screens that exist, dropping sections left empty', () => {
    const missing = new Set<string>([
      paths.workOrders,
      paths.newWorkOrder,
      paths.billing,
      paths.pricing,
      paths.receivables,
    ]);
    const sections = navSections('team_admin', {
      raceShop: true,
      role: 'team_manager',
      hasScreen: (to) => !missing.has(to),
    });
    expect(labels(sections)).not.toContain('Work Orders');
    expect(labels(sections)).not.toContain('Billing & Invoices');
    expect(hrefs(sections).some((to) => missing.has(to))).toBe(false);
    expect(hrefs(settingsSection((to) => to !== paths.publicProfileSettings))).toEqual([
      paths.settings,
      paths.subscription,
      paths.inspectionTemplates,
      paths.teamMembers,
    ]);
  });
});

describe('navSections by role', () => {
  const shop = (role: TeamRole | null) => navSections('team_admin', { raceShop: true, hasScreen: everyScreen, role });

  it('shows billing and rate cards to managers and administrators', () => {
    for (const role of ['team_manager', 'team_administrator'] as const) {
      expect(labels(shop(role))).toContain('Billing & Invoices');
      expect(hrefs(shop(role))).toEqual(expect.arrayContaining([paths.billing, paths.receivables, paths.pricing]));
    }
  });

  it('hides billing and rate cards from a track technician, keeping the rest of the shop', () => {
    const sections = shop('track_technician');
    expect(labels(sections)).toEqual([
      'Dashboard',
      'Client Management',
      'Fleet Management',
      'Events & Racing',
      'Work Orders',
      'Inventory',
    ]);
    expect(hrefs(sections)).not.toContain(paths.billing);
    expect(hrefs(sections)).not.toContain(paths.pricing);
    expect(hrefs(sections)).toEqual(expect.arrayContaining([paths.clients, paths.workOrders, paths.newWorkOrder]));
  });

  it('offers Add Client only to those who manage assignments', () => {
    expect(hrefs(shop('team_administrator'))).toContain(paths.newClient);
    expect(hrefs(shop('track_technician'))).not.toContain(paths.newClient);
  });

  it('shows no role-bound link while the role is loading', () => {
    const sections = shop(null);
    expect(labels(sections)).not.toContain('Billing & Invoices');
    expect(hrefs(sections)).not.toContain(paths.newClient);
    expect(hrefs(sections)).toContain(paths.clients);
  });

  it('lists Team Members in the settings for every role', () => {
    expect(hrefs(settingsSection(everyScreen))).toContain(paths.teamMembers);
  });
});
