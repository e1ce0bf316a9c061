import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedRaceResults: DemoSeedStep = async () => {};
