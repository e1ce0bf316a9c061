import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertPendingInvitation } from './team.repository';

/** A technician invited a day ago who has not answered yet: the team page shows it as pending. */
export const seedTeamInvitations: DemoSeedStep = async (_deps, ctx) => {
  const day = 24 * 60 * 60 * 1000;
  await insertPendingInvitation(ctx.team, {
    email: 'crew.chief@pitboard.example',
    role: 'track_technician',
    inviterId: ctx.userId,
    expiresAt: new Date(Date.now() + 6 * day),
  });
};
