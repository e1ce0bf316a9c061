import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/** The plan sets what every list offers (limits, Add buttons, notices): everything else refetches. */
export function invalidateSubscriptionDependents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => !partialMatchKey(query.queryKey, subscriptionKeys.all),
  });
}
