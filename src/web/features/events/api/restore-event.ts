import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventDependents } from './invalidate';

export const restoreEvent = (id: string) => api.post<Event>(`/api/events/${id}/restore`);

/** Restoring puts the event back in the lists, pickers and schedules. */
export function useRestoreEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreEvent, onSuccess: () => invalidateEventDependents(queryClient) });
}
