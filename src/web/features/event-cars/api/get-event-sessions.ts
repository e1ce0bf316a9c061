import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

export const getEventSessions = (eventCarId: string, signal?: AbortSignal) =>
  api.get<EventSession[]>(`/api/event-cars/${eventCarId}/sessions`, undefined, signal);

export const eventSessionsQuery = (eventId: string, eventCarId: string) =>
  queryOptions({
    queryKey: eventCarKeys.sessions(eventId, eventCarId),
    queryFn: ({ signal }) => getEventSessions(eventCarId, signal),
  });

export const useEventSessions = (eventId: string, eventCarId: string) =>
  useQuery(eventSessionsQuery(eventId, eventCarId));
