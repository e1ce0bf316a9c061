import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Track } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { invalidateTrackDependents } from './invalidate';

export const restoreTrack = (id: string) => api.post<Track>(`/api/tracks/${id}/restore`);

/** Restoring puts the track back in the lists and pickers. */
export function useRestoreTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTrack, onSuccess: () => invalidateTrackDependents(queryClient) });
}
