import type { DemoSeedStep } from '../../seed/demo-seed-steps';

export const seedInspectionTemplates: DemoSeedStep = async () => {};
