import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** Withdraws a pending invitation; its link stops working. */
export const cancelInvitation = (invitationId: string) =>
  api.delete(`/api/team/invitations/${encodeURIComponent(invitationId)}`);

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview() }),
  });
}
