import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfileSettings, PublicProfileView } from '@shared/public-profile/public-profile.contract';
import { demoAccount, seedDemo } from '../../seed/demo-seed';
import { cookiesOf, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let demo: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const ctx = await seedDemo(t.deps);
  await t.settle();
  const signIn = await t.request(null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: demoAccount.email, password: demoAccount.password },
  });
  demo = { email: demoAccount.email, cookie: cookiesOf(signIn), userId: ctx.userId, teamId: ctx.teamId };
}, 120_000);
afterAll(() => t.close());

const rows = <T>(sql: string) => t.database.rawQuery<T>(sql, [demo.teamId]);

describe("the demo team's public page", () => {
  it("shows the team's own racing, cars, events and repairs, and nothing of its clients' cars", async () => {
    const settings = (
      await t.request(demo, { method: 'GET', url: '/api/public-profile' })
    ).json<PublicProfileSettings>();
    expect(settings).toMatchObject({ isPublic: false, allowTeamRecords: true });
    await t.request(demo, {
      method: 'PUT',
      url: '/api/public-profile',
      payload: { displayName: 'Dana Demo', isPublic: true, showCars: true, showEvents: true, showRepairs: true },
    });
    const res = await t.request(null, { method: 'GET', url: `/api/public-profiles/${settings.publicUrlId}` });
    expect(res.statusCode).toBe(200);
    const view = res.json<PublicProfileView>();

    const own = (await rows<{ name: string }>('select name from cars where team_id = $1 and client_id is null')).map(
      (c) => c.name,
    );
    expect(own.sort()).toEqual(['Mustang GT4', 'Radical SR3 RSX']);
    // Results, laps, cars and repairs are the team's own cars'.
    expect(view.statistics.totalRaces).toBeGreaterThanOrEqual(5);
    expect(view.statistics.bestLaps.length).toBeGreaterThanOrEqual(2);
    expect(view.recentRaces).toHaveLength(5);
    for (const name of [
      ...view.statistics.bestLaps.map((l) => l.carName),
      ...view.recentRaces.map((r) => r.carName),
      ...(view.repairs ?? []).map((r) => r.carName),
    ]) {
      expect(own).toContain(name);
    }
    expect(view.cars?.map((c) => c.name)).toEqual(['Mustang GT4', 'Radical SR3 RSX']);
    expect(view.repairs?.length).toBeGreaterThan(0);

    // The team's own races keep their events' names; its events are those no client's car is tied to.
    const clientEvents = (
      await rows<{ title: string }>(
        `select distinct e.title from events e
         left join event_cars ec on ec.team_id = e.team_id and ec.event_id = e.id
         left join cars c on c.team_id = e.team_id and c.id in (ec.car_id, e.car_id)
         where e.team_id = $1 and (ec.client_id is not null or c.client_id is not null)`,
      )
    ).map((e) => e.title);
    expect(clientEvents.length).toBeGreaterThan(0);
    expect(view.recentRaces.some((r) => r.eventName !== null)).toBe(true);
    expect(view.events?.length).toBeGreaterThan(0);
    for (const name of [...(view.events ?? []).map((e) => e.name), ...view.recentRaces.map((r) => r.eventName)]) {
      expect(clientEvents).not.toContain(name);
    }

    // No client's car, client or client event anywhere on the page.
    const clientCars = await rows<{ name: string }>(
      'select name from cars where team_id = $1 and client_id is not null',
    );
    const clients = await rows<{ name: string }>(
      `select coalesce(display_name, first_name || ' ' || last_name) as name from clients where team_id = $1`,
    );
    expect(clientCars.length).toBeGreaterThan(0);
    for (const secret of [...clientCars, ...clients].map((r) => r.name).concat(clientEvents)) {
      expect(res.body).not.toContain(secret);
    }
  });
});
