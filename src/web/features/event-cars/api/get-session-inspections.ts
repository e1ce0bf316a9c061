import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInspection } from '@shared/event-sessions/event-sessions.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

/** What the pre- and post-session inspections of a session recorded. */
export const getSessionInspections = (sessionId: string, signal?: AbortSignal) =>
  api.get<SessionInspection[]>(`/api/event-sessions/${sessionId}/inspections`, undefined, signal);

export const sessionInspectionsQuery = (eventId: string, sessionId: string) =>
  queryOptions({
    queryKey: eventCarKeys.sessionInspections(eventId, sessionId),
    queryFn: ({ signal }) => getSessionInspections(sessionId, signal),
  });

export const useSessionInspections = (eventId: string, sessionId: string, enabled = true) =>
  useQuery({ ...sessionInspectionsQuery(eventId, sessionId), enabled });
