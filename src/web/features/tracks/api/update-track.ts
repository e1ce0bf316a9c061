import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Track, TrackInput } from '@shared/tracks/tracks.contract';
import { api } from '@web/lib/api-client';
import { invalidateTrackDependents } from './invalidate';

export const updateTrack = ({ id, input }: { id: string; input: TrackInput }) =>
  api.put<Track>(`/api/tracks/${id}`, input);

export function useUpdateTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTrack, onSuccess: () => invalidateTrackDependents(queryClient) });
}
