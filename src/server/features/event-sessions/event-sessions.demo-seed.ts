import { defaultWheelTorqueSpec, type SessionType } from '@shared/event-sessions/event-sessions.contract';
import { formatLapTime } from '@shared/events/lap-time.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { listDemoRegistrations } from '../event-cars/event-cars.demo-seed';
import { insertSession, insertSessionInspection } from './event-sessions.repository';

const pastSessions: { name: string; type: SessionType; hour: number; minutes: number }[] = [
  { name: 'Morning Practice', type: 'practice', hour: 9, minutes: 25 },
  { name: 'Qualifying', type: 'qualifying', hour: 12, minutes: 15 },
  { name: 'Race 1', type: 'race_1', hour: 15, minutes: 30 },
];

/** A plausible best lap for a track: about 40 seconds a mile, a little slower for each car. */
export function demoLapMs(trackMiles: number | null, carIndex: number, sessionIndex: number): number {
  const base = Math.round((trackMiles ?? 2.5) * 40_000);
  return base + carIndex * 1_370 + (2 - sessionIndex) * 420 + ((carIndex * 7 + sessionIndex * 13) % 10) * 37;
}

/**
 * Sessions of the demo registrations: past events ran practice, qualifying and a race, each with
 * its pre- and post-session inspections and best lap; the next event has a scheduled practice.
 */
export const seedEventSessions: DemoSeedStep = async (_deps, ctx) => {
  const rows = (await listDemoRegistrations(ctx)).map(({ event, eventCar }) => ({
    eventCar,
    date: event.date,
    trackMiles: event.track.length,
  }));
  if (rows.length === 0) return;
  const today = todayIso();
  const nextDate = rows.find((r) => r.date >= today)?.date;

  await transaction(ctx, async (ctx) => {
    for (const [carIndex, { eventCar, date, trackMiles }] of rows.entries()) {
      if (date >= today) {
        if (date !== nextDate) continue;
        await insertSession(ctx.team, {
          eventId: eventCar.eventId,
          eventCarId: eventCar.id,
          name: 'Friday Practice',
          sessionType: 'practice',
          driverId: eventCar.driverId,
          startTime: new Date(`${date}T09:30:00`),
          durationMinutes: 25,
          status: 'scheduled',
        });
        continue;
      }
      // A car that did not finish ran practice and qualifying only.
      const sessions = eventCar.status === 'dnf' ? pastSessions.slice(0, 2) : pastSessions;
      for (const [s, plan] of sessions.entries()) {
        const start = new Date(`${date}T${String(plan.hour).padStart(2, '0')}:00:00`);
        const lapMs = demoLapMs(trackMiles, carIndex % 5, s);
        const session = await insertSession(ctx.team, {
          eventId: eventCar.eventId,
          eventCarId: eventCar.id,
          name: plan.name,
          sessionType: plan.type,
          driverId: eventCar.driverId,
          startTime: start,
          endTime: new Date(start.getTime() + plan.minutes * 60_000),
          durationMinutes: plan.minutes,
          bestLapTime: formatLapTime(lapMs),
          bestLapMs: lapMs,
          status: 'completed',
        });
        const common = {
          eventSessionId: session.id,
          eventCarId: eventCar.id,
          inspectorId: ctx.userId,
          sessionType: plan.type,
        };
        await insertSessionInspection(ctx.team, {
          ...common,
          inspectionType: 'pre_session',
          expectedSessionMinutes: plan.minutes,
          wheelTorqueSpec: defaultWheelTorqueSpec,
          sdCardChecked: true,
          dataSystemsChecked: true,
          waterTempPass: true,
          oilTempPass: true,
          fireSystemPinChecked: true,
          carCleaned: true,
          generalInspectionPass: true,
          fuelAmount: 8 + s * 2,
          tirePressures: { lf: 26, rf: 26.5, lr: 25, rr: 25.5 },
          brakePadsCondition: s === 2 ? 'fair' : 'good',
          brakeRotorsCondition: 'good',
          readyForSession: true,
          status: 'completed',
        });
        await insertSessionInspection(ctx.team, {
          ...common,
          inspectionType: 'post_session',
          tirePressures: { lf: 31, rf: 32, lr: 29.5, rr: 30 },
          tireTemperatures: {
            lf: { outside: 172, center: 181, inside: 190 },
            rf: { outside: 178, center: 186, inside: 195 },
            lr: { outside: 160, center: 166, inside: 171 },
            rr: { outside: 163, center: 169, inside: 175 },
          },
          weightWithDriver: 2650 + (carIndex % 5) * 40,
          bestLaptime: formatLapTime(lapMs),
          bestLapMs: lapMs,
          runningPosition: plan.type === 'practice' ? null : 1 + ((carIndex + s) % 8),
          eventNotes: s === 0 ? 'Slight understeer mid-corner; added a click of front rebound.' : null,
          status: 'completed',
        });
      }
    }
  });
};
