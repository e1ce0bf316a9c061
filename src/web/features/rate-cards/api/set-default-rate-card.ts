import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { invalidateRateCardDependents } from './invalidate';

/** Makes the card the team's default; the server clears the flag on the others. */
export const setDefaultRateCard = (id: string) => api.post<RateCard>(`/api/rate-cards/${id}/default`);

export function useSetDefaultRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultRateCard,
    onSuccess: () => invalidateRateCardDependents(queryClient),
  });
}
