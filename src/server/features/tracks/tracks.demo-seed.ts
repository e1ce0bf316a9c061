import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedTracks: DemoSeedStep = async () => {};
