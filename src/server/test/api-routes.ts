import type { TestApp, TestUser } from './test-app';

/** One operation of the OpenAPI document. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/cars/{id}`. */
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** The parts of a JSON Schema (as the OpenAPI document writes the zod contracts) the tests read. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** The app's OpenAPI document, as GET /api/docs/json serves it. */
export function apiDocument(t: TestApp): OpenApiDocument {
  return (t.app as unknown as { swagger(): OpenApiDocument }).swagger();
}

/** The OpenAPI document as far as the tests read it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<ApiOperation, 'method' | 'path'> & Record<string, unknown>>>;
  components: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

/** `value` with every reference to a component (`#/components/…`) replaced by the component. */
export function dereferenced<T>(document: OpenApiDocument, value: T): T {
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const [kind = '', name = ''] = ref.slice('#/components/'.length).split('/');
      return resolve(document.components[kind]?.[name]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolve(child)]));
  };
  return resolve(value) as T;
}

/** Every operation of the app's OpenAPI document, with the shared schemas written out in place. */
export function apiOperations(t: TestApp): ApiOperation[] {
  const document = apiDocument(t);
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (upper === 'GET' || upper === 'POST' || upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE') {
        operations.push({ ...dereferenced(document, operation), method: upper, path });
      }
    }
  }
  return operations;
}

/**
 * What a request must leave as it was when it reads, or when it is refused: per table, how many
 * rows it has and the newest row version (`xmin`, the transaction that wrote the row). Any
 * committed insert, update or delete changes one of them; one statement reads every table.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.database.rawQuery<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as version from "${name}"`,
  );
  const rows = await t.database.rawQuery<{ name: string; n: number; version: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${row.version}`]));
}

/**
 * Logs every row written from now on (inserted, updated or deleted, by any table's trigger) in
 * the test's own database, so a test can tell cheaply whether a request wrote anything: rows of
 * a transaction that rolls back leave no entry.
 */
export async function logRowWrites(t: TestApp): Promise<void> {
  await t.database.rawQuery(`create table test_row_writes (id bigserial primary key, table_name text not null)`);
  await t.database.rawQuery(`create function test_log_row_write() returns trigger language plpgsql as $$
    begin insert into test_row_writes (table_name) values (TG_TABLE_NAME); return null; end $$`);
  const tables = await t.database.rawQuery<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'test_row_writes'`,
  );
  for (const { name } of tables) {
    await t.database.rawQuery(
      `create trigger test_log_row_write after insert or update or delete on "${name}"
       for each row execute function test_log_row_write()`,
    );
  }
}

/** The last row write logged by `logRowWrites`. */
export async function lastRowWrite(t: TestApp): Promise<number> {
  const [row] = await t.database.rawQuery<{ id: string }>(
    `select coalesce(max(id), 0)::text as id from test_row_writes`,
  );
  return Number(row?.id ?? 0);
}

/** The tables written since row write `after`. */
export async function tablesWrittenSince(t: TestApp, after: number): Promise<string[]> {
  const rows = await t.database.rawQuery<{ table_name: string }>(
    `select distinct table_name from test_row_writes where id > $1 order by table_name`,
    [after],
  );
  return rows.map((row) => row.table_name);
}

/** The table behind a path parameter, by the segment before it. */
const paramTables: Record<string, string> = {
  cars: 'cars',
  components: 'components',
  clients: 'clients',
  'damage-reports': 'damage_reports',
  drivers: 'drivers',
  'event-cars': 'event_cars',
  'event-sessions': 'event_sessions',
  'session-laps': 'session_laps',
  events: 'events',
  'inspection-templates': 'inspection_templates',
  repairs: 'repairs',
  tracks: 'tracks',
  'rate-cards': 'rate_cards',
  'work-orders': 'work_orders',
  invoices: 'invoices',
  items: 'inventory_items',
  locations: 'inventory_locations',
  suppliers: 'suppliers',
};

/**
 * Paths whose parameters depend on each other (a registration of that event, an image of that
 * repair), by the start of the path: one query gives all of them, for one of the team's rows.
 */
const relatedParams: [prefix: string, query: string][] = [
  [
    '/api/components/{componentId}/service-items/{itemId}',
    `select component_id as "componentId", id as "itemId" from service_life_items where team_id = $1 and component_id is not null order by id limit 1`,
  ],
  [
    '/api/cars/{carId}/service-items/{itemId}',
    `select car_id as "carId", id as "itemId" from service_life_items where team_id = $1 and car_id is not null order by id limit 1`,
  ],
  [
    '/api/cars/{carId}/track-setups/{setupId}',
    `select car_id as "carId", id as "setupId" from car_track_setups where team_id = $1 order by id limit 1`,
  ],
  [
    // Only a completed session has a running time to correct.
    '/api/event-sessions/{id}/running-time',
    `select id from event_sessions where team_id = $1 and status = 'completed' order by id limit 1`,
  ],
  [
    '/api/events/{eventId}/cars/{id}',
    `select event_id as "eventId", id from event_cars where team_id = $1 order by id limit 1`,
  ],
  [
    '/api/events/{eventId}/results/{id}',
    `select event_id as "eventId", id from races where team_id = $1 and event_id is not null order by id limit 1`,
  ],
  [
    '/api/clients/{id}/cars/{carId}',
    `select client_id as "id", id as "carId" from cars where team_id = $1 and client_id is not null order by id limit 1`,
  ],
  [
    '/api/team/members/{memberId}',
    `select id as "memberId" from member where organization_id = $1 order by id limit 1`,
  ],
  [
    '/api/team/invitations/{invitationId}',
    `select id as "invitationId" from invitation where organization_id = $1 order by id limit 1`,
  ],
  [
    // One sent to a member of the team (by another team), else one the team sent.
    '/api/invitations/{invitationId}',
    `select id as "invitationId" from invitation
     where lower(email) in (select lower(u.email) from "user" u join member m on m.user_id = u.id where m.organization_id = $1)
        or organization_id = $1
     order by organization_id = $1, id limit 1`,
  ],
  [
    '/api/public-profiles/{publicId}',
    `select public_url_id as "publicId" from public_profiles where team_id = $1 and is_public order by id limit 1`,
  ],
  [
    '/api/imports/{kind}/mappings/{headerHash}',
    `select kind, header_hash as "headerHash" from import_mappings where team_id = $1 order by id limit 1`,
  ],
  ['/api/imports/{kind}', `select 'drivers' as kind where $1::text is not null`],
  [
    '/api/repairs/{id}/images/{imageId}',
    `select id, regexp_replace(images[1], '^.*/|\\.webp$', '', 'g') as "imageId" from repairs
     where team_id = $1 and cardinality(images) > 0 order by id limit 1`,
  ],
];

/** One of the team's rows of `table` (the first by id), or null when it has none. */
export async function firstIdOf(t: TestApp, teamId: string, table: string): Promise<string | null> {
  const [row] = await t.database.rawQuery<{ id: string }>(
    `select id from "${table}" where team_id = $1 order by id limit 1`,
    [teamId],
  );
  return row?.id ?? null;
}

/**
 * A concrete URL for an OpenAPI path, with ids of the team's rows (null when the team has no
 * row to name). Files are served by their storage key.
 */
export async function urlFor(t: TestApp, teamId: string, path: string): Promise<string | null> {
  if (path === '/api/files/{key}') {
    const [car] = await t.database.rawQuery<{ image_key: string }>(
      `select image_key from cars where team_id = $1 and image_key is not null limit 1`,
      [teamId],
    );
    return car ? `/api/files/${car.image_key}` : null;
  }
  const related = relatedParams.find(([prefix]) => path.startsWith(prefix))?.[1];
  if (related) {
    const [row] = await t.database.rawQuery<Record<string, string | null>>(related, [teamId]);
    if (!row) return null;
    let url = path;
    for (const [name, value] of Object.entries(row)) {
      if (value === null) return null;
      url = url.replace(`{${name}}`, value);
    }
    return url;
  }
  const segments = path.split('/');
  const resolved: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith('{')) {
      resolved.push(segment);
      continue;
    }
    const table = paramTables[segments[index - 1] ?? ''];
    const id = table ? await firstIdOf(t, teamId, table) : null;
    if (!id) return null;
    resolved.push(id);
  }
  return resolved.join('/');
}

/**
 * The addresses a mailed document's link opens (only the token's hash is stored): one of the
 * team's work orders sent as an estimate, its link read from the mail in the outbox.
 */
export async function sentDocumentUrls(t: TestApp, user: TestUser, teamId: string): Promise<Record<string, string>> {
  const [order] = await t.database.rawQuery<{ id: string }>(
    `select id from work_orders where team_id = $1 and status in ('draft', 'pending_approval') order by id limit 1`,
    [teamId],
  );
  if (!order) throw new Error('the demo data has no work order to send');
  const to = `estimate-${teamId}@example.com`;
  const sent = await t.request(user, { method: 'POST', url: `/api/work-orders/${order.id}/sendings`, payload: { to } });
  if (sent.statusCode !== 201) throw new Error(`the estimate was not sent: ${sent.body}`);
  const [mail] = await t.database.rawQuery<{ text: string }>(
    `select text from outbox_emails where "to" = $1 order by created_at desc limit 1`,
    [to],
  );
  const path = /\/d\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!path) throw new Error('no link in the estimate mail');
  return {
    '/api/documents/{token}': `/api/documents/${path}`,
    '/api/documents/{token}/pdf': `/api/documents/${path}/pdf`,
    '/api/documents/{token}/approve': `/api/documents/${path}/approve`,
    '/api/documents/{token}/decline': `/api/documents/${path}/decline`,
  };
}
