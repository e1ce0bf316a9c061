import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@shared/lib/dates';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ user } = await seedTwoDemoTeams(t));
}, 120_000);
afterAll(() => t.close());

/** Every row of every table, as one digest per table. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.database.rawQuery<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.database.rawQuery<{ n: number; hash: string | null }>(
      `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as hash from "${name}" x`,
    );
    digest[name] = `${row?.n ?? 0}:${row?.hash ?? ''}`;
  }
  return digest;
}

/** The table behind a path parameter, by the segment before it. */
const paramTables: Record<string, string> = {
  cars: 'cars',
  clients: 'clients',
  'damage-reports': 'damage_reports',
  drivers: 'drivers',
  'event-cars': 'event_cars',
  'event-sessions': 'event_sessions',
  events: 'events',
  'inspection-templates': 'inspection_templates',
  repairs: 'repairs',
  tracks: 'tracks',
  'rate-cards': 'rate_cards',
  'work-orders': 'work_orders',
  invoices: 'invoices',
};

async function idOf(table: string): Promise<string> {
  const [row] = await t.database.rawQuery<{ id: string }>(
    `select id from "${table}" where team_id = $1 order by id limit 1`,
    [user.teamId],
  );
  if (!row) throw new Error(`no ${table} row in the demo data`);
  return row.id;
}

/** A concrete URL for an OpenAPI path of a GET route, with the demo team's ids. */
async function urlFor(path: string): Promise<string> {
  if (path === '/api/files/{*}') {
    const [car] = await t.database.rawQuery<{ image_key: string }>(
      `select image_key from cars where team_id = $1 and image_key is not null limit 1`,
      [user.teamId],
    );
    return `/api/files/${car?.image_key ?? ''}`;
  }
  if (path.includes('{itemId}')) {
    const [item] = await t.database.rawQuery<{ id: string; car_id: string }>(
      `select id, car_id from service_life_items where team_id = $1 order by id limit 1`,
      [user.teamId],
    );
    return path.replace('{carId}', item?.car_id ?? '').replace('{itemId}', item?.id ?? '');
  }
  const segments = path.split('/');
  const resolved: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const table = paramTables[segments[index - 1] ?? ''];
    resolved.push(segment.startsWith('{') && table ? await idOf(table) : segment);
  }
  return resolved.join('/');
}

/** Query strings some lists need; the rest take their defaults. */
const queryOf: Record<string, string> = {
  '/api/dashboard': `today=${todayIso()}`,
  '/api/events': `today=${todayIso()}`,
  '/api/events/stats': `today=${todayIso()}`,
  '/api/clients/{id}/events': `today=${todayIso()}`,
  '/api/inspection-templates/checklist': 'type=pre_event',
  '/api/password-reset/token-status': 'token=unknown',
};

describe('reads never write', () => {
  it('leaves every table as it was after every GET route of the API', async () => {
    const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(30);

    // A user whose preferences were never saved: reads show the defaults, they do not create them.
    await t.database.rawQuery('delete from user_preferences where user_id = $1', [user.userId]);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const path of paths) {
      const query = queryOf[path];
      const url = `${await urlFor(path)}${query ? `?${query}` : ''}`;
      const res = await t.request(user, { method: 'GET', url });
      if (res.statusCode !== 200) failures.push(`${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
