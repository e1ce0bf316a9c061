import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionInput, EventSession } from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const createEventSession = (eventCarId: string, input: CreateSessionInput) =>
  api.post<EventSession>(`/api/event-cars/${eventCarId}/sessions`, input);

export function useCreateEventSession(eventId: string, eventCarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSessionInput) => createEventSession(eventCarId, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
