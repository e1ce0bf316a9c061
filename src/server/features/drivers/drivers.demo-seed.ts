import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedDrivers: DemoSeedStep = async () => {};
