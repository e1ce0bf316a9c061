import { formatLapTime } from '@shared/events/lap-time.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { listDemoRegistrations } from '../event-cars/event-cars.demo-seed';
import { demoLapMs } from '../event-sessions/event-sessions.demo-seed';
import { insertRace } from './race-results.repository';

const weather = ['Sunny', 'Overcast', 'Light rain', 'Sunny', 'Cloudy'];
const conditions = ['Dry', 'Dry', 'Damp', 'Dry', 'Green'];

/** Results of the demo team's past events, one per registered car. */
export const seedRaceResults: DemoSeedStep = async (_deps, ctx) => {
  const today = todayIso();
  const rows = (await listDemoRegistrations(ctx))
    .filter(({ event }) => event.date < today)
    .map(({ event, eventCar }) => ({ eventCar, event, trackMiles: event.track.length }));
  if (rows.length === 0) return;

  await transaction(ctx, async (ctx) => {
    for (const [i, { eventCar, event, trackMiles }] of rows.entries()) {
      const dnf = eventCar.status === 'dnf';
      const total = 14 + (i % 4) * 3;
      const start = 2 + ((i * 5) % 9);
      const finish = dnf ? total : Math.max(1, start - 1 - (i % 3));
      const lapMs = demoLapMs(trackMiles, i % 5, dnf ? 1 : 2) - 250;
      await insertRace(ctx.team, {
        carId: eventCar.carId,
        trackId: event.trackId,
        eventId: event.id,
        eventCarId: eventCar.id,
        date: event.date,
        eventType: event.type,
        startPosition: start,
        finishPosition: finish,
        totalParticipants: total,
        bestLapTime: formatLapTime(lapMs),
        bestLapMs: lapMs,
        class: eventCar.class,
        sessionType: event.type === 'Race' ? 'race_1' : 'qualifying',
        weather: weather[i % weather.length] ?? null,
        trackCondition: conditions[i % conditions.length] ?? null,
        notes: dnf
          ? 'Retired on lap 11 with an oil leak.'
          : i % 3 === 0
            ? 'Clean race, gained places at the start.'
            : null,
      });
    }
  });
};
