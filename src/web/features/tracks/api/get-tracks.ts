import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { trackKeys } from './keys';

/** The active tracks by name (the tracks page), or the archived ones. */
export const getTracks = ({ archived = false }: { archived?: boolean } = {}, signal?: AbortSignal) =>
  api.get<Track[]>('/api/tracks', archived ? { archived: true } : undefined, signal);

export const tracksQuery = ({ archived = false }: { archived?: boolean } = {}) =>
  queryOptions({ queryKey: trackKeys.list(archived), queryFn: ({ signal }) => getTracks({ archived }, signal) });

export const useTracks = (options: { archived?: boolean } = {}) => useQuery(tracksQuery(options));
