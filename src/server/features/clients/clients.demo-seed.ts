import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedClients: DemoSeedStep = async () => {};
