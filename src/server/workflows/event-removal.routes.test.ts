import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStats } from '@shared/events/event-stats.contract';
import type { Event, EventEntry, EventList, EventOption } from '@shared/events/events.contract';
import type { Removal } from '@shared/lib/removal.contract';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { databaseErrorOf } from '../db/references';
import { eventCars, events } from '../db/schema';
import { itGuardsRemovalRoutes } from '../test/removal-routes';
import { okRequests, paidUser, type ErrorJson } from '../test/test-users';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let trackId: string;
let carId: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await paidUser(t);
  other = await t.signUp();
  trackId = (await post<{ id: string }>(u, '/api/tracks', { name: 'Laguna Seca', location: 'Monterey, CA' })).id;
  carId = (await post<{ id: string }>(u, '/api/cars', { name: 'Spec Miata' })).id;
});
afterAll(() => t.close());

const today = '2026-06-15';
const { post, get } = okRequests(() => t);

const addEvent = (user: TestUser, title: string, date: string, track = trackId) =>
  post<Event>(user, '/api/events', { title, date, type: 'Race', trackId: track });
const register = (eventId: string, car = carId) =>
  post<{ id: string }>(u, `/api/events/${eventId}/cars`, { mode: 'individual', carId: car });
const removalOf = (id: string) => get<Removal>(u, `/api/events/${id}/removal`);
const listIds = async (query: string) =>
  (await get<EventList>(u, `/api/events?today=${today}&${query}`)).items.map((event) => event.id);
const optionIds = async (query = '') =>
  (await get<EventOption[]>(u, `/api/events/options?limit=100${query}`)).map((event) => event.id);

describe('events: removal routes', () => {
  itGuardsRemovalRoutes({
    collection: 'events',
    record: 'event',
    users: () => ({ t, u, other }),
    addTheirs: async () => {
      const theirTrack = await post<{ id: string }>(other, '/api/tracks', { name: 'Sonoma', location: 'CA' });
      return addEvent(other, 'Their Race', '2026-07-01', theirTrack.id);
    },
    expectTheirsUnchanged: async (id) => expect((await get<Event>(other, `/api/events/${id}`)).archivedAt).toBeNull(),
    notFoundMessage: 'Event not found',
  });
});

describe('events: an event without history is deleted', () => {
  it('says so, with nothing going with it, and the delete removes it', async () => {
    const event = await addEvent(u, 'Cancelled Test Day', '2026-07-04');
    expect(await removalOf(event.id)).toEqual({ archivedAt: null, action: 'delete', history: [], goesWith: [] });
    expect((await t.request(u, { method: 'DELETE', url: `/api/events/${event.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(404);
  });
});

describe('events: an event with history is archived, never deleted', () => {
  let race: Event;
  let registrationId: string;
  beforeAll(async () => {
    race = await addEvent(u, 'Spring Sprint', '2026-05-10');
    registrationId = (await register(race.id)).id;
    await post(u, `/api/event-cars/${registrationId}/sessions`, {
      name: 'Qualifying',
      sessionType: 'qualifying',
      startTime: '2026-05-10T09:00:00.000Z',
      durationMinutes: 20,
    });
    await post(u, `/api/events/${race.id}/results`, {
      eventCarId: registrationId,
      finishPosition: 1,
      totalParticipants: 12,
      bestLap: { minutes: 1, seconds: 31, milliseconds: 250 },
      today,
    });
  });

  it('names the history, and refuses the delete with 409, keeping the event and its registration', async () => {
    expect(await removalOf(race.id)).toEqual({
      archivedAt: null,
      action: 'archive',
      history: [
        { kind: 'registrations', count: 1, label: '1 event registration' },
        { kind: 'sessions', count: 1, label: '1 session' },
        { kind: 'results', count: 1, label: '1 race result' },
      ],
      goesWith: [],
    });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/events/${race.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>()).toEqual({
      error: {
        code: 'conflict',
        message:
          'This event has history (1 event registration, 1 session and 1 race result), so it cannot be deleted. Archive it instead.',
      },
    });
    expect((await get<Event>(u, `/api/events/${race.id}`)).stats.totalCars).toBe(1);
  });

  it('keeps its history in the database too: a plain delete is refused and takes nothing along', async () => {
    const error = await t.db
      .delete(events)
      .where(eq(events.id, race.id))
      .then(
        () => undefined,
        (err: unknown) => databaseErrorOf(err),
      );
    expect(error?.code).toBe('23503');
    expect(await t.db.select({ id: eventCars.id }).from(eventCars).where(eq(eventCars.eventId, race.id))).toHaveLength(
      1,
    );
  });

  it('archives it: gone from the lists, pickers and schedules, still counted in the statistics', async () => {
    const upcoming = await addEvent(u, 'Summer Enduro', '2026-08-01');
    await register(upcoming.id);
    const statsBefore = await get<EventStats>(u, `/api/events/stats?today=${today}`);
    expect(await listIds('when=previous')).toContain(race.id);
    expect(await listIds('when=upcoming')).toContain(upcoming.id);

    for (const event of [race, upcoming]) {
      const archived = await post<Event>(u, `/api/events/${event.id}/archive`);
      expect(archived).toMatchObject({ id: event.id, archivedAt: expect.any(String) as unknown });
    }
    // Archiving again changes nothing.
    const again = await post<Event>(u, `/api/events/${race.id}/archive`);
    expect(again.archivedAt).toBe((await get<Event>(u, `/api/events/${race.id}`)).archivedAt);
    expect((await removalOf(race.id)).archivedAt).toBe(again.archivedAt);

    // The lists and their totals leave them out; the archived list has them, newest first.
    const previous = await get<EventList>(u, `/api/events?today=${today}&when=previous`);
    expect(previous.items.map((e) => e.id)).not.toContain(race.id);
    expect(previous.total).toBe(previous.items.length);
    const next = await get<EventList>(u, `/api/events?today=${today}&when=upcoming`);
    expect(next.items.map((e) => e.id)).not.toContain(upcoming.id);
    expect(next.total).toBe(next.items.length);
    expect(await listIds(`when=previous&track=${trackId}`)).not.toContain(race.id);
    const archivedList = await get<EventList>(u, `/api/events?today=${today}&when=all&archived=true`);
    expect(archivedList.items.map((e) => e.id)).toEqual([upcoming.id, race.id]);
    expect(archivedList.total).toBe(2);

    // Pickers, the dashboard's upcoming events and a client's schedule leave them out.
    expect(await optionIds()).not.toContain(race.id);
    expect(await optionIds(`&ids=${race.id}`)).not.toContain(race.id);
    expect(await optionIds(`&from=${today}`)).not.toContain(upcoming.id);
    const dashboard = await get<{ upcomingEvents: { id: string }[] }>(u, `/api/dashboard?today=${today}`);
    expect(dashboard.upcomingEvents.map((e) => e.id)).not.toContain(upcoming.id);

    // The statistics still count them, with the record set at the archived event.
    const stats = await get<EventStats>(u, `/api/events/stats?today=${today}`);
    expect(stats).toEqual(statsBefore);
    expect(stats.trackRecords).toEqual([
      expect.objectContaining({
        trackName: 'Laguna Seca',
        bestLapTime: '1:31.250',
        source: 'result',
        date: '2026-05-10',
      }),
    ]);

    // Its page, registrations and results still show.
    expect((await get<unknown[]>(u, `/api/events/${race.id}/cars`)).length).toBe(1);
    expect((await get<unknown[]>(u, `/api/events/${race.id}/results`)).length).toBe(1);
  });

  it('refuses new registrations, sessions and results at an archived event', async () => {
    const spare = await post<{ id: string }>(u, '/api/cars', { name: 'Spare Car' });
    const registration = await t.request(u, {
      method: 'POST',
      url: `/api/events/${race.id}/cars`,
      payload: { mode: 'individual', carId: spare.id },
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json<ErrorJson>().error.message).toBe('This event is archived');
    const session = await t.request(u, {
      method: 'POST',
      url: `/api/event-cars/${registrationId}/sessions`,
      payload: { name: 'Race 1', startTime: '2026-05-10T11:00:00.000Z', durationMinutes: 20 },
    });
    expect(session.statusCode).toBe(400);
    expect(session.json<ErrorJson>().error.message).toBe('This event is archived');
    const result = await t.request(u, {
      method: 'POST',
      url: `/api/events/${race.id}/results`,
      payload: { eventCarId: registrationId, finishPosition: 2, today },
    });
    expect(result.statusCode).toBe(400);
    expect(result.json<ErrorJson>().error.message).toBe('This event is archived');
    expect((await get<Event>(u, `/api/events/${race.id}`)).stats.totalCars).toBe(1);
  });

  it('restores it into the lists and pickers', async () => {
    const restored = await post<Event>(u, `/api/events/${race.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await listIds('when=previous')).toContain(race.id);
    expect(await listIds('when=all&archived=true')).not.toContain(race.id);
    expect(await optionIds()).toContain(race.id);
    expect((await removalOf(race.id)).action).toBe('archive');
    // Restoring an active event changes nothing.
    expect((await post<Event>(u, `/api/events/${race.id}/restore`)).archivedAt).toBeNull();
  });
});

describe('events: archived events and the free plan', () => {
  it('does not count an archived event, and checks the limit again when one is restored', async () => {
    const free = await t.signUp();
    const track = await post<{ id: string }>(free, '/api/tracks', { name: 'Thunderhill', location: 'Willows, CA' });
    const made: Event[] = [];
    for (const day of ['01', '02', '03', '04', '05']) {
      made.push(await addEvent(free, `Day ${day}`, `2026-07-${day}`, track.id));
    }
    const [first] = made;
    await post(free, `/api/events/${first!.id}/archive`);
    const sixth = await addEvent(free, 'Day 06', '2026-07-06', track.id);
    expect(sixth.archivedAt).toBeNull();
    const refused = await t.request(free, { method: 'POST', url: `/api/events/${first!.id}/restore`, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorJson>().error.message).toBe(planLimitMessages.events);
    expect((await get<Event>(free, `/api/events/${first!.id}`)).archivedAt).not.toBeNull();
  });
});

describe("events: a client's schedule", () => {
  it('leaves out an archived upcoming event', async () => {
    const client = await post<{ id: string }>(u, '/api/clients', { name: 'Dana Client', email: 'dana@example.com' });
    const car = await post<{ id: string }>(u, '/api/cars', { name: 'Client Car', clientId: client.id });
    const event = await addEvent(u, 'Client Day', '2026-09-01');
    await post(u, `/api/events/${event.id}/cars`, { mode: 'team_admin', clientId: client.id, carId: car.id });
    const schedule = () => get<EventEntry[]>(u, `/api/clients/${client.id}/events?today=${today}`);
    expect((await schedule()).map((e) => e.id)).toEqual([event.id]);
    await post(u, `/api/events/${event.id}/archive`);
    expect(await schedule()).toEqual([]);
  });
});
