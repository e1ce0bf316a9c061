import type { CreateLap, ImportLapsResult, SessionLap } from '@shared/session-laps/session-laps.contract';
import { transaction, type RequestContext } from '../auth/request-context';
import { lockSessionRecord } from '../features/event-sessions/event-sessions.service';
import { findSessionReading } from '../features/meter-readings/meter-readings.service';
import { addLap, countLapsOfSession, importLaps, removeLap } from '../features/session-laps/session-laps.service';
import { correctSessionTime } from './accrue-session-time';

/*
 * A completed session's distance is its laps × the track's length (accrue-session-time.ts). Adding,
 * importing or removing its laps changes how many it ran, so its meter reading, and with it the
 * car, follow in the same transaction. A session completed before readings were kept has none to
 * correct, and laps typed before completion are counted when it completes.
 */

/** Corrects the session's reading to its laps; the session is locked first, as completing it does. */
async function lapsCounted(ctx: RequestContext, sessionId: string): Promise<void> {
  const session = await lockSessionRecord(ctx, sessionId);
  if (session.status !== 'completed' || !(await findSessionReading(ctx, sessionId))) return;
  const laps = await countLapsOfSession(ctx, sessionId);
  await correctSessionTime(ctx, sessionId, { laps: laps > 0 ? laps : null });
}

export function addSessionLap(ctx: RequestContext, sessionId: string, input: CreateLap): Promise<SessionLap> {
  return transaction(ctx, async (ctx) => {
    await lockSessionRecord(ctx, sessionId);
    const lap = await addLap(ctx, sessionId, input);
    await lapsCounted(ctx, sessionId);
    return lap;
  });
}

export function importSessionLaps(
  ctx: RequestContext,
  sessionId: string,
  input: { csv: string; replace: boolean },
): Promise<ImportLapsResult> {
  return transaction(ctx, async (ctx) => {
    await lockSessionRecord(ctx, sessionId);
    const result = await importLaps(ctx, sessionId, input);
    await lapsCounted(ctx, sessionId);
    return result;
  });
}

export function removeSessionLap(ctx: RequestContext, lapId: string): Promise<void> {
  return transaction(ctx, async (ctx) => {
    const { sessionId } = await removeLap(ctx, lapId);
    await lapsCounted(ctx, sessionId);
  });
}
