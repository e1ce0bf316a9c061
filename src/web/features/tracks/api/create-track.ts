import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Track, TrackInput } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { invalidateTrackDependents } from './invalidate';

export const createTrack = (input: TrackInput) => api.post<Track>('/api/tracks', input);

export function useCreateTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrack, onSuccess: () => invalidateTrackDependents(queryClient) });
}
