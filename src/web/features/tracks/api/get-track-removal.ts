import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Removal } from '@shared/lib/removal.contract';
import { api } from '@web/lib/api-client';
import { trackKeys } from './keys';

/** Whether the track's destructive action archives it (it has history) or deletes it, and with what. */
export const getTrackRemoval = (id: string, signal?: AbortSignal) =>
  api.get<Removal>(`/api/tracks/${id}/removal`, undefined, signal);

export const trackRemovalQuery = (id: string) =>
  queryOptions({ queryKey: trackKeys.removal(id), queryFn: ({ signal }) => getTrackRemoval(id, signal) });

export const useTrackRemoval = (id: string) => useQuery(trackRemovalQuery(id));
