import { sessionAccrual, sessionRunningMinutes, type Accrual } from '@shared/meter-readings/meter-readings.rules';
import { transaction } from '../auth/request-context';
import { listSessions } from '../features/event-sessions/event-sessions.service';
import { listDemoRegistrations } from '../features/event-cars/event-cars.demo-seed';
import { backdateCarLog, recordSessionReading } from '../features/meter-readings/meter-readings.service';
import { getPreferences } from '../features/preferences/preferences.service';
import { countLapsOfSession } from '../features/session-laps/session-laps.service';
import type { DemoSeedStep } from './demo-seed-steps';

interface PastSession {
  id: string;
  start: Date;
  end: Date;
  runningMinutes: number;
  laps: number | null;
  accrual: Accrual;
}

/**
 * The readings the demo team's completed sessions would have written, had they been completed in
 * the app: each adds its time (start to completion) and distance (laps × the track's length when
 * its laps were recorded, else time × the average speed) to its car's log, oldest first. The car's
 * hours and miles stay as seeded: its log now starts, before its first session, that much lower.
 */
export const seedSessionReadings: DemoSeedStep = async (_deps, ctx) => {
  const { averageSpeed } = await getPreferences(ctx);
  const byCar = new Map<string, PastSession[]>();
  for (const { event, eventCar } of await listDemoRegistrations(ctx)) {
    for (const session of await listSessions(ctx, eventCar.id)) {
      if (session.status !== 'completed' || !session.endTime) continue;
      const start = new Date(session.startTime);
      const end = new Date(session.endTime);
      const runningMinutes = sessionRunningMinutes(start, end);
      const laps = (await countLapsOfSession(ctx, session.id)) || null;
      const accrual = sessionAccrual({
        runningMinutes,
        laps,
        trackLengthMiles: event.track.length,
        averageSpeedMph: averageSpeed,
      });
      const sessions = byCar.get(eventCar.carId) ?? [];
      sessions.push({ id: session.id, start, end, runningMinutes, laps, accrual });
      byCar.set(eventCar.carId, sessions);
    }
  }
  await transaction(ctx, async (ctx) => {
    for (const [carId, sessions] of byCar) {
      sessions.sort((a, b) => a.end.getTime() - b.end.getTime());
      const first = sessions[0];
      if (!first) continue;
      const ran = sessions.reduce(
        (sum, s) => ({ hours: sum.hours + s.accrual.hours, miles: sum.miles + s.accrual.miles }),
        {
          hours: 0,
          miles: 0,
        },
      );
      // The car joined the logbook the day before its first session.
      let meter = await backdateCarLog(ctx, carId, new Date(first.start.getTime() - 24 * 3_600_000), ran);
      if (!meter) continue;
      for (const s of sessions) {
        meter = await recordSessionReading(ctx, meter, {
          carId,
          sessionId: s.id,
          at: s.end,
          runningMinutes: s.runningMinutes,
          laps: s.laps,
          accrual: s.accrual,
        });
      }
    }
  });
};
