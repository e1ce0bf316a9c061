import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRoleInput, TeamMember } from '@shared/team/team.contract';
import { accountKeys } from '@web/features/account/api/keys';
import { api } from '@web/lib/api-client';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { teamKeys } from './keys';

export const changeMemberRole = ({ memberId, role }: { memberId: string } & ChangeRoleInput) =>
  api.put<TeamMember>(`/api/team/members/${encodeURIComponent(memberId)}/role`, { role });

/** A member's new role; the signed-in user's own role (what the app lets them do) is read again too. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => invalidateQueryKeys(queryClient, [teamKeys.overview(), accountKeys.me()]),
  });
}
