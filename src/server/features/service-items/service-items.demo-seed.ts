import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedServiceItems: DemoSeedStep = async () => {};
