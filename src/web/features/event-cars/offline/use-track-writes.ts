import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import {
  randomUuid,
  sendQueuedWrite,
  useQueuedWrites,
  type QueuedChange,
  type SendOutcome,
} from '@web/lib/queued-writes';
import { trackWritesOfEvent, type TrackWrite } from './queued-track-writes';
import type { TrackWriteAnswers, TrackWriteKind, TrackWrites } from './track-writes';

/** Told when a change could not be sent yet: "Inspection saved on this device …". */
export const savedOnDevice = (what: string) => `${what} saved on this device. It is sent when the connection returns.`;

/** What a change to one session names: its event, registration, car and session. */
export const ofSession = (session: EventSession, carLabel: string) => ({
  eventId: session.eventId,
  eventCarId: session.eventCarId,
  carLabel,
  sessionId: session.id,
  sessionName: session.name,
});

/**
 * Sends one kind of track change through the queue: `send` resolves with the server's answer, or
 * with `queued` when the change waits for the connection; it rejects when the server refuses it.
 */
export function useSendTrackWrite<K extends TrackWriteKind>(kind: K) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const send = async (change: Omit<TrackWrites[K], keyof QueuedChange>): Promise<SendOutcome<TrackWriteAnswers[K]>> => {
    setSending(true);
    try {
      const queued = { ...change, changeId: randomUuid(), madeAt: new Date().toISOString() } as TrackWrites[K];
      return await sendQueuedWrite<TrackWriteAnswers[K], TrackWrites[K]>(queryClient, kind, queued);
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}

/** The changes of one event queued on this device and not applied yet, oldest first. */
export function useTrackQueue(eventId: string): TrackWrite[] {
  const writes = useQueuedWrites();
  return useMemo(() => trackWritesOfEvent(writes, eventId), [writes, eventId]);
}
