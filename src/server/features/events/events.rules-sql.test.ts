import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventListQuery } from '@shared/events/events.contract';
import { isUpcomingEvent } from '@shared/events/events.rules';
import { addDaysIso } from '@shared/lib/dates';
import { forTeam, type TeamDb } from '../../db/team-db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEvents, deleteEvent, insertEvent, listEvents, setEventArchivedAt } from './events.repository';

/*
 * The events list splits upcoming from previous in SQL (the page and the running counts, from
 * which the archived events are taken off). The rule of what is upcoming is isUpcomingEvent();
 * here both answer for the same generated events, some of them archived, and must agree, for
 * every split, active or archived, with and without a track filter.
 */

let t: TestApp;
let team: TeamDb;
let trackIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signUp();
  team = forTeam(t.db, user.teamId);
  trackIds = [];
  for (const name of ['Laguna Seca', 'Sonoma']) {
    const res = await t.request(user, { method: 'POST', url: '/api/tracks', payload: { name, location: 'CA' } });
    expect(res.statusCode).toBe(201);
    trackIds.push(res.json<{ id: string }>().id);
  }
});
afterAll(() => t.close());

const baseDate = '2026-06-15';

const scenario = fc.record({
  todayOffset: fc.integer({ min: -3, max: 3 }),
  events: fc.array(
    fc.record({ dayOffset: fc.integer({ min: -4, max: 4 }), track: fc.nat({ max: 1 }), archived: fc.boolean() }),
    { maxLength: 8 },
  ),
});

describe('upcoming and previous events: isUpcomingEvent() and the list SQL', () => {
  it('puts the same events on each side of today', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ todayOffset, events }) => {
        const today = addDaysIso(baseDate, todayOffset);
        const inserted: { id: string; date: string; trackId: string; archived: boolean }[] = [];
        try {
          for (const [i, event] of events.entries()) {
            const trackId = trackIds[event.track] ?? '';
            const row = await insertEvent(team, {
              title: `Event ${i}`,
              date: addDaysIso(baseDate, event.dayOffset),
              type: 'Track Day',
              trackId,
              estimatedMinutes: 60,
              description: null,
              notes: null,
              carId: null,
            });
            if (event.archived) await setEventArchivedAt(team, row.id, new Date());
            inserted.push({ id: row.id, date: row.date, trackId, archived: event.archived });
          }
          for (const when of ['upcoming', 'previous', 'all'] as const) {
            for (const track of [undefined, ...trackIds]) {
              for (const archived of [false, true]) {
                const query: EventListQuery = { today, when, track, archived, page: 1, pageSize: 200 };
                const wanted = inserted
                  .filter((e) => e.archived === archived)
                  .filter((e) => track === undefined || e.trackId === track)
                  .filter((e) => when === 'all' || isUpcomingEvent(e.date, today) === (when === 'upcoming'))
                  .map((e) => e.id);
                const page = await listEvents(team, query);
                expect(page.map((row) => row.id).sort()).toEqual([...wanted].sort());
                expect(await countEvents(team, query)).toBe(wanted.length);
              }
            }
          }
        } finally {
          for (const { id } of inserted) await deleteEvent(team, id);
        }
      }),
      { numRuns: 25 },
    );
  });
});
