import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@shared/lib/dates';
import { imageMessages } from '@shared/lib/images.rules';
import { preferencesMessages } from '@shared/preferences/preferences.contract';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Bodies that are null, empty where fields are required, of the wrong type, or broken uploads
 * are answered 4xx with the JSON error shape, never 500, and write nothing.
 */
let t: TestApp;
let u: TestUser;
let carId: string;
let eventId: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  carId = (await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Cup Car' } })).json<{
    id: string;
  }>().id;
  const track = await t.request(u, { method: 'POST', url: '/api/tracks', payload: { name: 'T', location: 'L' } });
  const event = await t.request(u, {
    method: 'POST',
    url: '/api/events',
    payload: { title: 'Club race', date: todayIso(), type: 'Race', trackId: track.json<{ id: string }>().id },
  });
  eventId = event.json<{ id: string }>().id;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d8070b' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const [row] = await t.database.rawQuery<Record<string, number>>(
    `select (select count(*)::int from event_cars) as registrations,
            (select count(*)::int from user_preferences) as preferences,
            (select count(*)::int from cars where image_key is not null) as images`,
  );
  return row ?? {};
}

describe('bodies that are no object', () => {
  it('answers a JSON null body when registering a car for an event with 400', async () => {
    const before = await rowCounts();
    for (const payload of ['null', '[]', '"car"', '42']) {
      const res = await t.request(u, {
        method: 'POST',
        url: `/api/events/${eventId}/cars`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'validation_failed', message: 'A JSON request body is required' },
      });
    }
    const missing = await t.request(u, { method: 'POST', url: `/api/events/${eventId}/cars` });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers an empty preferences change with 400, saying there is nothing to save', async () => {
    const before = await rowCounts();
    const res = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation_failed', message: preferencesMessages.nothingToSave },
    });
    const unknownOnly = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: { colour: 'red' } });
    expect(unknownOnly.statusCode, unknownOnly.body).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a body of another content type, or an unreadable one, with 400', async () => {
    const before = await t.request(u, { method: 'GET', url: '/api/drivers' });
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.request(u, {
        method: 'POST',
        url: '/api/drivers',
        payload: 'name=Ayrton',
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toMatch(/^(bad_request|validation_failed)$/);
    }
    const broken = await t.request(u, {
      method: 'POST',
      url: '/api/drivers',
      payload: '{"name": "Ayrton",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json()).toMatchObject({ error: { message: 'The request body is not valid JSON' } });
    expect((await t.request(u, { method: 'GET', url: '/api/drivers' })).body).toBe(before.body);
  });
});

const boundary = '----pitboard-test-boundary';
function multipartBody(file: Buffer, ending = `\r\n--${boundary}--\r\n`): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(ending),
  ]);
}

describe('broken uploads', () => {
  const upload = (payload: Buffer | string, contentType: string) =>
    t.request(u, {
      method: 'PUT',
      url: `/api/cars/${carId}/image`,
      payload,
      headers: { 'content-type': contentType },
    });

  it.each([
    [
      'a truncated PNG',
      () => upload(multipartBody(png.subarray(0, png.length - 20)), `multipart/form-data; boundary=${boundary}`),
    ],
    [
      'a PNG cut after its header',
      () => upload(multipartBody(png.subarray(0, 40)), `multipart/form-data; boundary=${boundary}`),
    ],
    ['multipart without a boundary', () => upload(multipartBody(png), 'multipart/form-data')],
    ['multipart that never ends', () => upload(multipartBody(png, ''), `multipart/form-data; boundary=${boundary}`)],
    ['multipart with another boundary', () => upload(multipartBody(png), 'multipart/form-data; boundary=other')],
  ])('answers %s with 400 and the spec’s image message', async (_, send) => {
    const before = await rowCounts();
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message: imageMessages.notAnImage } });
    expect(await rowCounts()).toEqual(before);
  });

  it('still takes a whole image', async () => {
    const res = await upload(multipartBody(png), `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});
