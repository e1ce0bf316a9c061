import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';

export const getEventSessions = (eventCarId: string, signal?: AbortSignal) =>
  api.get<EventSession[]>(`/api/event-cars/${eventCarId}/sessions`, undefined, signal);

export const eventSessionsQuery = (eventCarId: string) =>
  queryOptions({
    queryKey: ['event-sessions', eventCarId],
    queryFn: ({ signal }) => getEventSessions(eventCarId, signal),
  });

export const useEventSessions = (eventCarId: string | null) =>
  useQuery({ ...eventSessionsQuery(eventCarId ?? ''), enabled: eventCarId !== null });
