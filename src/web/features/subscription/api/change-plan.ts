import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanInput, Subscription } from '@shared/subscription/subscription.contract';
import { api } from '@web/lib/api-client';
import { subscriptionQuery } from './get-subscription';
import { invalidateSubscriptionDependents } from './invalidate';

/** Moves the team to a plan at once: up, down, or back to Free. */
export const changePlan = (input: ChangePlanInput) => api.put<Subscription>('/api/subscription', input);

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQuery().queryKey, subscription);
      await invalidateSubscriptionDependents(queryClient);
    },
  });
}
