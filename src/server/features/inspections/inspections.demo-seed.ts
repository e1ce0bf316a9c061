import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedInspections: DemoSeedStep = async () => {};
