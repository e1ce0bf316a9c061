import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@shared/lib/dates';
import {
  apiOperations,
  firstIdOf,
  lastRowWrite,
  logRowWrites,
  tablesWrittenSince,
  sentDocumentUrls,
  urlFor,
  type ApiOperation,
  type JsonSchema,
} from '../test/api-routes';
import { demoAccount, seedDemo } from '../seed/demo-seed';
import { cookiesOf, createTestApp, testOrigin, type TestApp, type TestUser } from '../test/test-app';

/**
 * Generated bad requests on every write route of the OpenAPI document, as a careless or hostile
 * client would send them: bodies made from the route's own schema with one field replaced by a
 * hostile value (NUL, lone surrogates, huge and tiny numbers, wrong types, deep nesting,
 * oversized strings, other teams' ids), and bodies that are no object at all. No answer may be
 * a 5xx, and a refused request must write no row of any table (a trigger on every table logs
 * the rows written). The seed is fixed, so a failure reproduces; the number of cases per route
 * keeps the file fast.
 */
const seed = 20_260_517;
const randomCasesPerRoute = 2;

let t: TestApp;
let user: TestUser;
let otherTeam: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  user = await seedDemoTeam();
  otherTeam = await seedOtherTeam();
  png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#d8070b' } })
    .png()
    .toBuffer();
  // A photo on one of the team's repairs, so that removing one can be called too.
  const repairId = await firstIdOf(t, user.teamId, 'repairs');
  const upload = await t.request(user, { method: 'POST', url: `/api/repairs/${repairId}/images`, ...multipart(png) });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  await logRowWrites(t);
}, 120_000);
afterAll(() => t.close());

/** The demo team (a row in every table the demo covers), signed in. */
async function seedDemoTeam(): Promise<TestUser> {
  const demo = await seedDemo(t.deps);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    payload: { email: demoAccount.email, password: demoAccount.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { email: demoAccount.email, cookie: cookiesOf(signIn), userId: demo.userId, teamId: demo.teamId };
}

/** Another team with one row of each kind a body can name: ids the demo team must not use. */
async function seedOtherTeam(): Promise<string> {
  const other = await t.signUp();
  const create = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.request(other, { method: 'POST', url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  const trackId = await create('/api/tracks', { name: 'Other track', location: 'Elsewhere' });
  await create('/api/drivers', { name: 'Other driver' });
  const clientId = await create('/api/clients', { name: 'Other client', email: 'other@example.com' });
  const carId = await create('/api/cars', { name: 'Other car', clientId });
  await create('/api/events', { title: 'Other event', date: todayIso(), type: 'Race', trackId });
  await create('/api/damage-reports', {
    title: 'Other damage',
    carId,
    severity: 'minor',
    discoveredDate: todayIso(),
  });
  await create('/api/inspection-templates', { name: 'Other template' });
  await create('/api/work-orders', { clientId, carId, title: 'Other work' });
  return other.teamId;
}

const boundary = '----pitboard-fuzz-boundary';

/** A multipart body with one file in the field `image`. */
function multipart(file: Buffer, ending = `\r\n--${boundary}--\r\n`) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(ending),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const deep = (depth: number): Json => (depth === 0 ? 1 : { a: deep(depth - 1) });
const deepList = (depth: number): Json => (depth === 0 ? [] : [deepList(depth - 1)]);

/**
 * Hostile values by the kind of field they replace: every field of a generated body gets one
 * value of one of its kind's classes (class and value in turn, so every class meets many
 * fields), and random fields get any of them.
 */
const hostileClasses = {
  number: [
    [1e308, 2 ** 31, 2 ** 53, 1e15, 1e10, -1e308],
    [1e-320, -1, -0.5, 0.1 + 0.2, 1.005, -(2 ** 31)],
  ],
  text: [
    ['\u0000', 'a\u0000b', 'x\u0000'],
    ['\ud800', 'x\udfffy', '\udc00\ud800'],
  ],
  id: [['00000000-0000-0000-0000-000000000000', 'not-an-id', '\u0000']],
  date: [['2024-02-30', '99999-01-01', '0000-00-00', '\u0000']],
  other: [[true, 'NaN', null, [], {}]],
} satisfies Record<string, Json[][]>;

/** Values no field should choke on, whatever its type. */
const hostileValues: Json[] = [
  ...Object.values(hostileClasses).flat(2),
  '',
  '   ',
  '\ufeff',
  'x'.repeat(100_000),
  'Infinity',
  '1e308',
  '0x1F',
  "'; drop table cars; --",
  0,
  false,
  ['\u0000'],
  { '\u0000': 1 },
  deep(64),
  deepList(64),
];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}/;

/** The hostile classes for a field, by the value the generated body gave it. */
function classesFor(value: Json): Json[][] {
  if (typeof value === 'number') return hostileClasses.number;
  if (typeof value === 'string') {
    if (uuidPattern.test(value)) return hostileClasses.id;
    if (datePattern.test(value)) return hostileClasses.date;
    return hostileClasses.text;
  }
  return hostileClasses.other;
}

/** Table of the team's rows a uuid field names, by the field's name. */
const referenceTables: Record<string, string> = {
  carId: 'cars',
  defaultCarId: 'cars',
  clientId: 'clients',
  driverId: 'drivers',
  defaultDriverId: 'drivers',
  eventId: 'events',
  trackId: 'tracks',
  damageReportId: 'damage_reports',
  eventCarId: 'event_cars',
  templateId: 'inspection_templates',
  workOrderIds: 'work_orders',
  workOrderId: 'work_orders',
  locationId: 'inventory_locations',
  supplierId: 'suppliers',
};

interface Pools {
  /** Ids of the team's rows per table. */
  ids: Record<string, string[]>;
  /** Ids of the other team's rows per table. */
  otherIds: Record<string, string[]>;
  /** Price list keys of the team's default rate card. */
  priceKeys: string[];
}

async function idsOf(teamId: string, table: string): Promise<string[]> {
  const rows = await t.database.rawQuery<{ id: string }>(
    `select id from "${table}" where team_id = $1 order by id limit 20`,
    [teamId],
  );
  return rows.map((row) => row.id);
}

async function loadPools(): Promise<Pools> {
  const ids: Record<string, string[]> = {};
  const otherIds: Record<string, string[]> = {};
  for (const table of new Set(Object.values(referenceTables))) {
    ids[table] = await idsOf(user.teamId, table);
    otherIds[table] = await idsOf(otherTeam, table);
  }
  const priceList = await t.request(user, { method: 'GET', url: '/api/billing/price-list' });
  const sections = priceList.json<{ sections: { items: { key: string }[] }[] }>().sections;
  return { ids, otherIds, priceKeys: sections.flatMap((section) => section.items.map((item) => item.key)) };
}

const isoDay = (offsetDays: number) => {
  const day = new Date(`${todayIso()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
};

/** A value the schema accepts (as far as JSON Schema tells), named ids from the team's rows. */
function validValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<Json> {
  const orNull = (arb: fc.Arbitrary<Json>) =>
    schema.nullable ? fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : arb;
  if (schema.anyOf) {
    const branches = schema.anyOf.filter((branch) => !(branch.enum?.length === 1 && branch.enum[0] === ''));
    return orNull(fc.oneof(...(branches.length > 0 ? branches : schema.anyOf).map((b) => validValue(b, name, pools))));
  }
  if (schema.enum) return orNull(fc.constantFrom(...(schema.enum as Json[])));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(
        ([key, property]) => [key, validValue(property, key, pools)] as const,
      );
      return orNull(
        fc.record(Object.fromEntries(entries), {
          requiredKeys: Object.keys(properties).filter((key) => required.has(key) || Math.abs(hash(key)) % 3 !== 0),
        }),
      );
    }
    case 'array': {
      const item = schema.items ?? {};
      if (name === 'workOrderIds') {
        return fc.constantFrom(...(pools.ids.work_orders ?? ['x'])).map((id) => [id]);
      }
      if (name === 'items' && item.properties?.key) {
        return fc
          .array(fc.record({ key: fc.constantFrom(...pools.priceKeys), quantity: fc.integer({ min: 1, max: 5 }) }), {
            minLength: 1,
            maxLength: 3,
          })
          .map((list) => list as Json);
      }
      return orNull(
        fc.array(validValue(item, name, pools), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 1, 1),
        }),
      );
    }
    case 'boolean':
      return orNull(fc.boolean());
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return orNull(schema.type === 'integer' ? fc.integer({ min, max }) : fc.integer({ min, max }).map((n) => n));
    }
    case 'string': {
      const table = referenceTables[name];
      if (schema.format === 'uuid' || table) {
        const ids = table ? (pools.ids[table] ?? []) : [];
        return orNull(ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid());
      }
      if (schema.format === 'date-time' || name === 'startTime') {
        return orNull(fc.integer({ min: -30, max: 30 }).map((d) => `${isoDay(d)}T10:00:00.000Z`));
      }
      if (/date$|Date$|Expiration$|^today$/.test(name)) {
        return orNull(fc.integer({ min: -400, max: -1 }).map((d) => isoDay(d)));
      }
      if (/email/i.test(name)) return orNull(fc.constantFrom('fuzz@example.com', 'a.b@example.org'));
      if (/phone/i.test(name)) return orNull(fc.constantFrom('555-0100', '+1 (555) 010-0200'));
      if (name === 'imageUrl') return orNull(fc.constant('https://example.com/track.png'));
      const minLength = Math.max(schema.minLength ?? 0, 1);
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return orNull(
        fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefghij KLMNOP0123456789-_.'.split('')) }),
      );
    }
    default:
      return fc.constant(null);
  }
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}

/** Every path to a leaf (a value that is no object) of a body. */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (value !== null && typeof value === 'object') {
    return { ...value, [head as string]: replaceAt(value[head as string] ?? null, rest, replacement) };
  }
  return replacement;
}

/** A request of a case: a JSON body (as text, so lone surrogates travel escaped) or raw bytes. */
interface Case {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
}

const json = (label: string, body: Json): Case => ({
  label,
  payload: JSON.stringify(body),
  contentType: 'application/json',
});

/** Bodies that are no object, or nothing, or an object without the fields: every route's schema says no. */
const schemaBodyCases: Case[] = [{ label: 'no body' }, json('null', null), json('empty object', {})];

/** Bodies the parser refuses or the schema cannot read: two of them per route, in turn. */
const parserBodyCases: Case[] = [
  json('list', ['\u0000']),
  json('deep nesting', deep(2000)),
  { label: 'broken JSON', payload: '{"name": "x",', contentType: 'application/json' },
  { label: 'text', payload: 'name=x', contentType: 'text/plain' },
  { label: 'unfinished multipart', ...multipartCase(Buffer.from('\x89PNG'), '') },
];

/** What a route without a body is sent: a body it does not expect. */
const unexpectedBodyCases: Case[] = [
  json('null', null),
  { label: 'broken JSON', payload: '{', contentType: 'application/json' },
  { label: 'text', payload: '\u0000', contentType: 'text/plain' },
];

function multipartCase(file: Buffer, ending?: string): { payload: Buffer; contentType: string } {
  const { payload, headers } = multipart(file, ending);
  return { payload, contentType: headers['content-type'] };
}

/** What an upload route is sent: no image, half an image, a broken multipart body. */
function uploadCases(): Case[] {
  return [
    { label: 'no body' },
    json('JSON', { image: 'x' }),
    { label: 'multipart without boundary', payload: 'x', contentType: 'multipart/form-data' },
    { label: 'unfinished multipart', ...multipartCase(png, '') },
    { label: 'truncated PNG', ...multipartCase(png.subarray(0, Math.floor(png.length / 2))) },
    { label: 'PNG header only', ...multipartCase(png.subarray(0, 33)) },
    { label: 'not an image', ...multipartCase(Buffer.from('\u0000\ud800<svg/>')) },
  ];
}

function bodySchemaOf(operation: ApiOperation): JsonSchema | null {
  return operation.requestBody?.content['application/json']?.schema ?? null;
}

/** Makes a generated body point at rows that belong together, so it gets past the references. */
async function alignReferences(operation: ApiOperation, url: string, body: Json): Promise<Json> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const aligned = { ...body };
  if (typeof aligned.carId === 'string' && 'clientId' in aligned) {
    const [row] = await t.database.rawQuery<{ id: string; client_id: string }>(
      `select c.id, c.client_id from cars c join clients l on l.id = c.client_id
       where c.team_id = $1 and c.archived_at is null and l.archived_at is null and l.is_active
       and not exists (select 1 from event_cars e where e.car_id = c.id and e.event_id::text = $2)
       order by c.id limit 1`,
      [user.teamId, url.split('/')[3] ?? ''],
    );
    if (row) Object.assign(aligned, { carId: row.id, clientId: row.client_id });
  }
  if (operation.path.startsWith('/api/events/{eventId}/results') && typeof aligned.eventCarId === 'string') {
    const [row] = await t.database.rawQuery<{ id: string }>(
      `select id from event_cars where team_id = $1 and event_id::text = $2 order by id limit 1`,
      [user.teamId, url.split('/')[3] ?? ''],
    );
    if (row) aligned.eventCarId = row.id;
    delete aligned.today;
  }
  if (operation.path === '/api/invoices' && Array.isArray(aligned.workOrderIds)) {
    const [row] = await t.database.rawQuery<{ id: string }>(
      `select id from work_orders where team_id = $1 and status = 'approved' order by id limit 1`,
      [user.teamId],
    );
    if (row) aligned.workOrderIds = [row.id];
  }
  return aligned;
}

function valueAt(value: Json, path: (string | number)[]): Json {
  let current: Json = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = Array.isArray(current) ? (current[key as number] ?? null) : (current[key as string] ?? null);
  }
  return current;
}

/**
 * The cases of one route: whole-body ones; the body generated from its schema; that body with
 * each field replaced by one value of each hostile class of its kind; then random fields with
 * any hostile value (another team's ids among them).
 */
async function casesOf(
  operation: ApiOperation,
  url: string,
  pools: Pools,
  runSeed: number,
  routeIndex: number,
): Promise<Case[]> {
  const schema = bodySchemaOf(operation);
  if (/\/images?$/.test(operation.path) && operation.method !== 'DELETE') return uploadCases();
  if (!schema) return unexpectedBodyCases;
  const [base] = fc.sample(validValue({ ...schema, nullable: false }, '', pools), { seed: runSeed, numRuns: 1 });
  const body = await alignReferences(operation, url, base ?? {});
  const cases: Case[] = [
    ...schemaBodyCases,
    ...[0, 1].map((n) => parserBodyCases[(routeIndex * 2 + n) % parserBodyCases.length] as Case),
    json('generated body', body),
  ];
  const replaced = (path: (string | number)[], value: Json) =>
    json(`${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`, replaceAt(body, path, value));

  const leaves = leafPaths(body).filter((path) => path.length > 0);
  for (const [index, path] of leaves.entries()) {
    // One class per field, in turn (a number gets a huge or a tiny one, a text NUL or a lone
    // surrogate); one value of the class, in turn too.
    const classes = classesFor(valueAt(body, path));
    const values = classes[(routeIndex + index) % classes.length] ?? [];
    cases.push(replaced(path, values[(runSeed + index) % values.length] ?? null));
  }
  const otherIds = Object.values(pools.otherIds).flat();
  const hostile: fc.Arbitrary<Json> = fc.oneof(
    { arbitrary: fc.constantFrom(...hostileValues), weight: 6 },
    { arbitrary: fc.constantFrom(...(otherIds.length > 0 ? otherIds : ['x'])), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
  );
  const fields = leaves.length > 0 ? leaves : [['unknownField']];
  for (const [path, value] of fc.sample(fc.tuple(fc.constantFrom(...fields), hostile), {
    seed: runSeed + 1,
    numRuns: randomCasesPerRoute,
  })) {
    cases.push(replaced(path, value));
  }
  return cases;
}

/** Keeps the team on its paid plan, so plan limits do not hide what a body would do. */
async function restorePlan(): Promise<void> {
  await t.database.rawQuery(`update subscriptions set plan = 'annual', active = true where team_id = $1`, [
    user.teamId,
  ]);
}

/**
 * DELETE routes last, so the rows they remove are not missing from the other routes; the longer
 * paths first (an image of a repair before the repair).
 */
const methodOrder = { POST: 0, PUT: 1, PATCH: 2, DELETE: 3, GET: 4 } as const;
const byMethodThenDepth = (a: ApiOperation, b: ApiOperation) =>
  methodOrder[a.method] - methodOrder[b.method] || (a.method === 'DELETE' ? b.path.length - a.path.length : 0);

describe('bad input on every write route', () => {
  it('never answers 5xx, and a refused request changes nothing', async () => {
    const operations = apiOperations(t)
      .filter((operation) => operation.method !== 'GET')
      .sort(byMethodThenDepth);
    expect(operations.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const pools = await loadPools();
    let lastWrite = await lastRowWrite(t);
    let requests = 0;
    // An estimate mailed to a client, so that its link's answers are called too.
    const knownUrls = await sentDocumentUrls(t, user, user.teamId);
    lastWrite = await lastRowWrite(t);
    for (const [index, operation] of operations.entries()) {
      const url = knownUrls[operation.path] ?? (await urlFor(t, user.teamId, operation.path));
      if (!url) {
        failures.push(`${operation.method} ${operation.path}: no row of the demo data to call it with`);
        continue;
      }
      for (const testCase of await casesOf(operation, url, pools, seed + index * 7, index)) {
        requests += 1;
        const res = await t.request(user, {
          method: operation.method,
          url,
          ...(testCase.payload !== undefined ? { payload: testCase.payload } : {}),
          headers: testCase.contentType ? { 'content-type': testCase.contentType } : {},
        });
        const where = `${operation.method} ${url} [${testCase.label}]`;
        if (res.statusCode >= 500) {
          failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (res.statusCode >= 400) {
          if (!/^\{"error":\{"code":"[a-z_]+","message":"[^"]+"/.test(res.body) || /\n\s+at /.test(res.body)) {
            failures.push(`${where} → ${res.statusCode} without the error shape: ${res.body.slice(0, 160)}`);
          }
          const written = await tablesWrittenSince(t, lastWrite);
          if (written.length > 0) {
            failures.push(`${where} → ${res.statusCode} but wrote ${written.join(', ')}`);
            lastWrite = await lastRowWrite(t);
          }
        } else {
          // What a success writes after its reply (mail) belongs to it, not to the next case.
          await t.settle();
          await restorePlan();
          lastWrite = await lastRowWrite(t);
        }
      }
    }
    expect(requests).toBeGreaterThan(operations.length * unexpectedBodyCases.length);
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Query values of lists and lookups that must be a 400 or an answer, never a 5xx. */
const hostileQueryValues = ['a%00b', '%ED%A0%80', 'x'.repeat(5000), '1e308', '-1', '%'];

/** Path parameters that name nothing: a 404, never a 5xx (reads get the second one too). */
const hostilePathValues = ['%00', '%ED%A0%80..%2F..%2Fpackage.json'];

describe('bad query strings and paths', () => {
  it('never answer 5xx and write nothing', async () => {
    const before = await lastRowWrite(t);
    const failures: string[] = [];
    for (const operation of apiOperations(t).filter((o) => o.method === 'GET')) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length === 0) continue;
      const url = await urlFor(t, user.teamId, operation.path);
      if (!url) continue;
      for (const name of names) {
        for (const value of hostileQueryValues) {
          const others = names.filter((n) => n !== name && n === 'today').map((n) => `&${n}=${todayIso()}`);
          const res = await t.request(user, { method: 'GET', url: `${url}?${name}=${value}${others.join('')}` });
          if (res.statusCode >= 500) failures.push(`${url}?${name}=${value.slice(0, 20)} → ${res.statusCode}`);
        }
      }
    }
    for (const operation of apiOperations(t)) {
      if (!operation.path.includes('{')) continue;
      for (const value of operation.method === 'GET' ? hostilePathValues : hostilePathValues.slice(0, 1)) {
        const url = operation.path.replace(/\{[^}]+\}/g, value);
        const res = await t.request(user, { method: operation.method, url });
        if (res.statusCode >= 500) failures.push(`${operation.method} ${url.slice(0, 80)} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tablesWrittenSince(t, before)).toEqual([]);
  });
});
