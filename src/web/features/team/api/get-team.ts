import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOverview } from '@shared/team/team.contract';
import { api } from '@web/lib/api-client';
import { teamKeys } from './keys';

/** The current team's members, and its pending invitations for those who may manage roles. */
export const getTeam = (signal?: AbortSignal) => api.get<TeamOverview>('/api/team', undefined, signal);

export const teamQuery = () =>
  queryOptions({ queryKey: teamKeys.overview(), queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQuery());
