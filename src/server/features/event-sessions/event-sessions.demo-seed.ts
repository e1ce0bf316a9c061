import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedEventSessions: DemoSeedStep = async () => {};
