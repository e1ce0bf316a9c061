import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription, UpgradeSubscriptionInput } from '@shared/subscription/subscription.contract';
import { api } from '@web/lib/api-client';
import { subscriptionQuery } from './get-subscription';
import { invalidateSubscriptionDependents } from './invalidate';

export const upgradeSubscription = (input: UpgradeSubscriptionInput) =>
  api.post<Subscription>('/api/subscription/upgrade', input);

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQuery().queryKey, subscription);
      await invalidateSubscriptionDependents(queryClient);
    },
  });
}
