import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { Event } from '@shared/events/events.contract';
import { todayIso } from '@shared/lib/dates';
import type { RequestContext } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { findCarAssignment, getCarOptions } from '../cars/cars.service';
import { getEvent, getEventOptions } from '../events/events.service';
import { insertEventCar } from './event-cars.repository';
import { listEventCars } from './event-cars.service';

const classes = ['GT3', 'Spec Miata', 'Prototype', 'GT4', 'Touring'];

/** A car's number: the one in its name ('Spec Miata #42'), else its place in the fleet. */
function carNumber(name: string, index: number): string {
  return /#(\d+)/.exec(name)?.[1] ?? String(10 + index * 7);
}

/** The team's events, oldest first (the demo has a handful, well within the options' limit). */
async function eventsOldestFirst(ctx: RequestContext) {
  return (await getEventOptions(ctx)).reverse();
}

/**
 * Registers the demo team's cars (client cars with their client) for its events: past events
 * end finished (one dnf), upcoming ones are registered. The team's own cars race alone at the
 * past events planned for no car (so its public profile has events and results of its own);
 * the other events take two or three cars in turn from the whole fleet. Reads what earlier steps
 * created and creates nothing when there are no events or cars.
 */
export const seedEventCars: DemoSeedStep = async (_deps, ctx) => {
  const teamEvents = await eventsOldestFirst(ctx);
  const teamCars = [];
  for (const option of await getCarOptions(ctx)) {
    const assignment = await findCarAssignment(ctx, option.id);
    teamCars.push({ ...option, driverId: assignment?.defaultDriverId ?? null });
  }
  if (teamEvents.length === 0 || teamCars.length === 0) return;

  const today = todayIso();
  const ownCars = teamCars.flatMap((car, index) => (car.clientId === null ? [index] : []));
  for (const [e, event] of teamEvents.entries()) {
    const past = event.date < today;
    const teamRace = past && ownCars.length > 0 && (await getEvent(ctx, event.id)).carId === null;
    // Two or three cars per event, rotating through the fleet.
    const count = Math.min(teamCars.length, e % 2 === 0 ? 3 : 2);
    const entries = teamRace ? ownCars : Array.from({ length: count }, (_, k) => (e + k) % teamCars.length);
    for (const [k, index] of entries.entries()) {
      const car = teamCars[index];
      if (!car) continue;
      await insertEventCar(ctx.team, {
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

/** A demo registration with its event. */
export interface DemoRegistration {
  event: Event;
  eventCar: EventCar;
}

/**
 * Every registration of the team with its event, by event date and then in registration
 * order: what the inspection, session and result steps build on.
 */
export async function listDemoRegistrations(ctx: RequestContext): Promise<DemoRegistration[]> {
  const registrations: DemoRegistration[] = [];
  for (const option of await eventsOldestFirst(ctx)) {
    const event = await getEvent(ctx, option.id);
    for (const eventCar of await listEventCars(ctx, option.id)) registrations.push({ event, eventCar });
  }
  return registrations;
}
