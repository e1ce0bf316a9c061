import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedCars: DemoSeedStep = async () => {};
