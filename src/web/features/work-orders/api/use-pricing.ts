import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import { tierMultiplier, type PricingTier } from '@shared/work-orders/pricing-tier.rules';
import { useClientRateCard } from '@web/features/rate-cards/api/get-client-rate-card';
import { useDefaultRateCard } from './get-default-rate-card';

export interface Pricing {
  /** The card lines are priced from: the client's own, else the team's default; null when none. */
  card: RateCard | null;
  /** Whether it is the client's own card. */
  clientCard: boolean;
  /** The tier's multiplier on that card (1 for standard work). */
  multiplier: number;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/** What the builder prices from: the chosen client's card (before a client is chosen, the default) at the tier's multiplier. */
export function usePricing(clientId: string | null, tier: PricingTier): Pricing {
  const fallback = useDefaultRateCard();
  const own = useClientRateCard(clientId);
  const card = clientId ? (own.data?.rateCard ?? null) : (fallback.data?.rateCard ?? null);
  const query = clientId ? own : fallback;
  return {
    card,
    clientCard: Boolean(clientId) && own.data?.source === 'client',
    multiplier: card ? tierMultiplier(card, tier) : 1,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
