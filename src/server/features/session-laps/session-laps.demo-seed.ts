import { transaction } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertLaps, listLatestCompletedSessions, type NewLap } from './session-laps.repository';

/** How many of the latest completed demo sessions get a lap list. */
const sessionsWithLaps = 12;

/**
 * Lap lists for the latest completed demo sessions: an out lap, flying laps around the session's
 * best lap (which one of them equals, so the track records stay those of the sessions) and an in lap.
 */
export const seedSessionLaps: DemoSeedStep = async (_deps, ctx) => {
  const sessions = await listLatestCompletedSessions(ctx.team, sessionsWithLaps);
  const laps: NewLap[] = sessions.flatMap(({ id, bestLapMs }, s) => {
    const flying = [1_180, 640, 0, 410, 905, 320].map((slower, i) => bestLapMs + slower + ((s * 31 + i * 17) % 9) * 11);
    flying[2] = bestLapMs;
    return [
      { eventSessionId: id, lapNumber: 1, lapMs: bestLapMs + 24_500, isOutLap: true, isInLap: false },
      ...flying.map((lapMs, i) => ({ eventSessionId: id, lapNumber: i + 2, lapMs, isOutLap: false, isInLap: false })),
      { eventSessionId: id, lapNumber: flying.length + 2, lapMs: bestLapMs + 19_800, isOutLap: false, isInLap: true },
    ];
  });
  await transaction(ctx, (ctx) => insertLaps(ctx.team, laps));
};
