import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventInput } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventDependents } from './invalidate';

export const updateEvent = ({ id, input }: { id: string; input: EventInput }) =>
  api.put<Event>(`/api/events/${id}`, input);

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateEventDependents(queryClient) });
}
