import { describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { AppError } from '@shared/lib/app-error';
import type { QueuedWrite } from '@web/lib/queued-writes';
import { eventCarsWithQueue, sessionsWithQueue, trackWritesOfEvent, type TrackWrite } from './queued-track-writes';
import { trackWriteLabel } from './track-write-labels';

let nextId = 1;
function write(kind: string, variables: Record<string, unknown>, waiting = true): QueuedWrite {
  const id = nextId++;
  return {
    mutationId: id,
    kind,
    waiting,
    error: waiting ? null : new AppError('conflict', 'Refused'),
    variables: {
      changeId: `change-${id}`,
      madeAt: `2026-05-10T08:00:${String(id).padStart(2, '0')}Z`,
      eventId: 'event-1',
      eventCarId: 'car-1',
      carLabel: '#7 Miata',
      ...variables,
    } as QueuedWrite['variables'],
  };
}

const serverSession: EventSession = {
  id: 'session-server',
  eventId: 'event-1',
  eventCarId: 'car-1',
  name: 'Warm-up',
  sessionType: 'practice',
  driverId: null,
  driverName: null,
  startTime: '2026-05-10T07:00:00.000Z',
  endTime: null,
  durationMinutes: 20,
  bestLapTime: null,
  bestLapMs: null,
  notes: null,
  status: 'scheduled',
  preInspectionDone: false,
  postInspectionDone: false,
};

const of = (writes: QueuedWrite[]) => trackWritesOfEvent(writes, 'event-1');

describe('the queue of one event', () => {
  it('keeps the track changes of that event, oldest first', () => {
    const later = write('session-status', { sessionId: 's', sessionName: 'S', action: 'start' });
    const earlier = { ...write('inspection', { input: { type: 'pre_event' }, itemNames: {} }) };
    earlier.variables = { ...earlier.variables, madeAt: '2026-05-10T07:59:00Z' };
    const otherEvent = write('inspection', { eventId: 'event-2', input: { type: 'pre_event' }, itemNames: {} });
    const otherKind = write('client-note', {});
    expect(of([later, otherEvent, earlier, otherKind]).map((w) => w.mutationId)).toEqual([
      earlier.mutationId,
      later.mutationId,
    ]);
  });
});

describe('sessionsWithQueue', () => {
  it('adds a session created on the device and applies its queued checks, start and completion', () => {
    const writes = of([
      write('session-create', {
        input: {
          id: 'session-new',
          name: 'Qualifying',
          sessionType: 'qualifying',
          startTime: '2026-05-10T09:00:00.000Z',
        },
        driverName: 'Nora Quick',
      }),
      write('session-pre', { sessionId: 'session-new', sessionName: 'Qualifying', input: {} }),
      write('session-status', { sessionId: 'session-new', sessionName: 'Qualifying', action: 'start' }),
      write('session-status', { sessionId: 'session-new', sessionName: 'Qualifying', action: 'complete' }),
      write('session-post', { sessionId: 'session-new', sessionName: 'Qualifying', input: {} }),
    ]);
    const sessions = sessionsWithQueue([serverSession], writes, 'car-1');
    expect(sessions.map((s) => [s.name, s.status, s.waitingToSync])).toEqual([
      ['Warm-up', 'scheduled', false],
      ['Qualifying', 'completed', true],
    ]);
    expect(sessions[1]).toMatchObject({
      id: 'session-new',
      sessionType: 'qualifying',
      durationMinutes: 20,
      driverName: 'Nora Quick',
      preInspectionDone: true,
      postInspectionDone: true,
    });
  });

  it('marks a server session with a queued change, ignores refused changes and other cars', () => {
    const writes = of([
      write('session-status', { sessionId: 'session-server', sessionName: 'Warm-up', action: 'start' }),
      write('session-pre', { sessionId: 'session-server', sessionName: 'Warm-up', input: {} }, false),
      write('session-status', {
        eventCarId: 'car-2',
        sessionId: 'session-server',
        sessionName: 'Warm-up',
        action: 'complete',
      }),
    ]);
    expect(sessionsWithQueue([serverSession], writes, 'car-1')).toEqual([
      { ...serverSession, status: 'in_progress', waitingToSync: true },
    ]);
  });

  it('does not show a created session twice once the server has it', () => {
    const writes = of([
      write('session-create', {
        input: { id: 'session-server', name: 'Warm-up', startTime: serverSession.startTime },
        driverName: null,
      }),
    ]);
    expect(sessionsWithQueue([serverSession], writes, 'car-1')).toHaveLength(1);
  });
});

describe('eventCarsWithQueue', () => {
  const car = { id: 'car-1', preEventInspectionCompleted: false, postEventInspectionCompleted: false } as EventCar;

  it('counts a queued inspection as done and says it waits', () => {
    const [shown] = eventCarsWithQueue(
      [car],
      of([write('inspection', { input: { type: 'pre_event' }, itemNames: {} })]),
    );
    expect(shown).toMatchObject({
      preEventInspectionCompleted: true,
      postEventInspectionCompleted: false,
      queuedInspections: ['pre_event'],
      waitingToSync: true,
    });
  });

  it('leaves a car without queued changes as the server has it', () => {
    const refused = write('inspection', { input: { type: 'post_event' }, itemNames: {} }, false);
    expect(eventCarsWithQueue([car], of([refused]))).toEqual([{ ...car, queuedInspections: [], waitingToSync: false }]);
  });
});

describe('trackWriteLabel', () => {
  it('names each change in words', () => {
    const labels = of([
      write('inspection', { input: { type: 'post_event' }, itemNames: {} }),
      write('session-create', {
        input: { id: 'x', name: 'Race 1', sessionType: 'race_1', startTime: '' },
        driverName: null,
      }),
      write('session-status', { sessionId: 'x', sessionName: 'Race 1', action: 'complete' }),
      write('race-result', { resultId: null, input: {} }),
    ]).map((w: TrackWrite) => trackWriteLabel(w));
    expect(labels).toEqual([
      'Post-event inspection · #7 Miata',
      'New session Race 1 (Race 1) · #7 Miata',
      'Race 1 completed · #7 Miata',
      'Result of #7 Miata',
    ]);
  });
});
