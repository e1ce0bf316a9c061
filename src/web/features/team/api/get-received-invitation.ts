import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedInvitation } from '@shared/team/team.contract';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** An invitation sent to the signed-in user's address (404 for any other). */
export const getReceivedInvitation = (invitationId: string, signal?: AbortSignal) =>
  api.get<ReceivedInvitation>(`/api/invitations/${encodeURIComponent(invitationId)}`, undefined, signal);

export const receivedInvitationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: teamKeys.receivedInvitation(invitationId),
    queryFn: ({ signal }) => getReceivedInvitation(invitationId, signal),
  });

export const useReceivedInvitation = (invitationId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...receivedInvitationQuery(invitationId), enabled });
