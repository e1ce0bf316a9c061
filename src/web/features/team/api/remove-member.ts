import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** Takes someone out of the team: they lose access to its data at once. */
export const removeMember = (memberId: string) => api.delete(`/api/team/members/${encodeURIComponent(memberId)}`);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview() }),
  });
}
