import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedDamageReports: DemoSeedStep = async () => {};
