import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@shared/events/events.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventDependents } from './invalidate';

export const archiveEvent = (id: string) => api.post<Event>(`/api/events/${id}/archive`);

/** Archiving takes the event out of the lists, pickers and schedules (the statistics keep it). */
export function useArchiveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveEvent, onSuccess: () => invalidateEventDependents(queryClient) });
}
