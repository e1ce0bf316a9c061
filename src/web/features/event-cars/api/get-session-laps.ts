import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LapSheet } from '@shared/session-laps/session-laps.contract';
import { api } from '@web/lib/api-client';
import { eventCarKeys } from './keys';

export const getSessionLaps = (sessionId: string, signal?: AbortSignal) =>
  api.get<LapSheet>(`/api/event-sessions/${sessionId}/laps`, undefined, signal);

export const sessionLapsQuery = (eventId: string, sessionId: string) =>
  queryOptions({
    queryKey: eventCarKeys.sessionLaps(eventId, sessionId),
    queryFn: ({ signal }) => getSessionLaps(sessionId, signal),
  });

/** A session's laps with its figures and personal bests; not asked for while `enabled` is false (a session not sent yet). */
export const useSessionLaps = (eventId: string, sessionId: string, enabled = true) =>
  useQuery({ ...sessionLapsQuery(eventId, sessionId), enabled });
