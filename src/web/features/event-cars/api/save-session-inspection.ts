import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PostSessionInspectionInput,
  PreSessionInspectionInput,
  SessionInspectionResponse,
} from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const savePreSessionInspection = (sessionId: string, input: PreSessionInspectionInput) =>
  api.post<SessionInspectionResponse>(`/api/event-sessions/${sessionId}/pre-inspection`, input);

export const savePostSessionInspection = (sessionId: string, input: PostSessionInspectionInput) =>
  api.post<SessionInspectionResponse>(`/api/event-sessions/${sessionId}/post-inspection`, input);

export function useSavePreSessionInspection(eventId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreSessionInspectionInput) => savePreSessionInspection(sessionId, input),
    onSettled: () => invalidateEventCarDependents(queryClient, eventId),
  });
}

/** Best laps feed the statistics' track records. */
export function useSavePostSessionInspection(eventId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostSessionInspectionInput) => savePostSessionInspection(sessionId, input),
    onSettled: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
