import type { QueryClient } from '@tanstack/react-query';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { rateCardKeys } from './keys';

/** The rate card grid and what is priced from the default card (the quick billing price list). */
export function invalidateRateCardDependents(queryClient: QueryClient) {
  return invalidateQueryKeys(queryClient, [rateCardKeys.all]);
}
