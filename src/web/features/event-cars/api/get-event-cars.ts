import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

export const getEventCars = (eventId: string, signal?: AbortSignal) =>
  api.get<EventCar[]>(`/api/events/${eventId}/cars`, undefined, signal);

export const eventCarsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventCarKeys.registrations(eventId),
    queryFn: ({ signal }) => getEventCars(eventId, signal),
  });

export const useEventCars = (eventId: string) => useQuery(eventCarsQuery(eventId));
