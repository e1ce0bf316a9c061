import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventInput } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventDependents } from './invalidate';

export const createEvent = (input: EventInput) => api.post<Event>('/api/events', input);

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateEventDependents(queryClient) });
}
