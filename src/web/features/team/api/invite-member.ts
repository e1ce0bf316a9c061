import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberInput, TeamInvitation } from '@shared/team/team.contract';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** Invites someone by e-mail; the server mails them a link to the invitation. */
export const inviteMember = (input: InviteMemberInput) => api.post<TeamInvitation>('/api/team/invitations', input);

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview() }),
  });
}
