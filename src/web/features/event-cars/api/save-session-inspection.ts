import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PostSessionInspectionInput,
  PreSessionInspectionInput,
  SessionInspectionResponse,
} from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';

export const savePreSessionInspection = (sessionId: string, input: PreSessionInspectionInput) =>
  api.post<SessionInspectionResponse>(`/api/event-sessions/${sessionId}/pre-inspection`, input);

export const savePostSessionInspection = (sessionId: string, input: PostSessionInspectionInput) =>
  api.post<SessionInspectionResponse>(`/api/event-sessions/${sessionId}/post-inspection`, input);

export function useSavePreSessionInspection(eventCarId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreSessionInspectionInput) => savePreSessionInspection(sessionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['event-sessions', eventCarId] }),
  });
}

export function useSavePostSessionInspection(eventCarId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostSessionInspectionInput) => savePostSessionInspection(sessionId, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['event-sessions', eventCarId] });
      // Best laps feed the statistics (track records).
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
