import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertDriver } from './drivers.repository';

/** Drivers besides the one onboarding created for the demo user. */
const demoDrivers = [
  { name: 'Alex Moreno', email: 'alex.moreno@example.com', phone: '(512) 555-0142', licenseNumber: 'SCCA-20931' },
  {
    name: 'Jordan Reyes',
    email: 'jordan.reyes@example.com',
    phone: '+1 (704) 555-0187',
    licenseNumber: 'NASA-TX-4471',
  },
  { name: 'Priya Natarajan', email: 'priya.n@example.com', phone: '(352) 555-0119', licenseNumber: 'FIA-C-88214' },
  { name: 'Sam Whitaker', email: null, phone: '614-555-0163', licenseNumber: null },
];

export const seedDrivers: DemoSeedStep = async (_deps, ctx) => {
  for (const driver of demoDrivers) await insertDriver(ctx.team, { userId: null, ...driver });
};
