import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultRateCardResponse } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { invalidateRateCardDependents } from './invalidate';

/** Creates the spec's default card when the team has no default (else answers the default). */
export const createDefaultRateCard = () => api.post<DefaultRateCardResponse>('/api/rate-cards/default');

export function useCreateDefaultRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDefaultRateCard,
    onSuccess: () => invalidateRateCardDependents(queryClient),
  });
}
