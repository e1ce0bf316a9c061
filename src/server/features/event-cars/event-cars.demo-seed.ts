import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedEventCars: DemoSeedStep = async () => {};
