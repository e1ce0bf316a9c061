import { useMutation } from '@tanstack/react-query';
import type { JoinedTeam } from '@shared/team/team.contract';
import { api } from '@web/lib/api-client';

/**
 * Joins the inviting team, which becomes the current team. Everything cached belonged to the
 * previous team, so the caller clears the query cache once this succeeds.
 */
export const acceptInvitation = (invitationId: string) =>
  api.post<JoinedTeam>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
