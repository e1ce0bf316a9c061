import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportLapsInput,
  ImportLapsResult,
  SessionLap,
  UpdateLapInput,
} from '@shared/session-laps/session-laps.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

/** Changes a lap's time or out/in flags (needs the connection). */
export function useUpdateSessionLap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateLapInput }) =>
      api.patch<SessionLap>(`/api/session-laps/${id}`, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}

/** Removes a lap (needs the connection). */
export function useDeleteSessionLap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/session-laps/${id}`),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}

/** Imports a lap file into a session (needs the connection). */
export function useImportSessionLaps(eventId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportLapsInput) =>
      api.post<ImportLapsResult>(`/api/event-sessions/${sessionId}/laps/import`, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
