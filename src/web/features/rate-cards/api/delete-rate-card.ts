import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateRateCardDependents } from './invalidate';

export const deleteRateCard = (id: string) => api.delete(`/api/rate-cards/${id}`);

export function useDeleteRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRateCard,
    onSuccess: () => invalidateRateCardDependents(queryClient),
  });
}
