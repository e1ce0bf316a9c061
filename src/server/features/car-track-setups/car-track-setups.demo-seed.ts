import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedCarTrackSetups: DemoSeedStep = async () => {};
