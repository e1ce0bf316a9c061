import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription, UpgradeSubscriptionInput } from '@shared/subscription/subscription.contract';
import { api } from '@web/lib/api-client';
import { subscriptionQuery } from './get-subscription';

export const upgradeSubscription = (input: UpgradeSubscriptionInput) =>
  api.post<Subscription>('/api/subscription/upgrade', input);

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQuery().queryKey, subscription);
      // Plan limits change what lists offer; refetch everything else.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'subscription' });
    },
  });
}
