import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedRepairs: DemoSeedStep = async () => {};
