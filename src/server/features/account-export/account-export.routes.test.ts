import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { teamTables } from '../../db/references';
import { seedTwoDemoTeams } from '../../test/demo-teams';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { imageUpload, pngBytes } from '../../test/uploads';
import { zipEntries } from '../../test/zip-entries';
import { columnName, columnsLeftOut, exportedTables, fileColumns, tablesLeftOut } from './account-export-tables';

let t: TestApp;
let manager: TestUser;
let teamA: string;
let teamB: string;
let archive: Buffer;
let entries: Map<string, Buffer>;
let contentDisposition: string;
const carImage: { imageKey?: string; thumbnailKey?: string } = {};

/** A client's name and notes that need every kind of CSV quoting, and a formula-like start. */
const trickyName = 'Zoë "Flash" O\'Neil, Jr. – Ærø Motorsport';
const trickyNotes = '=SUM(A1)\nsecond line, with a comma\r\nand "quotes" — 東京';

const csvOf = (name: string) => {
  const file = entries.get(`${name}.csv`);
  if (!file) throw new Error(`${name}.csv is not in the archive`);
  return parse<Record<string, string>>(file.toString('utf8'), { columns: true });
};

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedTwoDemoTeams(t);
  ({ teamA, teamB } = seeded);
  manager = seeded.user;
  // More drivers than one page of the export reads, so paging is part of every count below.
  await t.database.rawQuery(
    `insert into drivers (team_id, name) select $1, 'Paged driver ' || g from generate_series(1, 1100) g`,
    [teamA],
  );
  const client = await t.request(manager, {
    method: 'POST',
    url: '/api/clients',
    payload: { name: trickyName, email: 'zoe@example.com', notes: trickyNotes },
  });
  expect(client.statusCode, client.body).toBe(201);
  const [car] = await t.database.rawQuery<{ id: string }>('select id from cars where team_id = $1 limit 1', [teamA]);
  const image = await t.request(manager, {
    method: 'PUT',
    url: `/api/cars/${car?.id}/image`,
    ...imageUpload(await pngBytes()),
  });
  expect(image.statusCode, image.body).toBe(200);
  const logo = await t.request(manager, {
    method: 'PUT',
    url: '/api/team/identity/logo',
    ...imageUpload(await pngBytes()),
  });
  expect(logo.statusCode, logo.body).toBe(200);
  const [stored] = await t.database.rawQuery<{ image_key: string; thumbnail_key: string }>(
    'select image_key, thumbnail_key from cars where id = $1',
    [car?.id],
  );
  carImage.imageKey = stored?.image_key;
  carImage.thumbnailKey = stored?.thumbnail_key;

  const res = await t.request(manager, { method: 'GET', url: '/api/account/export' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  contentDisposition = String(res.headers['content-disposition']);
  archive = res.rawPayload;
  entries = await zipEntries(archive);
}, 180_000);
afterAll(() => t.close());

describe('what the export holds, read from the schema', () => {
  const teamOwned = teamTables
    .map((table) => getTableConfig(table))
    .filter((config) => config.columns.some((column) => column.name === 'teamId'));

  it('exports every team table but those left out for a reason, and leaves out only team tables', () => {
    const exported = new Set(exportedTables.map(({ name }) => name));
    for (const { name } of teamOwned) {
      expect(exported.has(name) || Boolean(tablesLeftOut[name]), `${name}: exported or left out with a reason`).toBe(
        true,
      );
    }
    const teamNames = new Set(teamOwned.map(({ name }) => name));
    for (const [name, reason] of Object.entries(tablesLeftOut)) {
      expect(teamNames.has(name), `${name} is a team table`).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('exports no column that holds a secret: such a column or table is left out', () => {
    /** Columns whose names sound like a secret's but hold none, each with what it holds. */
    const notSecrets: Record<string, string> = {
      'import_mappings.header_hash': "a hash of a CSV file's header row, to find the column mapping saved for it",
    };
    for (const table of exportedTables) {
      for (const { key } of table.columns) {
        const name = `${table.name}.${columnName(key)}`;
        if (name in notSecrets) continue;
        expect(/token|secret|hash|password/i.test(key), name).toBe(false);
      }
    }
    for (const [name, columns] of Object.entries(columnsLeftOut)) {
      const table = teamOwned.find((config) => config.name === name);
      for (const key of Object.keys(columns)) {
        expect(
          table?.columns.some((column) => column.name === key),
          `${name}.${key} is a column`,
        ).toBe(true);
      }
    }
    expect(csvOf('user_preferences')[0]).not.toHaveProperty('unsubscribe_token');
  });

  it('puts the files of every column that names stored files in the archive', () => {
    for (const table of exportedTables) {
      for (const { key } of table.columns) {
        if (/Key$|^images$/.test(key)) {
          expect(fileColumns[table.name], `${table.name}.${key} is a file column`).toContain(key);
        }
      }
    }
  });
});

describe('GET /api/account/export', () => {
  it('names the file after the team and the day', () => {
    expect(contentDisposition).toMatch(/^attachment; filename="pitboard-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip"$/);
  });

  it('is a sound ZIP: one CSV per team table, the files, the README', () => {
    const names = [...entries.keys()];
    const csvs = names.filter((name) => name.endsWith('.csv')).sort();
    expect(csvs).toEqual([...exportedTables.map(({ name }) => `${name}.csv`), 'members.csv'].sort());
    expect(names).toContain('README.md');
    for (const name of names) expect(name, name).toMatch(/^([a-z_]+\.csv|README\.md|files\/.+)$/);
  });

  it("holds every row of the team's tables and nothing of the other team's, headed by the column names", async () => {
    for (const table of exportedTables) {
      const rows = csvOf(table.name);
      const columns = await t.database.rawQuery<{ name: string }>(
        `select column_name::text as name from information_schema.columns
         where table_schema = current_schema() and table_name = $1`,
        [table.name],
      );
      const header = Object.keys(rows[0] ?? {});
      const leftOut = Object.keys(columnsLeftOut[table.name] ?? {}).map(columnName);
      expect(header.sort(), `${table.name}.csv header`).toEqual(
        columns
          .map(({ name }) => name)
          .filter((name) => !leftOut.includes(name))
          .sort(),
      );
      const ids = await t.database.rawQuery<{ id: string; team_id: string }>(
        `select id::text as id, team_id from "${table.name}" where team_id in ($1, $2)`,
        [teamA, teamB],
      );
      const ours = ids.filter((row) => row.team_id === teamA).map((row) => row.id);
      // The demo data has a row in every team table (team-keys.test.ts), so no file is empty.
      expect(ours.length, `${table.name} has demo rows`).toBeGreaterThan(0);
      expect(rows.length, `${table.name}.csv rows`).toBe(ours.length);
      expect(rows.map((row) => row.id).sort(), `${table.name}.csv ids`).toEqual(ours.sort());
      expect(new Set(rows.map((row) => row.team_id)), `${table.name}.csv team`).toEqual(new Set([teamA]));
    }
    // No id of the other team's rows appears anywhere in the archive.
    const text = [...entries.entries()]
      .filter(([name]) => name.endsWith('.csv') || name === 'README.md')
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    for (const table of exportedTables) {
      const theirs = await t.database.rawQuery<{ id: string }>(
        `select id::text as id from "${table.name}" where team_id = $1`,
        [teamB],
      );
      for (const { id } of theirs) expect(text.includes(id), `${table.name} ${id} of the other team`).toBe(false);
    }
    expect(text.includes(teamB)).toBe(false);
  });

  it("lists the team's members, whom the user_id columns name, and no one else", async () => {
    const members = csvOf('members');
    const expected = await t.database.rawQuery<{ user_id: string }>(
      'select user_id from member where organization_id = $1',
      [teamA],
    );
    expect(members.map((row) => row.user_id).sort()).toEqual(expected.map((row) => row.user_id).sort());
    expect(members.find((row) => row.user_id === manager.userId)).toMatchObject({
      email: manager.email,
      role: 'team_manager',
    });
    const memberIds = new Set(members.map((row) => row.user_id));
    for (const row of csvOf('user_preferences')) expect(memberIds.has(row.user_id ?? '')).toBe(true);
  });

  it('keeps the references between records as the ids they are', () => {
    const carIds = new Set(csvOf('cars').map((row) => row.id));
    const readings = csvOf('meter_readings');
    expect(readings.length).toBeGreaterThan(0);
    for (const reading of readings) expect(carIds.has(reading.car_id ?? ''), 'meter reading car').toBe(true);
    const orderIds = new Set(csvOf('work_orders').map((row) => row.id));
    for (const charge of csvOf('work_order_charges')) expect(orderIds.has(charge.work_order_id ?? '')).toBe(true);
  });

  it('writes quotes, commas, line breaks, formula-like text and UTF-8 names so a CSV parser reads them back as stored', () => {
    const client = csvOf('clients').find((row) => row.email === 'zoe@example.com');
    expect(client?.notes).toBe(trickyNotes);
    expect(client?.display_name).toBe(trickyName);
  });

  it('holds the uploaded images, byte for byte, where the key columns say', async () => {
    const logoKey = csvOf('team_identities')[0]?.logo_key ?? '';
    const keys = [carImage.imageKey ?? '', carImage.thumbnailKey ?? '', logoKey];
    for (const key of keys) {
      expect(key, 'a stored key').toMatch(new RegExp(`^${teamA}/`));
      const stored = await t.deps.storage.get(key);
      expect(entries.get(`files/${key}`), key).toEqual(stored?.data);
    }
    const car = csvOf('cars').find((row) => row.image_key === carImage.imageKey);
    expect(car?.thumbnail_key).toBe(carImage.thumbnailKey);
  });

  it('has a README that describes every CSV file, its rows and its columns', () => {
    const readme = entries.get('README.md')?.toString('utf8') ?? '';
    for (const table of exportedTables) {
      expect(readme, table.name).toContain(`| \`${table.name}.csv\` | ${csvOf(table.name).length} |`);
      expect(readme).toContain(`### ${table.name}.csv`);
    }
    expect(readme).toContain('| car_id | uuid | yes | `cars.csv` id |');
    expect(readme).toContain(`| \`members.csv\` | ${csvOf('members').length} |`);
    expect(readme).toContain('| user_id | text | yes | `members.csv` user_id |');
    for (const name of Object.keys(tablesLeftOut)) expect(readme).toContain(`\`${name}\``);
  });

  it('passes `unzip -t` when the unzip command is there', async () => {
    const unzip = await promisify(execFile)('unzip', ['-v']).then(
      () => true,
      () => false,
    );
    if (!unzip) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'pitboard-export-'));
    try {
      const file = path.join(dir, 'export.zip');
      await writeFile(file, archive);
      const { stdout } = await promisify(execFile)('unzip', ['-t', file]);
      expect(stdout).toMatch(/No errors detected/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 401 signed out, and 403 with the message to a member who is not a team manager', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    const tech = await t.signUp();
    await t.setRole(tech, 'track_technician');
    const refused = await t.request(tech, { method: 'GET', url: '/api/account/export' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(permissionMessages.export_team_data);
  });
});

describe('the export rate limit', () => {
  it('refuses more exports than EXPORT_RATE_LIMIT_MAX in 10 minutes with 429', async () => {
    const limited = await createTestApp({ EXPORT_RATE_LIMIT_MAX: '1' });
    try {
      const user = await limited.signUp();
      expect((await limited.request(user, { method: 'GET', url: '/api/account/export' })).statusCode).toBe(200);
      const again = await limited.request(user, { method: 'GET', url: '/api/account/export' });
      expect(again.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
