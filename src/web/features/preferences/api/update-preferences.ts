import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesInput } from '@shared/preferences/preferences.contract';
import { api } from '@web/lib/api-client';
import { preferencesQuery } from './get-preferences';

export const updatePreferences = (changes: UpdatePreferencesInput) =>
  api.patch<Preferences>('/api/preferences', changes);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQuery().queryKey, preferences),
  });
}
