import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCar, SettableEventCarStatus } from '@shared/event-cars/event-cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const updateEventCarStatus = (eventId: string, id: string, status: SettableEventCarStatus) =>
  api.patch<EventCar>(`/api/events/${eventId}/cars/${id}`, { status });

export function useUpdateEventCarStatus(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SettableEventCarStatus }) =>
      updateEventCarStatus(eventId, id, status),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
