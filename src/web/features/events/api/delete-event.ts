import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { eventQuery } from './get-event';
import { invalidateEventDependents } from './invalidate';

export const deleteEvent = (id: string) => api.delete(`/api/events/${id}`);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => invalidateEventDependents(queryClient, { deletedId: id }),
    // Dropped once the page showing it has moved on.
    onSettled: (_data, error, id) => {
      if (!error) setTimeout(() => queryClient.removeQueries({ queryKey: eventQuery(id).queryKey }), 0);
    },
  });
}
