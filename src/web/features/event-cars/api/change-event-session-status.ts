import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export type SessionAction = 'start' | 'complete';

/** Start (scheduled -> in progress) or complete (in progress -> completed) a session. */
export const changeEventSessionStatus = (sessionId: string, action: SessionAction) =>
  api.post<EventSession>(`/api/event-sessions/${sessionId}/${action}`);

export function useChangeEventSessionStatus(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, action }: { sessionId: string; action: SessionAction }) =>
      changeEventSessionStatus(sessionId, action),
    onSettled: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
