import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateCard, RateCardInput } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { invalidateRateCardDependents } from './invalidate';

export const createRateCard = (input: RateCardInput) => api.post<RateCard>('/api/rate-cards', input);
export const updateRateCard = ({ id, input }: { id: string; input: RateCardInput }) =>
  api.put<RateCard>(`/api/rate-cards/${id}`, input);

/** Creates the card, or saves it with its full record when `id` is given. */
export function useSaveRateCard(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateCardInput) => (id ? updateRateCard({ id, input }) : createRateCard(input)),
    onSuccess: () => invalidateRateCardDependents(queryClient),
  });
}
