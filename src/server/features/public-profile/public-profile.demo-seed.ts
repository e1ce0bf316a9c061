import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { saveAllowTeamRecords } from './public-profile.repository';

/**
 * The demo team's manager allows the team's own cars, events and repairs on its members' public
 * profiles, so the demo's page shows every part once its profile is made public (it stays private).
 */
export const seedPublicProfile: DemoSeedStep = async (_deps, ctx) => {
  await saveAllowTeamRecords(ctx.team, true);
};
