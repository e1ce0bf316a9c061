import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@shared/lib/dates';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { apiOperations, fingerprint, sentDocumentUrls, urlFor } from '../test/api-routes';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ user } = await seedTwoDemoTeams(t));
}, 120_000);
afterAll(() => t.close());

/** Query strings some lists need; the rest take their defaults. */
const queryOf: Record<string, string> = {
  '/api/dashboard': `today=${todayIso()}`,
  '/api/due': `today=${todayIso()}`,
  '/api/events': `today=${todayIso()}`,
  '/api/events/stats': `today=${todayIso()}`,
  '/api/clients/{id}/events': `today=${todayIso()}`,
  '/api/inspection-templates/checklist': 'type=pre_event',
  '/api/password-reset/token-status': 'token=unknown',
};

describe('reads never write', () => {
  it('leaves every table as it was after every GET route of the API', async () => {
    const paths = apiOperations(t)
      .filter((operation) => operation.method === 'GET')
      .map((operation) => operation.path);
    expect(paths.length).toBeGreaterThan(30);

    // A user whose preferences were never saved: reads show the defaults, they do not create them.
    await t.database.rawQuery('delete from user_preferences where user_id = $1', [user.userId]);
    // A public profile, so that the link anyone may open is read too.
    const shared = await t.request(user, {
      method: 'PUT',
      url: '/api/public-profile',
      payload: { displayName: 'Dana Demo', isPublic: true, showCars: true, showEvents: true, showRepairs: true },
    });
    expect(shared.statusCode).toBe(200);
    // A calendar feed, so that the address calendar apps read is read too (only its hash is stored).
    const feed = await t.request(user, { method: 'POST', url: '/api/calendar-feed' });
    expect(feed.statusCode).toBe(201);
    const knownUrls: Record<string, string> = {
      '/api/calendar/{token}.ics': feed.json<{ path: string }>().path,
      // An estimate mailed to a client, so that its link is read too.
      ...(await sentDocumentUrls(t, user, user.teamId)),
    };
    // An invitation to the user from another team, so that its recipient's view is read too.
    const inviter = await t.signUp();
    const invited = await t.request(inviter, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: user.email, role: 'track_technician' },
    });
    expect(invited.statusCode).toBe(201);
    // The invitation's mail is written after the reply: on a busy machine it could land after the
    // fingerprint below and look like a read's write.
    await t.settle();
    const before = await fingerprint(t);
    const failures: string[] = [];
    for (const path of paths) {
      const query = queryOf[path];
      const resolved = knownUrls[path] ?? (await urlFor(t, user.teamId, path));
      if (!resolved) throw new Error(`no row of the demo data for ${path}`);
      const url = `${resolved}${query ? `?${query}` : ''}`;
      const res = await t.request(user, { method: 'GET', url });
      if (res.statusCode !== 200) failures.push(`${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // Work a read left running after its reply counts too.
    await t.settle();
    expect(await fingerprint(t)).toEqual(before);
  });
});
