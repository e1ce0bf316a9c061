import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceListResponse } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { rateCardKeys } from './keys';

/** The Quick Billing Panel's four tabs, priced on the server from the team's default rate card. */
export const getPriceList = (signal?: AbortSignal) =>
  api.get<PriceListResponse>('/api/billing/price-list', undefined, signal);

export const priceListQuery = () =>
  queryOptions({ queryKey: rateCardKeys.priceList(), queryFn: ({ signal }) => getPriceList(signal) });

export const usePriceList = () => useQuery(priceListQuery());
