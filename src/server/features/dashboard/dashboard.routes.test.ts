import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, clients, damageReports, events, repairs, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
const today = '2026-06-15';

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
});
afterAll(() => t.close());

const get = (user: TestUser | null, query = `?today=${today}`) =>
  t.request(user, { method: 'GET', url: `/api/dashboard${query}` });

describe('GET /api/dashboard', () => {
  it('answers 401 signed out and 400 without a valid today', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const bad = await get(u, '?today=15/06/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.today).toBe('Enter a valid date');
  });

  it('is empty for a new team', async () => {
    const res = await get(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plan: 'free',
      counts: { cars: 0, events: 0, trackHours: 0, repairs: 0 },
      cars: [],
      upcomingEvents: [],
      upcomingRepairs: [],
      damageReports: { items: [], total: 0 },
      clients: { items: [], total: 0 },
    });
  });

  it('fills every panel with the team’s own records only', async () => {
    const other = await t.signUp();
    const [client] = await t.db
      .insert(clients)
      .values({ teamId: u.teamId, displayName: ' ', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })
      .returning();
    const carRows = await t.db
      .insert(cars)
      .values(
        ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, i) => ({
          teamId: u.teamId,
          name,
          hours: 10 + i,
          miles: 100 * i,
          clientId: i === 0 ? client!.id : null,
        })),
      )
      .returning();
    await t.db.insert(cars).values({ teamId: other.teamId, name: 'Foreign' });
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: u.teamId, name: 'Laguna Seca', location: 'CA' })
      .returning();
    await t.db.insert(events).values([
      { teamId: u.teamId, title: 'Past', date: '2026-06-14', type: 'Race', trackId: track!.id },
      {
        teamId: u.teamId,
        title: 'Today',
        date: '2026-06-15',
        type: 'Track Day',
        trackId: track!.id,
        carId: carRows[0]!.id,
      },
      {
        teamId: u.teamId,
        title: 'Later',
        date: '2026-07-01',
        type: 'Testing',
        trackId: track!.id,
        estimatedMinutes: 90,
      },
      { teamId: u.teamId, title: 'Much later', date: '2026-09-01', type: 'Race', trackId: track!.id },
      { teamId: u.teamId, title: 'Last', date: '2026-12-01', type: 'Race', trackId: track!.id },
    ]);
    const car = carRows[0]!.id;
    await t.db.insert(repairs).values([
      { teamId: u.teamId, carId: car, title: 'Old', status: 'Scheduled', scheduledDate: '2026-06-01' },
      { teamId: u.teamId, carId: car, title: 'Done', status: 'Completed', scheduledDate: '2026-06-20' },
      {
        teamId: u.teamId,
        carId: car,
        title: 'Brakes',
        status: 'In Progress',
        scheduledDate: '2026-06-15',
        estimatedCostCents: 12050,
      },
      { teamId: u.teamId, carId: car, title: 'Gearbox', status: 'Scheduled', scheduledDate: '2026-06-16' },
      { teamId: u.teamId, carId: car, title: 'Paint', status: 'Scheduled', scheduledDate: '2026-08-16' },
      { teamId: u.teamId, carId: car, title: 'Seats', status: 'Scheduled', scheduledDate: '2026-09-16' },
    ]);
    await t.db.insert(damageReports).values(
      Array.from({ length: 6 }, (_, i) => ({
        teamId: u.teamId,
        carId: car,
        title: `Damage ${i}`,
        severity: 'minor',
        discoveredDate: `2026-05-0${i + 1}`,
      })),
    );

    const body = (await get(u)).json<{
      counts: Record<string, number>;
      cars: { name: string }[];
      upcomingEvents: { title: string; trackName: string; carName: string | null }[];
      upcomingRepairs: { title: string; carName: string }[];
      damageReports: { items: { title: string }[]; total: number };
      clients: { items: { label: string; carCount: number }[]; total: number };
    }>();
    expect(body.counts).toEqual({ cars: 4, events: 5, trackHours: 10, repairs: 6 });
    expect(body.cars.map((c) => c.name)).toHaveLength(3);
    expect(body.upcomingEvents.map((e) => e.title)).toEqual(['Today', 'Later', 'Much later']);
    expect(body.upcomingEvents[0]).toMatchObject({ trackName: 'Laguna Seca', carName: 'Alpha' });
    expect(body.upcomingRepairs.map((r) => r.title)).toEqual(['Brakes', 'Gearbox', 'Paint']);
    expect(body.damageReports.items.map((d) => d.title)).toEqual([
      'Damage 5',
      'Damage 4',
      'Damage 3',
      'Damage 2',
      'Damage 1',
    ]);
    expect(body.damageReports.total).toBe(6);
    expect(body.clients).toEqual({ items: [expect.objectContaining({ label: 'Ann Lee', carCount: 1 })], total: 1 });

    // Deleting records moves the running counts down again.
    await t.db.delete(repairs).where(eq(repairs.title, 'Old'));
    await t.db.delete(cars).where(eq(cars.name, 'Delta'));
    const after = (await get(u)).json<{ counts: Record<string, number> }>();
    expect(after.counts).toEqual({ cars: 3, events: 5, trackHours: 10, repairs: 5 });

    const foreign = (await get(other)).json<{ counts: Record<string, number> }>();
    expect(foreign.counts.cars).toBe(1);
    expect(foreign.counts.events).toBe(0);
  });
});
