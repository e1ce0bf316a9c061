import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarTrackSetup } from '@shared/car-track-setups/car-track-setups.contract';
import type { Car } from '@shared/cars/cars.contract';
import { tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let car: Car;
let trackA: string;
let trackB: string;
let foreignTrack: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  car = (await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Cup Car' } })).json<Car>();
  const rows = await t.db
    .insert(tracks)
    .values([
      { teamId: u.teamId, name: 'Road Atlanta', location: 'Braselton, GA' },
      { teamId: u.teamId, name: 'Sebring', location: 'Sebring, FL' },
      { teamId: other.teamId, name: 'Laguna Seca', location: 'Monterey, CA' },
    ])
    .returning();
  trackA = rows[0]?.id ?? '';
  trackB = rows[1]?.id ?? '';
  foreignTrack = rows[2]?.id ?? '';
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const url = () => `/api/cars/${car.id}/track-setups`;

describe('car track setups', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request(null, { method: 'GET', url: url() })).statusCode).toBe(401);
    expect(
      (await t.request(null, { method: 'PUT', url: url(), payload: { trackId: trackA, notes: 'x' } })).statusCode,
    ).toBe(401);
    expect((await t.request(null, { method: 'DELETE', url: `${url()}/${missingId}` })).statusCode).toBe(401);
  });

  it('saves one note per track: the second save updates it', async () => {
    const first = await t.request(u, {
      method: 'PUT',
      url: url(),
      payload: { trackId: trackA, notes: '  Front bar soft, 28 psi hot  ' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<CarTrackSetup>();
    expect(saved).toMatchObject({
      carId: car.id,
      trackId: trackA,
      notes: 'Front bar soft, 28 psi hot',
      track: { id: trackA, name: 'Road Atlanta', location: 'Braselton, GA' },
    });
    const second = await t.request(u, {
      method: 'PUT',
      url: url(),
      payload: { trackId: trackA, notes: 'Front bar medium' },
    });
    expect(second.json<CarTrackSetup>()).toMatchObject({ id: saved.id, notes: 'Front bar medium' });
    await t.request(u, { method: 'PUT', url: url(), payload: { trackId: trackB, notes: 'Bumpy: raise 5 mm' } });

    const list = (await t.request(u, { method: 'GET', url: url() })).json<CarTrackSetup[]>();
    expect(list.map((s) => s.track.name)).toEqual(['Sebring', 'Road Atlanta']);
    expect(list).toHaveLength(2);
  });

  it('refuses blank notes, no track, a missing track and another team’s track', async () => {
    const blank = await t.request(u, { method: 'PUT', url: url(), payload: { trackId: trackA, notes: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      notes: 'Setup notes are required',
    });
    const noTrack = await t.request(u, { method: 'PUT', url: url(), payload: { notes: 'x' } });
    expect(noTrack.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      trackId: 'Select a track',
    });
    const foreign = await t.request(u, { method: 'PUT', url: url(), payload: { trackId: foreignTrack, notes: 'x' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: { code: 'validation_failed', message: 'Track not found', fields: { trackId: 'Track not found' } },
    });
    const missing = await t.request(u, { method: 'PUT', url: url(), payload: { trackId: missingId, notes: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      trackId: 'Track not found',
    });
    const list = (await t.request(u, { method: 'GET', url: url() })).json<CarTrackSetup[]>();
    expect(list.some((s) => s.trackId === foreignTrack || s.trackId === missingId)).toBe(false);
  });

  it('deletes a note; another team gets 404', async () => {
    const [setup] = (await t.request(u, { method: 'GET', url: url() })).json<CarTrackSetup[]>();
    const setupUrl = `${url()}/${setup?.id}`;
    expect((await t.request(other, { method: 'GET', url: url() })).statusCode).toBe(404);
    expect(
      (await t.request(other, { method: 'PUT', url: url(), payload: { trackId: foreignTrack, notes: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(other, { method: 'DELETE', url: setupUrl })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'DELETE', url: setupUrl })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'DELETE', url: setupUrl })).statusCode).toBe(404);
    expect((await t.request(u, { method: 'GET', url: url() })).json<CarTrackSetup[]>()).toHaveLength(1);
  });
});
