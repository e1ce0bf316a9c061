import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { sessionDuration, type EventSession } from '@shared/event-sessions/event-sessions.contract';
import { formatLapTime } from '@shared/events/lap-time.rules';
import type { SessionLap } from '@shared/session-laps/session-laps.contract';
import { parseLapTimeText } from '@shared/session-laps/session-laps.rules';
import type { QueuedWrite } from '@web/lib/queued-writes';
import { trackWriteKinds, type TrackWriteKind, type TrackWrites } from './track-writes';

/** A queued change of the track, typed by its kind. */
export type TrackWrite = {
  [K in TrackWriteKind]: Omit<QueuedWrite, 'kind' | 'variables'> & { kind: K; variables: TrackWrites[K] };
}[TrackWriteKind];

/** A record as the screens show it: the server's, with the changes still waiting applied. */
export type WithQueue<T> = T & { waitingToSync: boolean };

const kinds: ReadonlySet<string> = new Set(trackWriteKinds);

/** The queued changes of one event, oldest first. */
export function trackWritesOfEvent(writes: readonly QueuedWrite[], eventId: string): TrackWrite[] {
  return writes
    .filter((w) => kinds.has(w.kind) && (w.variables as { eventId?: string }).eventId === eventId)
    .map((w) => w as TrackWrite)
    .sort((a, b) => a.variables.madeAt.localeCompare(b.variables.madeAt));
}

const waiting = (writes: readonly TrackWrite[]) => writes.filter((w) => w.waiting);

const eventCarOf = (w: TrackWrite) => ('eventCarId' in w.variables ? w.variables.eventCarId : null);

/** A registration as the Registered Cars card shows it. */
export type QueuedEventCar = WithQueue<EventCar> & {
  /** The inspection types recorded on this device and not sent yet (they count as done). */
  queuedInspections: string[];
};

/** Registrations with their waiting inspections counted as done. */
export function eventCarsWithQueue(cars: readonly EventCar[], writes: readonly TrackWrite[]): QueuedEventCar[] {
  const pending = waiting(writes);
  return cars.map((car) => {
    const mine = pending.filter((w) => eventCarOf(w) === car.id);
    const queuedInspections = mine.flatMap((w) => (w.kind === 'inspection' ? [w.variables.input.type] : []));
    return {
      ...car,
      preEventInspectionCompleted: car.preEventInspectionCompleted || queuedInspections.includes('pre_event'),
      postEventInspectionCompleted: car.postEventInspectionCompleted || queuedInspections.includes('post_event'),
      waitingToSync: mine.length > 0,
      queuedInspections,
    };
  });
}

function newSession(write: Extract<TrackWrite, { kind: 'session-create' }>): EventSession {
  const { variables: v } = write;
  return {
    id: v.input.id,
    eventId: v.eventId,
    eventCarId: v.eventCarId,
    name: v.input.name,
    sessionType: v.input.sessionType ?? 'practice',
    driverId: v.input.driverId ?? null,
    driverName: v.driverName,
    startTime: v.input.startTime,
    endTime: null,
    durationMinutes: Number(v.input.durationMinutes ?? sessionDuration.default),
    bestLapTime: null,
    bestLapMs: null,
    notes: v.input.notes ?? null,
    status: 'scheduled',
    preInspectionDone: false,
    postInspectionDone: false,
  };
}

function applyToSession(session: EventSession, write: TrackWrite): EventSession {
  switch (write.kind) {
    case 'session-status':
      return { ...session, status: write.variables.action === 'start' ? 'in_progress' : 'completed' };
    case 'session-pre':
      return { ...session, preInspectionDone: true };
    case 'session-post':
      return { ...session, postInspectionDone: true };
    default:
      return session;
  }
}

/** A registration's sessions, with the sessions and session changes still waiting applied, by start time. */
export function sessionsWithQueue(
  sessions: readonly EventSession[],
  writes: readonly TrackWrite[],
  eventCarId: string,
): WithQueue<EventSession>[] {
  const pending = waiting(writes).filter((w) => eventCarOf(w) === eventCarId);
  const known = new Set(sessions.map((s) => s.id));
  const created = pending.flatMap((w) =>
    w.kind === 'session-create' && !known.has(w.variables.input.id) ? [newSession(w)] : [],
  );
  return [...sessions, ...created]
    .map((session) => {
      const changes = pending.filter((w) =>
        w.kind === 'session-create'
          ? w.variables.input.id === session.id
          : 'sessionId' in w.variables && w.variables.sessionId === session.id,
      );
      return { ...changes.reduce(applyToSession, session), waitingToSync: changes.length > 0 };
    })
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** A session's laps, with the laps typed on this device and not sent yet, by lap number. */
export function lapsWithQueue(
  laps: readonly SessionLap[],
  writes: readonly TrackWrite[],
  sessionId: string,
): WithQueue<SessionLap>[] {
  const known = new Set(laps.map((lap) => lap.id));
  const typed = waiting(writes).flatMap((w) =>
    w.kind === 'session-lap' && w.variables.sessionId === sessionId && !known.has(w.variables.input.id)
      ? [
          {
            id: w.variables.input.id,
            eventSessionId: sessionId,
            lapNumber: w.variables.input.lapNumber,
            lapMs: parseLapTimeText(w.variables.input.lapTime) ?? 0,
            lapTime: formatLapTime(parseLapTimeText(w.variables.input.lapTime) ?? 0),
            isOutLap: w.variables.input.isOutLap ?? false,
            isInLap: w.variables.input.isInLap ?? false,
            waitingToSync: true,
          },
        ]
      : [],
  );
  return [...laps.map((lap) => ({ ...lap, waitingToSync: false })), ...typed].sort((a, b) => a.lapNumber - b.lapNumber);
}
