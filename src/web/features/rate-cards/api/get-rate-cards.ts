import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { rateCardKeys } from './keys';

/** The team's rate cards, the default first, then newest first. */
export const getRateCards = (signal?: AbortSignal) => api.get<RateCard[]>('/api/rate-cards', undefined, signal);

export const rateCardsQuery = () =>
  queryOptions({ queryKey: rateCardKeys.list(), queryFn: ({ signal }) => getRateCards(signal) });

export const useRateCards = () => useQuery(rateCardsQuery());
