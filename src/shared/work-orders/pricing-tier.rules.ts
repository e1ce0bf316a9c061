import type { MultiplierField, RateCardRates } from '../rate-cards/rate-cards.rules';

/**
 * Rush, weekend and holiday work (docs/decisions/024-pricing-multipliers-and-client-rate-cards.md):
 * a work order's pricing tier picks one of its rate card's multipliers, which its labour lines
 * priced from the card take. Standard work takes none.
 */
export const pricingTiers = ['standard', 'rush', 'weekend', 'holiday'] as const;
export type PricingTier = (typeof pricingTiers)[number];

export const pricingTierLabels: Record<PricingTier, string> = {
  standard: 'Standard',
  rush: 'Rush',
  weekend: 'Weekend',
  holiday: 'Holiday',
};

const multiplierOfTier: Record<Exclude<PricingTier, 'standard'>, MultiplierField> = {
  rush: 'rushJobMultiplier',
  weekend: 'weekendMultiplier',
  holiday: 'holidayMultiplier',
};

/** The multiplier the tier takes from the card: 1 for standard work. */
export function tierMultiplier(card: Pick<RateCardRates, MultiplierField>, tier: PricingTier): number {
  return tier === 'standard' ? 1 : card[multiplierOfTier[tier]];
}

/** What a multiplied line shows: "× 1.5 rush"; nothing for standard work. */
export function multiplierLabel(tier: PricingTier, multiplier: number): string | null {
  if (tier === 'standard') return null;
  return `× ${Number(multiplier.toFixed(3))} ${pricingTierLabels[tier].toLowerCase()}`;
}

export const pricingTierMessages = {
  invalid: 'Choose standard, rush, weekend or holiday',
} as const;
