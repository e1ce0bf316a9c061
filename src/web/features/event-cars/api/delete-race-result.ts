import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const deleteRaceResult = (eventId: string, id: string) => api.delete(`/api/events/${eventId}/results/${id}`);

export function useDeleteRaceResult(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRaceResult(eventId, id),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
