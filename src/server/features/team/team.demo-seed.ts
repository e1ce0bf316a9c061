import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertPendingInvitation, upsertTeamIdentity } from './team.repository';

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

/** The demo shop's details, as its invoices print them. */
export const seedShopIdentity: DemoSeedStep = async (_deps, ctx) => {
  await upsertTeamIdentity(ctx.team, {
    address: { street: '400 Pit Lane', city: 'Sebring', state: 'FL', postalCode: '33870', country: 'US' },
    phone: '(863) 555-0142',
    email: 'billing@pitboard.example',
    taxId: 'EIN 59-1234567',
    paymentInstructions: 'Bank transfer to Pit Lane Credit Union, routing 063100277, account 0042 1187.',
    defaultTerms: 'Net 30',
  });
};
