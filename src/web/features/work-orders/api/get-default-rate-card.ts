import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultRateCardResponse } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { workOrderKeys } from './keys';

/** The team's default rate card, or null ('No Rate Card Found'). */
export const getDefaultRateCard = (signal?: AbortSignal) =>
  api.get<DefaultRateCardResponse>('/api/rate-cards/default', undefined, signal);

export const defaultRateCardQuery = () =>
  queryOptions({ queryKey: workOrderKeys.defaultRateCard(), queryFn: ({ signal }) => getDefaultRateCard(signal) });

export const useDefaultRateCard = () => useQuery(defaultRateCardQuery());
