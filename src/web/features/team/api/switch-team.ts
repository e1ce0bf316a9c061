import { useMutation } from '@tanstack/react-query';
import type { JoinedTeam, SwitchTeamInput } from '@shared/team/team.contract';
import { api } from '@web/lib/api-client';

/**
 * Makes another of the user's teams the current one. Everything cached belonged to the previous
 * team, so the caller clears the query cache once this succeeds.
 */
export const switchTeam = (input: SwitchTeamInput) => api.put<JoinedTeam>('/api/me/team', input);

export const useSwitchTeam = () => useMutation({ mutationFn: switchTeam });
