import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@shared/cars/cars.contract';
import type { Removal } from '@shared/lib/removal.contract';
import type { Track } from '@shared/tracks/tracks.contract';
import { itGuardsRemovalRoutes } from '../../test/removal-routes';
import { okRequests, paidUser, type ErrorJson } from '../../test/test-users';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await paidUser(t);
  other = await t.signUp();
});
afterAll(() => t.close());

const { post } = okRequests(() => t);
const addTrack = (user: TestUser, name: string) => post<Track>(user, '/api/tracks', { name, location: 'Somewhere' });
const trackNames = async (user: TestUser, query = '') =>
  (await t.request(user, { method: 'GET', url: `/api/tracks${query}` })).json<Track[]>().map((x) => x.name);

describe('tracks: removal routes', () => {
  itGuardsRemovalRoutes({
    collection: 'tracks',
    record: 'track',
    users: () => ({ t, u, other }),
    addTheirs: () => addTrack(other, 'Their Track'),
    expectTheirsUnchanged: async () => expect(await trackNames(other)).toEqual(['Their Track']),
  });
});

describe('tracks: delete or archive', () => {
  it('deletes a track without events, with the setup notes for it', async () => {
    const track = await addTrack(u, 'Unused Track');
    const car = await post<Car>(u, '/api/cars', { name: 'Setup Car' });
    const setup = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${car.id}/track-setups`,
      payload: { trackId: track.id, notes: 'Stiff springs' },
    });
    expect(setup.statusCode, setup.body).toBeLessThan(300);
    const removal = await t.request(u, { method: 'GET', url: `/api/tracks/${track.id}/removal` });
    expect(removal.json<Removal>()).toEqual({
      archivedAt: null,
      action: 'delete',
      history: [],
      goesWith: [{ kind: 'setupNotes', count: 1, label: '1 car setup note' }],
    });
    expect((await t.request(u, { method: 'DELETE', url: `/api/tracks/${track.id}` })).statusCode).toBe(204);
    const notes = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}/track-setups` });
    expect(notes.json<unknown[]>()).toEqual([]);
  });

  it('archives a track with events: gone from the list, still named by its events, refused for new ones', async () => {
    const track = await addTrack(u, 'Old Circuit');
    const event = await post<{ id: string }>(u, '/api/events', {
      title: 'Last Race There',
      date: '2026-02-01',
      type: 'Race',
      trackId: track.id,
    });
    const refused = await t.request(u, { method: 'DELETE', url: `/api/tracks/${track.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(
      'This track has history (1 event), so it cannot be deleted. Archive it instead.',
    );

    const archived = await post<Track>(u, `/api/tracks/${track.id}/archive`);
    expect(archived.archivedAt).not.toBeNull();
    expect(await trackNames(u)).not.toContain('Old Circuit');
    expect(await trackNames(u, '?archived=true')).toEqual(['Old Circuit']);
    const detail = await t.request(u, { method: 'GET', url: `/api/events/${event.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('Old Circuit');

    const newEvent = await t.request(u, {
      method: 'POST',
      url: '/api/events',
      payload: { title: 'New Event', date: '2026-09-01', type: 'Race', trackId: track.id },
    });
    expect(newEvent.statusCode).toBe(400);
    expect(newEvent.json<ErrorJson>().error).toEqual({
      code: 'validation_failed',
      message: 'This track is archived',
      fields: { trackId: 'This track is archived' },
    });
    // The event it already had still saves.
    const edited = await t.request(u, {
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { title: 'Last Race There (final)', date: '2026-02-01', type: 'Race', trackId: track.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const restored = await post<Track>(u, `/api/tracks/${track.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await trackNames(u)).toContain('Old Circuit');
  });
});
