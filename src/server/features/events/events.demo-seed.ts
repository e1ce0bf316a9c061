import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedEvents: DemoSeedStep = async () => {};
