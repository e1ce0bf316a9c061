import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/account/api/keys';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** Declines an invitation: it leaves the user's pending invitations and its link stops working. */
export const rejectInvitation = (invitationId: string) =>
  api.post<void>(`/api/invitations/${encodeURIComponent(invitationId)}/reject`);

export function useRejectInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvitation,
    onSuccess: async (_data, invitationId) => {
      queryClient.removeQueries({ queryKey: teamKeys.receivedInvitation(invitationId) });
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });
}
