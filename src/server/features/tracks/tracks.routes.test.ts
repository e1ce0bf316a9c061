import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackMessages, type TrackOption } from '@shared/tracks/tracks.contract';
import { events, races, cars } from '../../db/schema';
import { fetchOptions, itAnswersLikeAPicker, seedPickerRecords } from '../../test/picker-options';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

const laguna = {
  name: 'WeatherTech Raceway Laguna Seca',
  location: 'Monterey, CA',
  length: 2.238,
  type: 'Road Course',
  description: 'Home of the Corkscrew.',
  imageUrl: 'https://example.com/laguna.jpg',
};
const missingId = '00000000-0000-4000-8000-000000000000';

async function createTrack(
  user: TestUser,
  body: Record<string, unknown> = laguna,
): Promise<{ id: string; name: string }> {
  const res = await t.request(user, { method: 'POST', url: '/api/tracks', payload: body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('tracks', () => {
  it('answers 401 without a session on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/tracks' },
      { method: 'GET' as const, url: '/api/tracks/options' },
      { method: 'POST' as const, url: '/api/tracks', payload: laguna },
      { method: 'GET' as const, url: `/api/tracks/${missingId}` },
      { method: 'PUT' as const, url: `/api/tracks/${missingId}`, payload: laguna },
      { method: 'DELETE' as const, url: `/api/tracks/${missingId}` },
    ];
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it('creates, reads, lists by name, updates and deletes a track', async () => {
    const created = await createTrack(u);
    expect(created).toEqual({ id: expect.any(String) as unknown, ...laguna, archivedAt: null });
    await createTrack(u, {
      name: 'Auto Club Speedway',
      location: 'Fontana, CA',
      type: 'Oval',
      length: 2,
      description: '',
      imageUrl: '',
    });

    const list = await t.request(u, { method: 'GET', url: '/api/tracks' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ name: string }[]>().map((x) => x.name)).toEqual(['Auto Club Speedway', laguna.name]);

    const one = await t.request(u, { method: 'GET', url: `/api/tracks/${created.id}` });
    expect(one.json()).toEqual(created);

    const updated = await t.request(u, {
      method: 'PUT',
      url: `/api/tracks/${created.id}`,
      payload: { ...laguna, name: ' Laguna Seca ', length: '', type: '', description: '  ', imageUrl: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: created.id,
      name: 'Laguna Seca',
      location: laguna.location,
      length: null,
      type: null,
      description: null,
      imageUrl: null,
      archivedAt: null,
    });

    const removed = await t.request(u, { method: 'DELETE', url: `/api/tracks/${created.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/tracks/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses bad bodies with the field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...laguna, name: '  ' }, 'name', trackMessages.nameRequired],
      [{ ...laguna, location: '' }, 'location', trackMessages.locationRequired],
      [{ ...laguna, length: -1 }, 'length', trackMessages.lengthMin],
      [{ ...laguna, length: 1.23456 }, 'length', trackMessages.lengthStep],
      [{ ...laguna, type: 'Rally Stage' }, 'type', trackMessages.typeInvalid],
      [{ ...laguna, imageUrl: 'not-a-url' }, 'imageUrl', trackMessages.imageUrlInvalid],
      [{ ...laguna, imageUrl: 'javascript:alert(1)' }, 'imageUrl', trackMessages.imageUrlInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/tracks', payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { message: string; fields: Record<string, string> } }>().error).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
    const { id } = await createTrack(u);
    const bad = await t.request(u, { method: 'PUT', url: `/api/tracks/${id}`, payload: { ...laguna, name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.name).toBe(
      trackMessages.nameRequired,
    );
  });

  it("answers 404 for another team's track, a missing id and a malformed id", async () => {
    const { id } = await createTrack(other);
    for (const target of [id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/tracks/${target}` })).statusCode).toBe(404);
      expect((await t.request(u, { method: 'PUT', url: `/api/tracks/${target}`, payload: laguna })).statusCode).toBe(
        404,
      );
      expect((await t.request(u, { method: 'DELETE', url: `/api/tracks/${target}` })).statusCode).toBe(404);
    }
    const missing = await t.request(u, { method: 'GET', url: `/api/tracks/${missingId}` });
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(trackMessages.notFound);
    // The other team's track is untouched and not listed for this team.
    expect((await t.request(other, { method: 'GET', url: `/api/tracks/${id}` })).json()).toMatchObject({
      name: laguna.name,
    });
    const mine = await t.request(u, { method: 'GET', url: '/api/tracks' });
    expect(mine.json<{ id: string }[]>().some((x) => x.id === id)).toBe(false);
  });

  it('refuses with 409 to delete a track that events or race results use', async () => {
    const track = await createTrack(u, { ...laguna, name: 'Sonoma Raceway' });
    await t.db.insert(events).values([
      { teamId: u.teamId, title: 'Spring Track Day', date: '2026-04-12', type: 'Track Day', trackId: track.id },
      { teamId: u.teamId, title: 'Summer Race', date: '2026-07-12', type: 'Race', trackId: track.id },
    ]);
    const res = await t.request(u, { method: 'DELETE', url: `/api/tracks/${track.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'This track has history (2 events), so it cannot be deleted. Archive it instead.',
    );
    expect((await t.request(u, { method: 'GET', url: `/api/tracks/${track.id}` })).statusCode).toBe(200);

    const withResult = await createTrack(u, { ...laguna, name: 'Thunderhill' });
    const [car] = await t.db.insert(cars).values({ teamId: u.teamId, name: 'Spec Miata' }).returning();
    await t.db
      .insert(races)
      .values({ teamId: u.teamId, carId: car!.id, trackId: withResult.id, date: '2026-03-01', bestLapMs: 101_234 });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/tracks/${withResult.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'This track has history (1 race result), so it cannot be deleted. Archive it instead.',
    );
  });
});

describe('tracks: picker options', () => {
  const locations: Record<string, string> = {
    'Sonoma Raceway': 'Sonoma, CA',
    'Laguna Seca': 'Monterey, CA',
    'Road Atlanta': 'Braselton, GA',
    Thunderhill: 'Willows, CA',
    'Archived Oval': 'Sonoma, CA',
  };
  /** Four active tracks (answered by name) and an archived one. */
  const seedPickerTracks = (user: TestUser) =>
    seedPickerRecords(t, user, '/api/tracks', (name) => createTrack(user, { name, location: locations[name] }), {
      labels: ['Sonoma Raceway', 'Laguna Seca', 'Road Atlanta', 'Thunderhill'],
      archivedLabel: 'Archived Oval',
    });

  itAnswersLikeAPicker<TrackOption>({
    app: () => t,
    url: '/api/tracks/options',
    noun: 'track',
    seed: seedPickerTracks,
    label: (x) => x.name,
  });

  it('searches name and location case-insensitively, archived tracks never offered', async () => {
    const user = await t.signUp();
    await seedPickerTracks(user);
    const answer = (qs: string) => fetchOptions<TrackOption>(t, user, `/api/tracks/options${qs}`);
    expect((await answer('?search=SONOMA')).map((x) => x.name)).toEqual(['Sonoma Raceway']);
    expect((await answer('?search=, ca')).map((x) => x.name)).toEqual(['Laguna Seca', 'Sonoma Raceway', 'Thunderhill']);
    expect(await answer('?search=atlanta')).toEqual([
      { id: expect.any(String) as unknown, name: 'Road Atlanta', location: 'Braselton, GA' },
    ]);
    expect(await answer('?search=oval')).toEqual([]);
  });
});
