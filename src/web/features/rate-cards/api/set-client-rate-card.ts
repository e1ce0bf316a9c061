import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientRateCard } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { invalidateRateCardDependents } from './invalidate';

/** Gives the client one of the team's cards, or (null) prices them from the default card again. */
export const setClientRateCard = (clientId: string, rateCardId: string | null) =>
  api.put<ClientRateCard>(`/api/clients/${clientId}/rate-card`, { rateCardId });

export function useSetClientRateCard(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateCardId: string | null) => setClientRateCard(clientId, rateCardId),
    onSuccess: () => invalidateRateCardDependents(queryClient),
  });
}
