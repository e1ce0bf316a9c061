import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Track } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { invalidateTrackDependents } from './invalidate';

export const archiveTrack = (id: string) => api.post<Track>(`/api/tracks/${id}/archive`);

/** Archiving changes which lists and pickers show the track. */
export function useArchiveTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveTrack, onSuccess: () => invalidateTrackDependents(queryClient) });
}
