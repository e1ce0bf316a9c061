import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceResult, RaceResultInput } from '@shared/race-results/race-results.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const createRaceResult = (eventId: string, input: RaceResultInput) =>
  api.post<RaceResult>(`/api/events/${eventId}/results`, input);

export const updateRaceResult = (eventId: string, id: string, input: RaceResultInput) =>
  api.put<RaceResult>(`/api/events/${eventId}/results/${id}`, input);

/** Creates a result, or updates the one with `id`. */
export function useSaveRaceResult(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RaceResultInput }) =>
      id ? updateRaceResult(eventId, id, input) : createRaceResult(eventId, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
