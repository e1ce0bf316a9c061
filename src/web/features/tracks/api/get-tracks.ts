import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { trackKeys } from './keys';

export const getTracks = (signal?: AbortSignal) => api.get<Track[]>('/api/tracks', undefined, signal);

export const tracksQuery = () =>
  queryOptions({ queryKey: trackKeys.list(), queryFn: ({ signal }) => getTracks(signal) });

export const useTracks = () => useQuery(tracksQuery());
