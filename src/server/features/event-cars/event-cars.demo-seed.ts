import { and, asc, eq } from 'drizzle-orm';
import { todayIso } from '@shared/lib/dates';
import { cars, events } from '../../db/schema';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertEventCar } from './event-cars.repository';

const classes = ['GT3', 'Spec Miata', 'Prototype', 'GT4', 'Touring'];

/** A car's number: the one in its name ('Spec Miata #42'), else its place in the fleet. */
function carNumber(name: string, index: number): string {
  return /#(\d+)/.exec(name)?.[1] ?? String(10 + index * 7);
}

/**
 * Registers the demo team's cars (client cars with their client) for its events: past events
 * end finished (one dnf), upcoming ones are registered. Reads what earlier steps created and
 * creates nothing when there are no events or cars.
 */
export const seedEventCars: DemoSeedStep = async ({ db }, ctx) => {
  const teamEvents = await db
    .select({ id: events.id, date: events.date })
    .from(events)
    .where(eq(events.teamId, ctx.teamId))
    .orderBy(asc(events.date));
  const teamCars = await db
    .select({ id: cars.id, name: cars.name, clientId: cars.clientId, driverId: cars.defaultDriverId })
    .from(cars)
    .where(and(eq(cars.teamId, ctx.teamId)))
    .orderBy(asc(cars.createdAt), asc(cars.name));
  if (teamEvents.length === 0 || teamCars.length === 0) return;

  const today = todayIso();
  for (const [e, event] of teamEvents.entries()) {
    const past = event.date < today;
    // Two or three cars per event, rotating through the fleet.
    const count = Math.min(teamCars.length, e % 2 === 0 ? 3 : 2);
    for (let k = 0; k < count; k += 1) {
      const index = (e + k) % teamCars.length;
      const car = teamCars[index];
      if (!car) continue;
      await insertEventCar(db, {
        teamId: ctx.teamId,
        eventId: event.id,
        carId: car.id,
        clientId: car.clientId,
        driverId: car.driverId,
        carNumber: carNumber(car.name, index),
        class: classes[index % classes.length] ?? null,
        status: past ? (e === 1 && k === 1 ? 'dnf' : 'finished') : 'registered',
        registrationFeeCents: [25000, 35000, 18500][k % 3] ?? 0,
      });
    }
  }
};
