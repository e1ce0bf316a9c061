import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { navSections, settingsSection } from './nav-sections';

const everyScreen = () => true;
const labels = (sections: { label: string }[]) => sections.map((s) => s.label);
const hrefs = (sections: { items: { to: string }[] }[]) => sections.flatMap((s) => s.items.map((i) => i.to));

describe('navSections', () => {
  it('shows the shop in team mode with the race shop on', () => {
    expect(labels(navSections('team_admin', { raceShop: true, hasScreen: everyScreen }))).toEqual([
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
      const shown = labels(navSections(mode, { raceShop: false, hasScreen: everyScreen }));
      expect(shown).not.toContain('Client Management');
      expect(shown).not.toContain('Work Orders');
      expect(shown).not.toContain('Billing & Invoices');
      expect(shown).not.toContain('Inventory');
    }
  });

  it('hides team-only links in individual mode', () => {
    const links = hrefs(navSections('individual', { raceShop: true, hasScreen: everyScreen }));
    expect(links).toContain(paths.workOrders);
    expect(links).not.toContain(paths.newWorkOrder);
    expect(links).not.toContain(paths.clients);
    expect(links).not.toContain(paths.billing);
  });

  it('links only to screens that exist, dropping sections left empty', () => {
    const missing = new Set<string>([paths.workOrders, paths.newWorkOrder, paths.billing, paths.pricing]);
    const sections = navSections('team_admin', { raceShop: true, hasScreen: (to) => !missing.has(to) });
    expect(labels(sections)).not.toContain('Work Orders');
    expect(labels(sections)).not.toContain('Billing & Invoices');
    expect(hrefs(sections).some((to) => missing.has(to))).toBe(false);
    expect(hrefs(settingsSection((to) => to !== paths.publicProfileSettings))).toEqual([
      paths.settings,
      paths.subscription,
      paths.inspectionTemplates,
    ]);
  });
});
