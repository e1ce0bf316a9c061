import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddEventCarInput, EventCar } from '@shared/event-cars/event-cars.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const addEventCar = (eventId: string, input: AddEventCarInput) =>
  api.post<EventCar>(`/api/events/${eventId}/cars`, input);

export function useAddEventCar(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddEventCarInput) => addEventCar(eventId, input),
    onSuccess: () => invalidateEventCarDependents(queryClient, eventId),
  });
}

/** Registers a car for an event chosen at submit time (the client profile's Register for Event). */
export function useRegisterCarForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, input }: { eventId: string; input: AddEventCarInput }) => addEventCar(eventId, input),
    onSuccess: (_car, { eventId }) => invalidateEventCarDependents(queryClient, eventId),
  });
}
