import { formatLapTime } from '@shared/events/lap-time.rules';
import { AppError } from '@shared/lib/app-error';
import {
  personalBestsLimit,
  type CreateLap,
  type ImportLapsResult,
  type LapSheet,
  type PersonalBests,
  type SessionLap,
  type UpdateLapInput,
} from '@shared/session-laps/session-laps.contract';
import {
  isPersonalBest,
  parseLapTimeText,
  readLapFile,
  sessionLapMessages,
  summarizeLaps,
} from '@shared/session-laps/session-laps.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import { isUniqueViolation } from '../../db/references';
import { TeamFigures } from '../../db/team-figures';
import { findTrackRecord } from '../tracks/tracks.service';
import {
  deleteLap,
  deleteLapsOfSession,
  findLap,
  findLapSession,
  insertLap,
  insertLaps,
  listBestsAtTrack,
  listLapsOfSession,
  readPersonalBest,
  updateLap,
  type LapRow,
  type LapSessionRow,
  type PersonalBestOf,
} from './session-laps.repository';

const sessionNotFound = () => AppError.notFound('Session');
const lapNotFound = () => AppError.notFound('Lap');

function toLap(row: LapRow): SessionLap {
  return {
    id: row.id,
    eventSessionId: row.eventSessionId,
    lapNumber: row.lapNumber,
    lapMs: row.lapMs,
    lapTime: formatLapTime(row.lapMs),
    isOutLap: row.isOutLap,
    isInLap: row.isInLap,
  };
}

async function sessionOf(ctx: RequestContext, sessionId: string): Promise<LapSessionRow> {
  const session = await findLapSession(ctx.team, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

/** A session's laps, its best, average and consistency, and its driver's and car's personal bests at the track. */
export async function getLapSheet(ctx: RequestContext, sessionId: string): Promise<LapSheet> {
  const session = await sessionOf(ctx, sessionId);
  return lapSheetOf(ctx, session);
}

async function lapSheetOf(ctx: RequestContext, session: LapSessionRow): Promise<LapSheet> {
  const laps = (await listLapsOfSession(ctx.team, session.id)).map(toLap);
  const summary = summarizeLaps(laps);
  const best = async (by: { driverId: string } | { carId: string }) => {
    if (!session.trackId) return { bestLapMs: summary.bestLapMs, previousBestMs: null, isPersonalBest: false };
    const found = await readPersonalBest(ctx.team, { trackId: session.trackId, sessionId: session.id, ...by });
    return { ...found, isPersonalBest: isPersonalBest(summary.bestLapMs, found.previousBestMs) };
  };
  const [driverBest, carBest] = await Promise.all([
    session.driverId ? best({ driverId: session.driverId }) : Promise.resolve(null),
    best({ carId: session.carId }),
  ]);
  return { sessionId: session.id, laps, summary, driverBest, carBest };
}

function lapTimeMs(text: string): number {
  const ms = parseLapTimeText(text);
  if (ms === null) throw AppError.validation(sessionLapMessages.lapTime, { lapTime: sessionLapMessages.lapTime });
  return ms;
}

/** Adds a lap; numbered after the session's highest unless a number is given (409 when that number is taken). */
export async function addLap(ctx: RequestContext, sessionId: string, input: CreateLap): Promise<SessionLap> {
  await sessionOf(ctx, sessionId);
  try {
    const row = await transaction(ctx, (ctx) =>
      insertLap(ctx.team, {
        id: input.id,
        eventSessionId: sessionId,
        lapNumber: input.lapNumber,
        lapMs: lapTimeMs(input.lapTime),
        isOutLap: input.isOutLap,
        isInLap: input.isInLap,
      }),
    );
    return toLap(row);
  } catch (err) {
    if (isUniqueViolation(err)) {
      if (input.id && (await findLap(ctx.team, input.id))) throw AppError.conflict(sessionLapMessages.idTaken);
      throw AppError.conflict(
        input.lapNumber === undefined
          ? 'Another lap was added at the same time; try again'
          : sessionLapMessages.lapNumberTaken(input.lapNumber),
      );
    }
    throw err;
  }
}

/** Changes a lap's time or its out/in flags. */
export async function changeLap(ctx: RequestContext, id: string, input: UpdateLapInput): Promise<SessionLap> {
  return transaction(ctx, async (ctx) => {
    const lap = await findLap(ctx.team, id);
    if (!lap) throw lapNotFound();
    const next = {
      lapMs: input.lapTime === undefined ? lap.lapMs : lapTimeMs(input.lapTime),
      isOutLap: input.isOutLap ?? lap.isOutLap,
      isInLap: input.isInLap ?? lap.isInLap,
    };
    if (next.isOutLap && next.isInLap) {
      throw AppError.validation(sessionLapMessages.outAndIn, { isInLap: sessionLapMessages.outAndIn });
    }
    const row = await updateLap(ctx.team, id, next);
    if (!row) throw lapNotFound();
    return toLap(row);
  });
}

/** Removes a lap; answers the session it was of. */
export async function removeLap(ctx: RequestContext, id: string): Promise<{ sessionId: string }> {
  const lap = await findLap(ctx.team, id);
  if (!lap || !(await deleteLap(ctx.team, id))) throw lapNotFound();
  return { sessionId: lap.eventSessionId };
}

/** How many laps the session holds (out and in laps too: each is a lap of the track driven). */
export async function countLapsOfSession(ctx: RequestContext, sessionId: string): Promise<number> {
  return (await listLapsOfSession(ctx.team, sessionId)).length;
}

/**
 * Imports a lap file into the session: its good rows become the session's laps, each bad row is
 * told with its line and reason. A session that already has laps keeps them unless `replace`
 * (409 asking to confirm); with it, the old laps go and the file's come in one transaction.
 */
export async function importLaps(
  ctx: RequestContext,
  sessionId: string,
  input: { csv: string; replace: boolean },
): Promise<ImportLapsResult> {
  const file = readLapFile(input.csv);
  if (file.laps.length === 0) {
    throw AppError.validation(file.refused.length > 0 ? sessionLapMessages.noGoodRows : sessionLapMessages.fileEmpty, {
      csv:
        file.refused
          .map((r) => `Row ${r.row}: ${r.reason}`)
          .slice(0, 20)
          .join('\n') || sessionLapMessages.fileEmpty,
    });
  }
  return transaction(ctx, async (ctx) => {
    const session = await sessionOf(ctx, sessionId);
    const existing = await listLapsOfSession(ctx.team, sessionId);
    if (existing.length > 0) {
      if (!input.replace) throw AppError.conflict(sessionLapMessages.replaceNeeded(existing.length));
      await deleteLapsOfSession(ctx.team, sessionId);
    }
    await insertLaps(
      ctx.team,
      file.laps.map((lap) => ({
        eventSessionId: sessionId,
        lapNumber: lap.lapNumber,
        lapMs: lap.lapMs,
        isOutLap: false,
        isInLap: false,
      })),
    );
    return {
      format: file.format,
      imported: file.laps.length,
      refused: file.refused,
      sheet: await lapSheetOf(ctx, session),
    };
  });
}

/**
 * The fastest drivers and cars at a track, by their best flying lap: the fastest laps are read
 * first, and more of them only while they hold fewer drivers (or cars) than the list shows.
 */
async function bestsAtTrack(ctx: RequestContext, trackId: string, of: PersonalBestOf) {
  for (let lapsRead = personalBestsLimit * 10; ; lapsRead *= 10) {
    const found = await listBestsAtTrack(ctx.team, trackId, of, personalBestsLimit, lapsRead);
    if (found.bests.length >= personalBestsLimit || found.lapsRead < lapsRead) return found.bests;
    if (lapsRead >= maxLapsReadFirst) {
      return (await listBestsAtTrack(ctx.team, trackId, of, personalBestsLimit, null)).bests;
    }
  }
}

/** Past this many of the fastest laps, the track's every lap is read at once. */
const maxLapsReadFirst = personalBestsLimit * 1_000;

/**
 * The fastest drivers and cars at a track of the team, each by its best flying lap: kept with the
 * track statistics until the team's laps, sessions, registrations, events, cars or drivers change
 * (its 'event_stats' data version), as the laps a track's list reads grow with the team's history.
 */
export async function getPersonalBests(ctx: RequestContext, trackId: string): Promise<PersonalBests> {
  if (!(await findTrackRecord(ctx, trackId))) throw AppError.notFound('Track');
  return new TeamFigures(ctx.team, 'event_stats').get(`personal bests ${trackId}`, async () => {
    const [drivers, cars] = await Promise.all([
      bestsAtTrack(ctx, trackId, 'driver'),
      bestsAtTrack(ctx, trackId, 'car'),
    ]);
    const out = (r: (typeof drivers)[number]) => ({ ...r, bestLapTime: formatLapTime(r.bestLapMs) });
    return { trackId, drivers: drivers.map(out), cars: cars.map(out) };
  });
}
