import { premiumRateCardExpiration, premiumRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { createRateCard, ensureDefaultRateCard } from './rate-cards.service';

/** The spec's default card (the shop's rates) and its second sample, a premium card that has expired. */
export const seedRateCards: DemoSeedStep = async (_deps, ctx) => {
  await ensureDefaultRateCard(ctx, '2025-01-01');
  await createRateCard(ctx, {
    name: 'Premium Client Rates',
    description: 'Discounted rates for season-long clients',
    ...premiumRateCardRates,
    isDefault: false,
    effectiveDate: '2025-01-01',
    expirationDate: premiumRateCardExpiration,
  });
};
