import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { permissionMessages, type TeamRole } from '@shared/auth/permissions.rules';
import type { PublicProfileSettings, PublicProfileView } from '@shared/public-profile/public-profile.contract';
import { contextForUser } from '../../auth/request-context';
import { cars, events, member, publicProfiles, repairs, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { createPublicProfile } from './public-profile.service';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let f: RacingFixtures;

const settingsUrl = '/api/public-profile';
const teamRecordsUrl = '/api/public-profile/team-records';
const viewUrl = (publicId: string) => `/api/public-profiles/${publicId}`;
const missingId = 'AAAAAAAAAAAAAAAAAAAAAA';

const profileInput = {
  displayName: 'Lena Park',
  bio: 'Club racer on the West Coast.',
  isPublic: true,
  showCars: true,
  showEvents: false,
  showRepairs: false,
};

async function register(user: TestUser, eventId: string, carId: string, carNumber: string): Promise<EventCar> {
  const res = await t.request(user, {
    method: 'POST',
    url: `/api/events/${eventId}/cars`,
    payload: { mode: 'individual', carId, carNumber },
  });
  if (res.statusCode !== 201) throw new Error(`registration: ${res.statusCode} ${res.body}`);
  return res.json<EventCar>();
}

async function recordResult(user: TestUser, eventId: string, payload: Record<string, unknown>): Promise<void> {
  const res = await t.request(user, { method: 'POST', url: `/api/events/${eventId}/results`, payload });
  if (res.statusCode !== 201) throw new Error(`result: ${res.statusCode} ${res.body}`);
}

async function settingsOf(user: TestUser): Promise<PublicProfileSettings> {
  return (await t.request(user, { method: 'GET', url: settingsUrl })).json<PublicProfileSettings>();
}

async function save(user: TestUser, payload: Record<string, unknown>) {
  return t.request(user, { method: 'PUT', url: settingsUrl, payload });
}

async function allowTeamRecords(user: TestUser | null, payload: Record<string, unknown>) {
  return t.request(user, { method: 'PUT', url: teamRecordsUrl, payload });
}

async function viewOf(user: TestUser): Promise<PublicProfileView> {
  const { publicUrlId } = await settingsOf(user);
  return (await t.request(null, { method: 'GET', url: viewUrl(publicUrlId!) })).json<PublicProfileView>();
}

/**
 * Team A: results at two tracks (own and a client's car; one without a finish position), own
 * cars (one archived), a client's car, events at both tracks (two with the client's car
 * registered, one planned for it) and repairs with costs.
 */
async function seedTeamA(): Promise<void> {
  f = await insertRacingFixtures(t.db, a.teamId, { date: '2025-05-10' });
  const [sonoma] = await t.db.insert(tracks).values({ teamId: a.teamId, name: 'Sonoma', location: 'CA' }).returning();
  const [summer] = await t.db
    .insert(events)
    .values({ teamId: a.teamId, title: 'Summer Cup', date: '2025-07-01', type: 'Race', trackId: sonoma!.id })
    .returning();
  await t.db.insert(events).values([
    { teamId: a.teamId, title: 'Winter Test', date: '2025-01-15', type: 'Testing', trackId: f.track.id },
    { teamId: a.teamId, title: 'Autumn Enduro', date: '2025-10-01', type: 'Race', trackId: sonoma!.id },
    {
      teamId: a.teamId,
      title: 'Client Track Day',
      date: '2025-11-01',
      type: 'Track Day',
      trackId: sonoma!.id,
      carId: f.clientCar.id,
    },
  ]);
  const own = await register(a, f.event.id, f.ownCar.id, '7');
  const client = await register(a, f.event.id, f.clientCar.id, '12');
  const ownSummer = await register(a, summer!.id, f.ownCar.id, '7');
  const clientSummer = await register(a, summer!.id, f.clientCar.id, '12');
  await recordResult(a, f.event.id, {
    eventCarId: own.id,
    startPosition: 3,
    finishPosition: 1,
    totalParticipants: 12,
    bestLap: { minutes: 1, seconds: 40, milliseconds: 500 },
    class: 'GTS2',
    notes: 'Secret setup notes',
  });
  await recordResult(a, f.event.id, {
    eventCarId: client.id,
    finishPosition: 4,
    totalParticipants: 12,
    bestLap: { minutes: 1, seconds: 39, milliseconds: 0 },
    notes: 'Secret setup notes',
  });
  await recordResult(a, summer!.id, {
    eventCarId: ownSummer.id,
    startPosition: 5,
    finishPosition: 2,
    totalParticipants: 20,
    bestLap: { minutes: 1, seconds: 45, milliseconds: 0 },
  });
  await recordResult(a, summer!.id, { eventCarId: clientSummer.id });

  const [cup] = await t.db
    .insert(cars)
    .values({ teamId: a.teamId, name: 'Cup Car', make: 'Porsche', model: '911 GT3 Cup', year: 2019 })
    .returning();
  await t.db.insert(cars).values({ teamId: a.teamId, name: 'Old Civic', archivedAt: new Date() });
  await t.db.insert(repairs).values([
    {
      teamId: a.teamId,
      carId: cup!.id,
      title: 'Replace brake pads',
      description: 'Front pads worn',
      scheduledDate: '2025-06-01',
      status: 'Completed',
      completedDate: '2025-06-03',
      estimatedCostCents: 45_000,
      actualCostCents: 47_500,
      notes: 'Secret repair notes',
    },
    {
      teamId: a.teamId,
      carId: f.ownCar.id,
      title: 'Gearbox rebuild',
      scheduledDate: '2025-08-01',
      status: 'Scheduled',
    },
    { teamId: a.teamId, carId: f.ownCar.id, title: 'Alignment', scheduledDate: '2025-02-01' },
    { teamId: a.teamId, carId: f.ownCar.id, title: 'Seat fitting' },
    { teamId: a.teamId, carId: f.clientCar.id, title: 'Client engine swap', scheduledDate: '2025-09-01' },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp('lena.park@example.com');
  b = await t.signUp();
  await seedTeamA();
});
afterAll(() => t.close());

describe('GET and PUT /api/public-profile', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request(null, { method: 'GET', url: settingsUrl })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'PUT', url: settingsUrl, payload: profileInput })).statusCode).toBe(401);
  });

  it('has the spec defaults from sign-up, with a random link id', async () => {
    const res = await t.request(a, { method: 'GET', url: settingsUrl });
    expect(res.statusCode).toBe(200);
    const profile = res.json<PublicProfileSettings>();
    expect(profile).toEqual({
      publicUrlId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as string,
      displayName: 'lena.park',
      bio: null,
      isPublic: false,
      showCars: true,
      showEvents: false,
      showRepairs: false,
      allowTeamRecords: false,
    });
    expect((await settingsOf(b)).publicUrlId).not.toBe(profile.publicUrlId);
  });

  it('saves the profile, trimmed, and keeps its link id', async () => {
    const before = await settingsOf(a);
    const res = await save(a, { ...profileInput, displayName: '  Lena Park  ', bio: '  ', isPublic: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...profileInput,
      bio: null,
      isPublic: false,
      publicUrlId: before.publicUrlId,
      allowTeamRecords: false,
    });
    expect(await settingsOf(a)).toEqual(res.json());
  });

  it('refuses a bad body with the field message and changes nothing', async () => {
    const before = await settingsOf(a);
    const blank = await save(a, { ...profileInput, displayName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { fields: { displayName: 'Display name is required' } } });
    const noSwitch = await save(a, { displayName: 'Lena' });
    expect(noSwitch.statusCode).toBe(400);
    expect(noSwitch.json()).toMatchObject({ error: { fields: { isPublic: 'Must be on or off' } } });
    const long = await save(a, { ...profileInput, bio: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ error: { fields: { bio: 'At most 1000 characters' } } });
    const nul = await save(a, { ...profileInput, displayName: 'Le\u0000na' });
    expect(nul.statusCode).toBe(400);
    expect(await settingsOf(a)).toEqual(before);
  });

  it("lets another team's member read and change only their own profile", async () => {
    const mine = await settingsOf(a);
    const theirs = await settingsOf(b);
    expect(theirs.publicUrlId).not.toBe(mine.publicUrlId);
    expect(theirs.displayName).toBe(b.email.split('@')[0]);
    const res = await save(b, { ...profileInput, displayName: 'Other racer', isPublic: true });
    expect(res.json()).toMatchObject({ displayName: 'Other racer', publicUrlId: theirs.publicUrlId });
    expect(await settingsOf(a)).toEqual(mine);
    const view = await t.request(null, { method: 'GET', url: viewUrl(theirs.publicUrlId!) });
    expect(view.json<PublicProfileView>()).toMatchObject({ displayName: 'Other racer', recentRaces: [] });
  });
});

describe('GET /api/public-profiles/:publicId', () => {
  it("answers 404 'Profile not found' for a private profile, an unknown id and a malformed one", async () => {
    await save(a, { ...profileInput, isPublic: false });
    const { publicUrlId } = await settingsOf(a);
    for (const id of [publicUrlId!, missingId, 'short', '%00', 'A'.repeat(80), `${missingId}%20or%201=1`]) {
      for (const user of [null, a]) {
        const res = await t.request(user, { method: 'GET', url: viewUrl(id) });
        expect(res.statusCode, id).toBe(404);
        expect(res.json(), id).toEqual({ error: { code: 'not_found', message: 'Profile not found' } });
      }
    }
  });

  it("shows a public profile signed out: name, bio and the team's own results, nothing of a client's car", async () => {
    await save(a, profileInput);
    const { publicUrlId } = await settingsOf(a);
    const res = await t.request(null, { method: 'GET', url: viewUrl(publicUrlId!) });
    expect(res.statusCode).toBe(200);
    const view = res.json<PublicProfileView>();
    expect(view.displayName).toBe('Lena Park');
    expect(view.bio).toBe('Club racer on the West Coast.');
    // The own car's two results; the client's car's two (one faster at Laguna Seca) count for nothing.
    expect(view.statistics).toEqual({
      totalRaces: 2,
      wins: 1,
      podiums: 2,
      distinctTracks: 2,
      averageFinish: 1.5,
      bestFinish: 1,
      winRate: 50,
      podiumRate: 100,
      bestLaps: [
        {
          trackName: 'Laguna Seca',
          bestLapMs: 100_500,
          bestLapTime: '1:40.500',
          date: '2025-05-10',
          carName: 'Shop E46',
        },
        { trackName: 'Sonoma', bestLapMs: 105_000, bestLapTime: '1:45.000', date: '2025-07-01', carName: 'Shop E46' },
      ],
    });
    // Both were run at events the client's car was registered for: their names are left off.
    expect(view.recentRaces).toEqual([
      {
        date: '2025-07-01',
        eventName: null,
        trackName: 'Sonoma',
        carName: 'Shop E46',
        startPosition: 5,
        finishPosition: 2,
        totalParticipants: 20,
        bestLapTime: '1:45.000',
      },
      {
        date: '2025-05-10',
        eventName: null,
        trackName: 'Laguna Seca',
        carName: 'Shop E46',
        startPosition: 3,
        finishPosition: 1,
        totalParticipants: 12,
        bestLapTime: '1:40.500',
      },
    ]);
    // The team has not allowed its records: no cars, though the owner shows them.
    expect(view).not.toHaveProperty('cars');
    expect(view).not.toHaveProperty('events');
    expect(view).not.toHaveProperty('repairs');
  });

  it('shows the team’s own cars once a team manager allows team records', async () => {
    await save(a, profileInput);
    expect((await allowTeamRecords(a, { allowTeamRecords: true })).json()).toEqual({ allowTeamRecords: true });
    expect((await settingsOf(a)).allowTeamRecords).toBe(true);
    const view = await viewOf(a);
    // The team's own active cars, with the class each last raced in; no client's car, no archived one.
    expect(view.cars).toEqual([
      { name: 'Cup Car', make: 'Porsche', model: '911 GT3 Cup', year: 2019, class: null },
      { name: 'Shop E46', make: null, model: null, year: null, class: 'GTS2' },
    ]);
    expect(view).not.toHaveProperty('events');
    expect(view).not.toHaveProperty('repairs');

    // Stopped again: gone again.
    await allowTeamRecords(a, { allowTeamRecords: false });
    expect(await viewOf(a)).not.toHaveProperty('cars');
    await allowTeamRecords(a, { allowTeamRecords: true });
  });

  it('shows events and repairs only when switched on, and hides the cars when switched off', async () => {
    await save(a, { ...profileInput, showCars: false, showEvents: true, showRepairs: true });
    const { publicUrlId } = await settingsOf(a);
    const view = (await t.request(null, { method: 'GET', url: viewUrl(publicUrlId!) })).json<PublicProfileView>();
    expect(view).not.toHaveProperty('cars');
    // Not the events the client's car was registered or planned for.
    expect(view.events).toEqual([
      { name: 'Autumn Enduro', date: '2025-10-01', trackName: 'Sonoma' },
      { name: 'Winter Test', date: '2025-01-15', trackName: 'Laguna Seca' },
    ]);
    expect(view.repairs).toEqual([
      { title: 'Gearbox rebuild', description: null, date: '2025-08-01', carName: 'Shop E46', status: 'Scheduled' },
      {
        title: 'Replace brake pads',
        description: 'Front pads worn',
        date: '2025-06-03',
        carName: 'Cup Car',
        status: 'Completed',
      },
      { title: 'Alignment', description: null, date: '2025-02-01', carName: 'Shop E46', status: 'Scheduled' },
    ]);
  });

  it('leaks nothing private: no address, ids, costs, notes or clients', async () => {
    await save(a, { ...profileInput, showCars: true, showEvents: true, showRepairs: true });
    const { publicUrlId } = await settingsOf(a);
    const res = await t.request(null, { method: 'GET', url: viewUrl(publicUrlId!) });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicProfileView>()).toHaveProperty('cars');
    const body = res.body;
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          keys.add(key);
          collect(item);
        }
      }
    };
    collect(res.json());
    expect([...keys].filter((key) => /(^id$|Id$|cost|price|cents|email|client|notes|user|team)/i.test(key))).toEqual(
      [],
    );
    expect(body).not.toMatch(/cost|price|@/i);
    const clientRecords = ['Spec Miata #12', 'GT86 Cup', '1:39.000', 'Spring Sprint', 'Summer Cup', 'Client Track Day'];
    for (const secret of ['Secret', 'Ayrton', 'Costa', 'Blue Garage', 'Client engine swap', 'Old Civic', '475']) {
      expect(body).not.toContain(secret);
    }
    for (const record of clientRecords) expect(body).not.toContain(record);
    const ids = await t.database.rawQuery<{ id: string }>(
      `select id::text from cars where team_id = $1 union all select id::text from events where team_id = $1
       union all select id::text from races where team_id = $1 union all select id::text from repairs where team_id = $1
       union all select id::text from tracks where team_id = $1 union all select id::text from clients where team_id = $1
       union all select id::text from event_cars where team_id = $1 union all select id::text from drivers where team_id = $1
       union all select id::text from public_profiles where team_id = $1`,
      [a.teamId],
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const { id } of [...ids, { id: a.teamId }, { id: a.userId }]) expect(body).not.toContain(id);
  });

  it("answers 404 once the profile's owner has left the team", async () => {
    // A second member of team A (as an invitation would make them), with a public profile.
    const c = await t.signUp('crew.chief@example.com');
    await t.db
      .insert(member)
      .values({ id: crypto.randomUUID(), organizationId: a.teamId, userId: c.userId, role: 'track_technician' });
    await createPublicProfile(
      await contextForUser(t.db, { id: c.userId, email: c.email, name: 'crew.chief' }, a.teamId),
    );
    const profileOfC = and(eq(publicProfiles.teamId, a.teamId), eq(publicProfiles.userId, c.userId));
    const [row] = await t.db.update(publicProfiles).set({ isPublic: true }).where(profileOfC).returning();
    expect(row).toMatchObject({ displayName: 'crew.chief', showCars: true, showEvents: false, showRepairs: false });
    const shared = await t.request(null, { method: 'GET', url: viewUrl(row!.publicUrlId) });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ displayName: 'crew.chief', statistics: { totalRaces: 2 } });

    await t.db.delete(member).where(and(eq(member.organizationId, a.teamId), eq(member.userId, c.userId)));
    const gone = await t.request(null, { method: 'GET', url: viewUrl(row!.publicUrlId) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { message: 'Profile not found' } });
    // Their profile in their own team is untouched.
    expect((await settingsOf(c)).displayName).toBe('crew.chief');
  });
});

describe('PUT /api/public-profile/team-records', () => {
  it('answers 401 signed out', async () => {
    expect((await allowTeamRecords(null, { allowTeamRecords: true })).statusCode).toBe(401);
  });

  it('is off for a new team', async () => {
    const fresh = await t.signUp();
    expect((await settingsOf(fresh)).allowTeamRecords).toBe(false);
  });

  for (const role of ['team_administrator', 'track_technician'] as const satisfies TeamRole[]) {
    it(`refuses a ${role} with the reason, and the team's records stay off`, async () => {
      const member = await t.signUp();
      await save(member, profileInput);
      await t.setRole(member, role);
      const res = await allowTeamRecords(member, { allowTeamRecords: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: permissionMessages.publish_team_records } });
      expect((await settingsOf(member)).allowTeamRecords).toBe(false);
      // Their own profile stays theirs to change.
      expect((await save(member, { ...profileInput, showEvents: true })).statusCode).toBe(200);
      expect(await viewOf(member)).not.toHaveProperty('cars');
    });
  }

  it("refuses a bad body with the field message; one team's choice is not another's", async () => {
    const bad = await allowTeamRecords(b, { allowTeamRecords: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { allowTeamRecords: 'Must be on or off' } } });
    expect((await allowTeamRecords(b, { allowTeamRecords: true })).statusCode).toBe(200);
    const other = await t.signUp();
    expect((await settingsOf(other)).allowTeamRecords).toBe(false);
  });
});
