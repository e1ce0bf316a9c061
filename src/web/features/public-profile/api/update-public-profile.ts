import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicProfileInput, PublicProfileSettings } from '@shared/public-profile/public-profile.contract';
import { api } from '@web/lib/api-client';
import { publicProfileKeys } from './keys';

export const updatePublicProfile = (input: PublicProfileInput) =>
  api.put<PublicProfileSettings>('/api/public-profile', input);

/** Saves the profile; what anyone sees through the link is read again. */
export function useUpdatePublicProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePublicProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(publicProfileKeys.settings(), profile);
      await queryClient.invalidateQueries({ queryKey: publicProfileKeys.sharedAll() });
    },
  });
}
