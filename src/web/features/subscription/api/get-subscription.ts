import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/subscription/subscription.contract';
import { api } from '@web/lib/api-client';
import { subscriptionKeys } from './keys';

export const getSubscription = (signal?: AbortSignal) => api.get<Subscription>('/api/subscription', undefined, signal);

export const subscriptionQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.all, queryFn: ({ signal }) => getSubscription(signal) });

export const useSubscription = () => useQuery(subscriptionQuery());
