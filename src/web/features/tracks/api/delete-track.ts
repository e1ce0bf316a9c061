import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateTrackDependents } from './invalidate';
import { trackQuery } from './get-track';

export const deleteTrack = (id: string) => api.delete(`/api/tracks/${id}`);

export function useDeleteTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrack,
    onSuccess: (_data, id) => invalidateTrackDependents(queryClient, { deletedId: id }),
    // Dropped once the page showing it has moved on.
    onSettled: (_data, error, id) => {
      if (!error) setTimeout(() => queryClient.removeQueries({ queryKey: trackQuery(id).queryKey }), 0);
    },
  });
}
