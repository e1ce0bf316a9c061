import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import {
  meterReadingMessages,
  type CompleteSession,
  type CorrectSessionTime,
  type SessionRunningTime,
} from '@shared/meter-readings/meter-readings.contract';
import {
  sessionAccrual,
  sessionRunningMinutes,
  type Accrual,
  type Meter,
} from '@shared/meter-readings/meter-readings.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../auth/request-context';
import { findCarRecord, setCarMeter } from '../features/cars/cars.service';
import { accrueToInstalledComponents, shiftReadingAccruals } from '../features/components/components.service';
import { findEventCar, removeEventCar } from '../features/event-cars/event-cars.service';
import {
  listSessions,
  lockSessionRecord,
  moveSessionRecord,
  sessionById,
  type SessionRecord,
} from '../features/event-sessions/event-sessions.service';
import {
  correctSessionReading,
  findSessionReading,
  findSessionReadings,
  readSessionReading,
  recordSessionReading,
  removeSessionReading,
} from '../features/meter-readings/meter-readings.service';
import { getPreferences } from '../features/preferences/preferences.service';
import { countLapsOfSession } from '../features/session-laps/session-laps.service';
import { findTrackRecord } from '../features/tracks/tracks.service';

/*
 * A session's time on track lands on its car: completing it adds its running time and distance
 * as a 'session' reading of the car's meter log, correcting its time or laps corrects that
 * reading, removing it takes it off. The components installed on the car at the session's moment
 * get the same time and distance, and follow its corrections and removal. Everything here runs in
 * the session's transaction, with the car locked, so the car's hours and miles (and with them its
 * service items' states, the dashboard and the car list) move at once. This is the one place
 * where session time accrues.
 */

/** The registered car of a session, locked until the transaction ends. */
async function lockCarOfSession(ctx: RequestContext, session: SessionRecord) {
  const eventCar = await findEventCar(ctx, session.eventCarId);
  const car = eventCar && (await findCarRecord(ctx, eventCar.carId, true));
  if (!car) throw AppError.notFound('Car');
  return car;
}

/** What a session of `runningMinutes` and `laps` adds, at its track, at the user's average speed. */
async function accrualOf(
  ctx: RequestContext,
  session: SessionRecord,
  runningMinutes: number,
  laps: number | null,
): Promise<Accrual> {
  const track = session.trackId ? await findTrackRecord(ctx, session.trackId) : undefined;
  const { averageSpeed } = await getPreferences(ctx);
  return sessionAccrual({
    runningMinutes,
    laps,
    trackLengthMiles: track?.length ?? null,
    averageSpeedMph: averageSpeed,
  });
}

/**
 * Completes a session in progress and adds its running time (what the user confirmed, else start
 * to completion) and its distance (by the laps given, else the laps already recorded for it) to
 * its car, in one transaction. Sent again with the same
 * Idempotency-Key, the platform answers the first answer: the time is added once.
 */
export async function completeSession(
  ctx: RequestContext,
  sessionId: string,
  input: CompleteSession,
): Promise<EventSession> {
  await transaction(ctx, async (ctx) => {
    const session = await moveSessionRecord(ctx, sessionId, 'completed');
    const car = await lockCarOfSession(ctx, session);
    const at = session.endTime ?? new Date();
    const runningMinutes = input.runningMinutes ?? sessionRunningMinutes(session.startTime, at);
    const laps = input.laps ?? ((await countLapsOfSession(ctx, sessionId)) || null);
    const accrual = await accrualOf(ctx, session, runningMinutes, laps);
    const meter = await recordSessionReading(ctx, car, {
      carId: car.id,
      sessionId,
      at,
      runningMinutes,
      laps,
      accrual,
    });
    await setCarMeter(ctx, car.id, meter);
    await accrueToInstalledComponents(ctx, { carId: car.id, at, meterReadingId: meter.readingId, added: accrual });
  });
  return sessionById(ctx, sessionId);
}

/** A completed session's running time and laps as its reading holds them: what a correction starts from. */
export async function getSessionRunningTime(ctx: RequestContext, sessionId: string): Promise<SessionRunningTime> {
  const session = await sessionById(ctx, sessionId);
  if (session.status !== 'completed') throw AppError.conflict(meterReadingMessages.notCompleted);
  const reading = await readSessionReading(ctx, sessionId);
  if (reading && reading.runningMinutes !== null) return { runningMinutes: reading.runningMinutes, laps: reading.laps };
  const end = session.endTime ? new Date(session.endTime) : new Date();
  return { runningMinutes: sessionRunningMinutes(new Date(session.startTime), end), laps: reading?.laps ?? null };
}

/**
 * Corrects a completed session's running time or laps: its reading, the session readings after
 * it up to the next one typed and, when none was typed since, the car move by the difference, and
 * so do the components the session's time was added to. A
 * session completed before readings were kept gets its reading now.
 */
export async function correctSessionTime(
  ctx: RequestContext,
  sessionId: string,
  input: CorrectSessionTime,
): Promise<EventSession> {
  await transaction(ctx, async (ctx) => {
    const session = await lockSessionRecord(ctx, sessionId);
    if (session.status !== 'completed') throw AppError.conflict(meterReadingMessages.notCompleted);
    const car = await lockCarOfSession(ctx, session);
    const reading = await findSessionReading(ctx, sessionId);
    const at = session.endTime ?? new Date();
    const runningMinutes =
      input.runningMinutes ?? reading?.runningMinutes ?? sessionRunningMinutes(session.startTime, at);
    const laps = input.laps === undefined ? (reading?.laps ?? null) : input.laps;
    const accrual = await accrualOf(ctx, session, runningMinutes, laps);
    let meter: Meter | null;
    if (reading) {
      meter = await correctSessionReading(ctx, reading, { runningMinutes, laps, accrual });
      await shiftReadingAccruals(ctx, reading.id, accrual);
    } else {
      const now = new Date();
      const recorded = await recordSessionReading(ctx, car, {
        carId: car.id,
        sessionId,
        at: now,
        runningMinutes,
        laps,
        accrual,
      });
      meter = recorded;
      await accrueToInstalledComponents(ctx, {
        carId: car.id,
        at,
        meterReadingId: recorded.readingId,
        added: accrual,
      });
    }
    if (meter) await setCarMeter(ctx, car.id, meter);
  });
  return sessionById(ctx, sessionId);
}

/**
 * Removes a car from an event; its sessions go with the registration, and the time they added
 * comes off the car's log (and off the car, when no reading was typed since) and off the
 * components it was added to.
 */
export async function unregisterEventCar(ctx: RequestContext, eventId: string, eventCarId: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    const eventCar = await findEventCar(ctx, eventCarId, eventId);
    if (eventCar) {
      const sessions = await listSessions(ctx, eventCarId);
      const readings = await findSessionReadings(
        ctx,
        sessions.map((s) => s.id),
      );
      if (readings.length > 0) {
        await findCarRecord(ctx, eventCar.carId, true);
        // Newest first: each takes its own time off what follows it.
        for (const reading of readings.reverse()) {
          await shiftReadingAccruals(ctx, reading.id, null);
          const meter = await removeSessionReading(ctx, reading);
          if (meter) await setCarMeter(ctx, eventCar.carId, meter);
        }
      }
    }
    await removeEventCar(ctx, eventId, eventCarId);
  });
}
