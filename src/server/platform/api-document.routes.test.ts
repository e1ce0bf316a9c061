import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@shared/lib/dates';
import { trackTypes } from '@shared/tracks/tracks.contract';
import {
  apiDocument,
  dereferenced,
  sentDocumentUrls,
  urlFor,
  type JsonSchema,
  type OpenApiDocument,
} from '../test/api-routes';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { apiTags } from './api-document';

let t: TestApp;
let user: TestUser;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  ({ user } = await seedTwoDemoTeams(t));
  document = apiDocument(t);
}, 120_000);
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: unknown }> }>;
}

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ ...(operation as object), method, path }) as Operation),
  );
}

function operation(method: string, path: string): Operation {
  const found = operations().find((o) => o.method === method.toLowerCase() && o.path === path);
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

/**
 * Checks an answer against the document: its status is one the operation lists, its content
 * type one that status lists, and a JSON body valid against that status's schema.
 */
const validators = new Map<string, ValidateFunction>();
function disagreements(method: string, path: string, res: LightMyRequestResponse): string[] {
  const where = `${method} ${path} → ${res.statusCode}`;
  const documented = operation(method, path).responses[String(res.statusCode)];
  if (!documented) return [`${where}: a status the document does not list (${res.body.slice(0, 120)})`];
  const content = dereferenced(document, documented).content;
  if (!content) return res.body === '' ? [] : [`${where}: a body where the document says none`];
  const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (!content[type]) return [`${where}: ${type}, where the document says ${Object.keys(content).join(' or ')}`];
  if (type !== 'application/json') return [];
  const key = `${where} ${type}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(dereferenced(document, content[type].schema) as object);
    validators.set(key, validate);
  }
  if (validate(res.json())) return [];
  return [`${where}: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 200)}`];
}

/** JSON Schema's validator, knowing OpenAPI 3.0's `nullable` and the formats the document uses. */
const ajv = new Ajv({ allErrors: true, strictTypes: false });
addFormats(ajv);

/**
 * A request to one operation of the document: `path` as the document writes it, its parameters
 * filled in from `params`.
 */
async function call(
  who: TestUser | null,
  method: string,
  path: string,
  options: {
    params?: Record<string, string>;
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse & { problems: string[] }> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? 'missing');
  const request: InjectOptions = { method, url };
  if (options.payload !== undefined) request.payload = options.payload;
  if (options.headers) request.headers = options.headers;
  const res = await t.request(who, request);
  return Object.assign(res, { problems: disagreements(method, path, res) });
}

describe('the published API document', () => {
  it('names every operation once (verbEntity), sums it up and files it under a described tag', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const described = new Set(apiTags.map((tag) => tag.name));
    const problems: string[] = [];
    for (const o of all) {
      const where = `${o.method.toUpperCase()} ${o.path}`;
      if (!/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(o.operationId ?? ''))
        problems.push(`${where}: operationId ${o.operationId}`);
      if (!o.summary || o.summary.length > 60) problems.push(`${where}: summary ${o.summary}`);
      if (!o.tags?.length || o.tags.some((tag) => !described.has(tag)))
        problems.push(`${where}: tags ${o.tags?.join(', ')}`);
    }
    expect(problems).toEqual([]);
    const ids = all.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every error an operation can answer with the one error body', () => {
    const problems: string[] = [];
    for (const o of operations()) {
      const where = `${o.method.toUpperCase()} ${o.path}`;
      const statuses = Object.keys(o.responses);
      const expected = ['429'];
      const signedIn = (o.security?.length ?? 0) > 0;
      const writes = o.method !== 'get';
      if (signedIn) expected.push('401', '403');
      if (writes || o.requestBody || o.parameters?.some((p) => p.in === 'query')) expected.push('400');
      if (o.path.includes('{')) expected.push('404');
      if (writes) expected.push('403', '413');
      if (writes && signedIn) expected.push('409');
      for (const status of expected) if (!statuses.includes(status)) problems.push(`${where}: no ${status}`);
      for (const status of statuses.filter((s) => s >= '400')) {
        const schema = dereferenced(document, o.responses[status])?.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify(dereferenced(document, { $ref: '#/components/schemas/Error' }))) {
          problems.push(`${where}: ${status} without the error body`);
        }
      }
      if (!statuses.some((s) => s.startsWith('2'))) problems.push(`${where}: no success answer`);
      for (const [status, response] of Object.entries(o.responses)) {
        const { description } = dereferenced(document, response);
        if (!description || description === 'Default Response') problems.push(`${where}: ${status} undescribed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows the values a field accepts: enums for a set, patterns for dates, uuid for ids', () => {
    const body = (method: string, path: string) =>
      dereferenced(document, operation(method, path).requestBody?.content['application/json']?.schema) as JsonSchema;
    const query = (method: string, path: string, name: string) =>
      operation(method, path)
        .parameters?.map((p) => dereferenced(document, p))
        .find((p) => p?.in === 'query' && p.name === name);

    const trackType = body('POST', '/api/tracks').properties?.type;
    expect(trackType?.anyOf?.flatMap((branch) => branch.enum ?? [])).toEqual(expect.arrayContaining([...trackTypes]));
    expect(trackType?.anyOf?.some((branch) => branch.type === 'string' && !branch.enum)).toBe(false);

    const state = body('POST', '/api/clients').properties?.state;
    expect(state?.anyOf?.flatMap((branch) => branch.enum ?? [])).toEqual(expect.arrayContaining(['CA', 'NY']));

    expect(body('POST', '/api/events').properties?.date).toMatchObject({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(query('GET', '/api/dashboard', 'today')?.schema).toMatchObject({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(query('GET', '/api/cars/options', 'ids')?.schema).toMatchObject({ items: { format: 'uuid' } });
  });

  it('writes each shared schema once, as a component the operations refer to', () => {
    const text = JSON.stringify(document);
    const schemas = Object.keys(document.components.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['Error', 'Track', 'TrackFields', 'Car', 'WorkOrder', 'Removal']));
    for (const name of schemas) expect(text).toContain(`"#/components/schemas/${name}"`);
    // Written inline, every schema cost 2.7 KB an operation (466 KB for 172); shared, the document
    // grows with its operations, not with how often they repeat the same schemas and parameters.
    const operations = Object.values(document.paths ?? {}).flatMap((methods) => Object.keys(methods ?? {}));
    expect(text.length / operations.length).toBeLessThan(1_500);
    expect(Object.keys(document.components.parameters ?? {})).toEqual(
      expect.arrayContaining(['IdempotencyKey', 'IdInPath', 'PageInQuery', 'SearchInQuery']),
    );
  });
});

describe('answers agree with the published document', () => {
  it('is checked: an answer the document does not describe is found out', () => {
    const answer = (statusCode: number, body: unknown) =>
      ({
        statusCode,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json; charset=utf-8' },
        json: () => body,
      }) as unknown as LightMyRequestResponse;
    const track = { id: crypto.randomUUID(), name: 'A', location: 'B', length: null, type: null };
    const whole = { ...track, description: null, imageUrl: null, archivedAt: null };
    expect(disagreements('GET', '/api/tracks/{id}', answer(200, whole))).toEqual([]);
    expect(disagreements('GET', '/api/tracks/{id}', answer(200, track))).toHaveLength(1);
    expect(disagreements('GET', '/api/tracks/{id}', answer(200, { ...whole, length: '2' }))).toHaveLength(1);
    expect(
      disagreements('GET', '/api/tracks/{id}', answer(409, { error: { code: 'conflict', message: 'x' } })),
    ).toHaveLength(1);
    expect(
      disagreements('GET', '/api/tracks/{id}', answer(404, { error: { code: 'gone', message: 'x' } })),
    ).toHaveLength(1);
    expect(
      disagreements('GET', '/api/tracks/{id}', answer(404, { error: { code: 'not_found', message: 'x' } })),
    ).toEqual([]);
  });

  it('for every read of the API', async () => {
    const todayQuery = `today=${todayIso()}`;
    const queries: Record<string, string> = {
      '/api/dashboard': todayQuery,
      '/api/due': todayQuery,
      '/api/events': todayQuery,
      '/api/events/stats': todayQuery,
      '/api/clients/{id}/events': todayQuery,
      '/api/inspection-templates/checklist': 'type=pre_event',
      '/api/password-reset/token-status': 'token=unknown',
    };
    // A public profile, so that the link anyone may open answers it.
    const shared = await call(user, 'PUT', '/api/public-profile', {
      payload: { displayName: 'Dana Demo', isPublic: true, showCars: true, showEvents: true, showRepairs: true },
    });
    // An invitation to the user from another team, so that its recipient's view answers it.
    const invited = await call(await t.signUp(), 'POST', '/api/team/invitations', {
      payload: { email: user.email, role: 'track_technician' },
    });
    // A calendar feed, so that its address (only its hash is stored) answers it.
    const feed = await call(user, 'POST', '/api/calendar-feed');
    const knownUrls: Record<string, string> = {
      '/api/calendar/{token}.ics': feed.json<{ path: string }>().path,
      // An estimate mailed to a client, so that its link answers it.
      ...(await sentDocumentUrls(t, user, user.teamId)),
    };
    const problems = [...shared.problems, ...invited.problems, ...feed.problems];
    const reads = operations().filter((o) => o.method === 'get');
    for (const o of reads) {
      const url = knownUrls[o.path] ?? (await urlFor(t, user.teamId, o.path));
      if (!url) throw new Error(`no row of the demo data for ${o.path}`);
      const query = queries[o.path];
      const res = await t.request(user, { method: 'GET', url: query ? `${url}?${query}` : url });
      problems.push(...disagreements('GET', o.path, res));
      if (res.statusCode !== 200) problems.push(`GET ${url} → ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect(reads.length).toBeGreaterThan(60);
  });

  it('for writes and the errors they answer', async () => {
    const other = await t.signUp();
    const problems: string[] = [];
    const expectAnswer = (res: Awaited<ReturnType<typeof call>>, status: number, code?: string) => {
      problems.push(...res.problems);
      if (res.statusCode !== status) problems.push(`${res.statusCode} where ${status} was expected: ${res.body}`);
      if (code && res.json<{ error: { code: string } }>().error.code !== code)
        problems.push(`not ${code}: ${res.body}`);
      return res;
    };
    const track = { name: 'Contract Raceway', location: 'Anywhere, CA', length: 2.5, type: 'Oval' };

    // Tracks, through their life.
    const created = expectAnswer(await call(user, 'POST', '/api/tracks', { payload: track }), 201).json<{
      id: string;
    }>();
    const id = { id: created.id };
    expectAnswer(await call(user, 'GET', '/api/tracks'), 200);
    expectAnswer(await call(user, 'GET', '/api/tracks/{id}', { params: id }), 200);
    expectAnswer(await call(user, 'PUT', '/api/tracks/{id}', { params: id, payload: { ...track, type: '' } }), 200);
    expectAnswer(await call(user, 'GET', '/api/tracks/{id}/removal', { params: id }), 200);
    expectAnswer(await call(user, 'POST', '/api/tracks/{id}/archive', { params: id }), 200);
    expectAnswer(await call(user, 'POST', '/api/tracks/{id}/restore', { params: id }), 200);
    expectAnswer(await call(user, 'DELETE', '/api/tracks/{id}', { params: id }), 204);

    // A car, a driver, a client and an event on a new track.
    const car = expectAnswer(await call(user, 'POST', '/api/cars', { payload: { name: 'Contract Car' } }), 201);
    expectAnswer(
      await call(user, 'PUT', '/api/cars/{id}', {
        params: { id: car.json<{ id: string }>().id },
        payload: { name: 'Renamed' },
      }),
      200,
    );
    expectAnswer(await call(user, 'POST', '/api/drivers', { payload: { name: 'Contract Driver' } }), 201);
    expectAnswer(
      await call(user, 'POST', '/api/clients', {
        payload: { name: 'Contract Client', email: 'c@example.com', state: ' CA ' },
      }),
      201,
    );
    const eventTrack = expectAnswer(await call(user, 'POST', '/api/tracks', { payload: track }), 201).json<{
      id: string;
    }>();
    const event = { title: 'Contract Day', date: '2026-12-05', type: 'Track Day', trackId: eventTrack.id };
    const eventId = expectAnswer(await call(user, 'POST', '/api/events', { payload: event }), 201).json<{
      id: string;
    }>().id;
    expectAnswer(await call(user, 'GET', '/api/events/{id}', { params: { id: eventId } }), 200);
    expectAnswer(await call(user, 'PATCH', '/api/preferences', { payload: { useMetric: true } }), 200);

    // Refusals.
    expectAnswer(await call(null, 'GET', '/api/tracks'), 401, 'unauthenticated');
    expectAnswer(
      await call(user, 'POST', '/api/tracks', { payload: { ...track, type: 'Rally Stage' } }),
      400,
      'validation_failed',
    );
    expectAnswer(await call(user, 'GET', '/api/cars', { params: {}, headers: {} }), 200);
    expectAnswer(await call(user, 'GET', '/api/tracks/{id}', { params: id }), 404, 'not_found');
    expectAnswer(await call(other, 'GET', '/api/events/{id}', { params: { id: eventId } }), 404, 'not_found');
    // A track with history is archived, not deleted.
    expectAnswer(await call(user, 'DELETE', '/api/tracks/{id}', { params: { id: eventTrack.id } }), 409, 'conflict');
    // One change id for two different changes.
    const key = { 'idempotency-key': '6f1d2c1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f' };
    expectAnswer(await call(user, 'POST', '/api/drivers', { payload: { name: 'Once' }, headers: key }), 201);
    expectAnswer(
      await call(user, 'POST', '/api/drivers', { payload: { name: 'Twice' }, headers: key }),
      409,
      'conflict',
    );
    expectAnswer(
      await call(user, 'POST', '/api/drivers', {
        payload: { name: 'Cross' },
        headers: { origin: 'https://elsewhere.example' },
      }),
      403,
      'forbidden',
    );
    await t.setRole(other, 'track_technician');
    expectAnswer(
      await call(other, 'POST', '/api/team/invitations', {
        payload: { email: 'new@example.com', role: 'track_technician' },
      }),
      403,
      'forbidden',
    );
    expectAnswer(
      await call(user, 'POST', '/api/tracks', { payload: { ...track, description: 'x'.repeat(1_100_000) } }),
      413,
      'payload_too_large',
    );
    expect(problems).toEqual([]);
  });
});
