import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteOnboardingInput } from '@shared/onboarding/onboarding.contract';
import { api } from '@web/lib/api-client';

export const completeOnboarding = (input: CompleteOnboardingInput) => api.post<void>('/api/onboarding', input);

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
