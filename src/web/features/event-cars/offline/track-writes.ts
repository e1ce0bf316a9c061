import type { QueryClient } from '@tanstack/react-query';
import type { CreateInspectionInput, CreateInspectionResponse } from '@shared/inspections/inspections.contract';
import type {
  CreateSessionInput,
  EventSession,
  PostSessionInspectionInput,
  PreSessionInspectionInput,
  SessionInspectionResponse,
} from '@shared/event-sessions/event-sessions.contract';
import type { CompleteSessionInput } from '@shared/meter-readings/meter-readings.contract';
import type { RaceResult, RaceResultInput } from '@shared/race-results/race-results.contract';
import type { CreateLapInput, SessionLap } from '@shared/session-laps/session-laps.contract';
import { registerQueuedWrite, type QueuedChange, type QueuedRequest } from '@web/lib/queued-writes';
import { invalidateEventCarDependents } from '../api/invalidate';

/**
 * The changes made at the track that may be queued without a connection (see
 * `@web/lib/queued-writes`): inspections, sessions with their pre- and post-session forms and
 * their laps, and race results. Each names its event (what to refresh once it is sent) and what it is about, in
 * words, for the queue to show.
 */

export type EventInspectionType = 'pre_event' | 'post_event';
export type SessionAction = 'start' | 'complete';

interface OfEventCar extends QueuedChange {
  eventId: string;
  eventCarId: string;
  /** The car, as the queue names it. */
  carLabel: string;
}

interface OfSession extends OfEventCar {
  sessionId: string;
  sessionName: string;
}

export interface InspectionWrite extends OfEventCar {
  input: CreateInspectionInput & { type: EventInspectionType };
  /** The checklist items' names by id, to show the marks side by side with the server's. */
  itemNames: Record<string, string>;
}

export interface SessionCreateWrite extends OfEventCar {
  /** The session's id is chosen on the device, so the changes queued after it can name it. */
  input: CreateSessionInput & { id: string };
  driverName: string | null;
}

export interface SessionStatusWrite extends OfSession {
  action: SessionAction;
  /** A completion's running time as the user confirmed it (older queued completions have none). */
  input?: CompleteSessionInput;
}

export interface PreSessionWrite extends OfSession {
  input: PreSessionInspectionInput;
}

export interface PostSessionWrite extends OfSession {
  input: PostSessionInspectionInput;
}

export interface SessionLapWrite extends OfSession {
  /** The lap's id and number are chosen on the device, so the list can show it before it is sent. */
  input: CreateLapInput & { id: string; lapNumber: number };
}

export interface RaceResultWrite extends QueuedChange {
  eventId: string;
  /** The result changed; null for a new one. */
  resultId: string | null;
  carLabel: string;
  input: RaceResultInput;
}

/** Each kind of change, with what it sends. */
export interface TrackWrites {
  inspection: InspectionWrite;
  'session-create': SessionCreateWrite;
  'session-status': SessionStatusWrite;
  'session-pre': PreSessionWrite;
  'session-post': PostSessionWrite;
  'session-lap': SessionLapWrite;
  'race-result': RaceResultWrite;
}

/** What the server answers to each kind. */
export interface TrackWriteAnswers {
  inspection: CreateInspectionResponse;
  'session-create': EventSession;
  'session-status': EventSession;
  'session-pre': SessionInspectionResponse;
  'session-post': SessionInspectionResponse;
  'session-lap': SessionLap;
  'race-result': RaceResult;
}

export type TrackWriteKind = keyof TrackWrites;

const requests: { [K in TrackWriteKind]: (change: TrackWrites[K]) => QueuedRequest } = {
  inspection: (c) => ({ method: 'POST', path: `/api/event-cars/${c.eventCarId}/inspections`, body: c.input }),
  'session-create': (c) => ({ method: 'POST', path: `/api/event-cars/${c.eventCarId}/sessions`, body: c.input }),
  'session-status': (c) => ({
    method: 'POST',
    path: `/api/event-sessions/${c.sessionId}/${c.action}`,
    ...(c.input ? { body: c.input } : {}),
  }),
  'session-pre': (c) => ({ method: 'POST', path: `/api/event-sessions/${c.sessionId}/pre-inspection`, body: c.input }),
  'session-post': (c) => ({
    method: 'POST',
    path: `/api/event-sessions/${c.sessionId}/post-inspection`,
    body: c.input,
  }),
  'session-lap': (c) => ({ method: 'POST', path: `/api/event-sessions/${c.sessionId}/laps`, body: c.input }),
  'race-result': (c) =>
    c.resultId
      ? { method: 'PUT', path: `/api/events/${c.eventId}/results/${c.resultId}`, body: c.input }
      : { method: 'POST', path: `/api/events/${c.eventId}/results`, body: c.input },
};

export const trackWriteKinds = Object.keys(requests) as TrackWriteKind[];

function register<K extends TrackWriteKind>(queryClient: QueryClient, kind: K): void {
  registerQueuedWrite<TrackWrites[K]>(queryClient, kind, {
    request: requests[kind],
    // Everything recorded for the event, its statistics, the dashboard and the cars' history.
    onSettled: (change) => invalidateEventCarDependents(queryClient, change.eventId),
  });
}

/** Declares the track's changes to the query client, before a stored queue is restored. */
export function registerTrackWrites(queryClient: QueryClient): void {
  for (const kind of trackWriteKinds) register(queryClient, kind);
}
