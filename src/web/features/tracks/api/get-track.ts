import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { trackKeys } from './keys';

export const getTrack = (id: string, signal?: AbortSignal) => api.get<Track>(`/api/tracks/${id}`, undefined, signal);

export const trackQuery = (id: string) =>
  queryOptions({ queryKey: trackKeys.detail(id), queryFn: ({ signal }) => getTrack(id, signal) });

export const useTrack = (id: string) => useQuery(trackQuery(id));
