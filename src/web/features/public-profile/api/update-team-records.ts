import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicProfileSettings,
  TeamRecords,
  TeamRecordsInput,
} from '@shared/public-profile/public-profile.contract';
import { api } from '@web/lib/api-client';
import { publicProfileKeys } from './keys';

export const updateTeamRecords = (input: TeamRecordsInput) =>
  api.put<TeamRecords>('/api/public-profile/team-records', input);

/** A team manager allows, or stops, the team's records on profiles; what the links show is read again. */
export function useUpdateTeamRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamRecords,
    onSuccess: async ({ allowTeamRecords }) => {
      queryClient.setQueryData<PublicProfileSettings>(publicProfileKeys.settings(), (settings) =>
        settings ? { ...settings, allowTeamRecords } : settings,
      );
      await queryClient.invalidateQueries({ queryKey: publicProfileKeys.sharedAll() });
    },
  });
}
