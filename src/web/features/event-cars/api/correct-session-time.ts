import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import type { CorrectSessionTimeInput, SessionRunningTime } from '@shared/meter-readings/meter-readings.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';
import { eventCarKeys } from './keys';

export const getSessionRunningTime = (sessionId: string, signal?: AbortSignal) =>
  api.get<SessionRunningTime>(`/api/event-sessions/${sessionId}/running-time`, undefined, signal);

export const sessionRunningTimeQuery = (eventId: string, sessionId: string) =>
  queryOptions({
    queryKey: eventCarKeys.sessionRunningTime(eventId, sessionId),
    queryFn: ({ signal }) => getSessionRunningTime(sessionId, signal),
  });

/** A completed session's running time and laps as its car's meter log holds them. */
export const useSessionRunningTime = (eventId: string, sessionId: string) =>
  useQuery(sessionRunningTimeQuery(eventId, sessionId));

export const correctSessionTime = (sessionId: string, input: CorrectSessionTimeInput) =>
  api.patch<EventSession>(`/api/event-sessions/${sessionId}/running-time`, input);

/**
 * Corrects a completed session's running time or laps; the car's, its installed components' and
 * its service items' figures follow, so everything the event's changes refresh is refreshed.
 */
export function useCorrectSessionTime(eventId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectSessionTimeInput) => correctSessionTime(sessionId, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
