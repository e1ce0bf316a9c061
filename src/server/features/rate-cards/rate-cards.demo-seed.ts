import { premiumRateCardExpiration, premiumRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { createRateCard, ensureDefaultRateCard, setClientRateCard } from './rate-cards.service';

/**
 * The spec's default card (the shop's rates) and its second sample, a premium card that has
 * expired; the first client is priced from a season card of their own.
 */
export const seedRateCards: DemoSeedStep = async (_deps, ctx, records) => {
  await ensureDefaultRateCard(ctx, '2025-01-01');
  await createRateCard(ctx, {
    name: 'Premium Client Rates',
    description: 'Discounted rates for season-long clients',
    ...premiumRateCardRates,
    isDefault: false,
    effectiveDate: '2025-01-01',
    expirationDate: premiumRateCardExpiration,
  });
  const [clientId] = records.clientIds;
  if (!clientId) return;
  const season = await createRateCard(ctx, {
    name: 'Season Client Rates',
    description: 'Rates agreed for the season with a long-standing client',
    ...premiumRateCardRates,
    isDefault: false,
    effectiveDate: '2026-01-01',
    expirationDate: null,
  });
  await setClientRateCard(ctx, clientId, season.id);
};
