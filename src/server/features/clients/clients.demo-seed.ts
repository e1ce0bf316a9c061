import { clientInputSchema, type ClientInput } from '@shared/clients/clients.contract';
import { addDaysIso, todayIso } from '@shared/lib/dates';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertClient } from './clients.repository';
import { clientChanges } from './clients.service';

/** A race shop's customers, saved through the client form's own path. */
const demoClients: (ClientInput & { since: number; inactive?: boolean })[] = [
  {
    name: 'Marcus Bell',
    email: 'marcus.bell@example.com',
    phone: '(512) 555-0101',
    address: '4100 Circuit Dr',
    city: 'Austin',
    state: 'TX',
    zipCode: '78719',
    source: 'Referral',
    notes: 'Runs a Spec Miata in the SCCA Majors. Prefers text messages.',
    eligibleForAR: true,
    since: 410,
  },
  {
    name: 'Elena Vasquez',
    email: 'elena@vasquezmotorsport.example',
    phone: '+1 (305) 555-0144',
    address: '88 Harbor Point Rd',
    city: 'Miami',
    state: 'FL',
    zipCode: '33131',
    source: 'Website',
    fleetId: 'VMS-FL-02',
    notes: 'Two-car GT4 program; invoices to the team office.',
    taxExempt: true,
    eligibleForAR: true,
    since: 290,
  },
  {
    name: "Tom O'Neill",
    email: 'tom.oneill@example.com',
    phone: '704-555-0178',
    address: '12 Pit Row Ln',
    city: 'Concord',
    state: 'NC',
    zipCode: '28027',
    source: 'Walk-in',
    since: 180,
  },
  {
    name: 'Hannah Kim',
    email: 'hannah.kim@example.com',
    phone: '(206) 555-0136',
    address: '901 Pacific Raceways Way',
    city: 'Kent',
    state: 'WA',
    zipCode: '98042',
    source: 'Social Media',
    marketToCustomer: false,
    since: 95,
  },
  {
    name: 'Luc Tremblay',
    email: 'luc.tremblay@example.ca',
    phone: '+1 (514) 555-0190',
    address: '2200 Rue du Circuit',
    city: 'Montreal',
    country: 'CA',
    zipCode: 'H3C 0A1',
    source: 'Friends / Family',
    notes: 'Brings his Porsche Cup car down for the spring enduros.',
    since: 60,
  },
  {
    name: 'Rachel Greene',
    email: 'rgreene@example.com',
    phone: '(404) 555-0155',
    city: 'Braselton',
    state: 'GA',
    zipCode: '30517',
    source: 'Advertising',
    since: 30,
  },
  {
    name: 'David Okafor',
    email: 'd.okafor@example.com',
    phone: '(630) 555-0122',
    address: '15 Autobahn Blvd',
    city: 'Joliet',
    state: 'IL',
    zipCode: '60431',
    source: 'Phone',
    notes: 'Sold his car at the end of last season.',
    since: 700,
    inactive: true,
  },
];

export const seedClients: DemoSeedStep = async (_deps, ctx, records) => {
  const today = todayIso();
  for (const { since, inactive, ...input } of demoClients) {
    const client = await insertClient(ctx.team, {
      ...clientChanges(clientInputSchema.parse(input)),
      // Customers have been with the shop for a while.
      contractStartDate: addDaysIso(today, -since),
      ...(inactive ? { status: 'inactive', isActive: false } : {}),
    });
    records.clientIds.push(client.id);
  }
};
