import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const removeEventCar = (eventId: string, id: string) => api.delete(`/api/events/${eventId}/cars/${id}`);

export function useRemoveEventCar(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeEventCar(eventId, id),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
