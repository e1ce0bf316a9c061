import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOwners } from '../../../eslint/table-owners.js';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseErrorOf, teamReferences, teamTables } from './references';
import { getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from './schema';

let t: TestApp;
let teamA: string;
let teamB: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ teamA, teamB } = await seedTwoDemoTeams(t));
}, 120_000);
afterAll(() => t.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const teamOwnedTables = teamTables.filter((table) => getTableConfig(table).columns.some((c) => c.name === 'teamId'));

describe('team keys (read from the schema)', () => {
  it('covers every team-owned table: a unique (team_id, id) where the table has an id, or its primary key', async () => {
    for (const table of teamOwnedTables) {
      const config = getTableConfig(table);
      if (!config.columns.some((c) => c.name === 'id')) continue;
      const rows = await t.database.rawQuery<{ n: number }>(
        `select count(*)::int as n from pg_constraint c join pg_class r on r.oid = c.conrelid
         where r.relname = $1 and c.contype in ('u', 'p')
           and (select array_agg(a.attname::text order by a.attname) from pg_attribute a
                where a.attrelid = r.oid and a.attnum = any(c.conkey)) = array['id', 'team_id']`,
        [config.name],
      );
      expect(rows[0]?.n, `${config.name} has one unique (team_id, id)`).toBe(1);
    }
  });

  it("refuses, in plain SQL, every reference to another team's row", async () => {
    expect(teamReferences.length).toBeGreaterThan(25);
    for (const reference of teamReferences) {
      const column = snake(reference.field);
      // A row that already uses the column, where there is one: a row that must use another
      // column instead (a service item of a car, not of a component) would refuse by its CHECK.
      const [source] = await t.database.rawQuery<{ id: string }>(
        `select id from "${reference.table}" where team_id = $1 order by "${column}" is null limit 1`,
        [teamA],
      );
      const [foreign] = await t.database.rawQuery<{ id: string }>(
        `select id from "${reference.target}" where team_id = $1 limit 1`,
        [teamB],
      );
      expect(source, `the demo data has a ${reference.table} row`).toBeDefined();
      expect(foreign, `the demo data has a ${reference.target} row`).toBeDefined();
      // Text columns other than the team that share a unique index with the reference get fresh
      // values, so that only the team key can refuse the change.
      const uniqueSiblings = await t.database.rawQuery<{ name: string }>(
        `select distinct a.attname::text as name from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
           join pg_attribute ref on ref.attrelid = i.indrelid and ref.attnum = any(i.indkey) and ref.attname = $2
         where i.indrelid = $1::regclass and i.indisunique and a.atttypid = 'text'::regtype
           and a.attname <> 'team_id'`,
        [reference.table, column],
      );
      const fresh = uniqueSiblings.map(({ name }) => `, "${name}" = md5(random()::text)`).join('');
      const attempt = t.database.rawQuery(`update "${reference.table}" set "${column}" = $1${fresh} where id = $2`, [
        foreign?.id,
        source?.id,
      ]);
      const error = await attempt.then(
        () => undefined,
        (err: unknown) => databaseErrorOf(err),
      );
      if (error) {
        expect(error.code, `${reference.table}.${column} → another team's ${reference.target}`).toBe('23503');
        expect(error.constraint).toBe(reference.constraint);
      } else {
        // A column kept by a trigger (event_sessions.track_id follows its event) ignores the value.
        const [stored] = await t.database.rawQuery<{ value: string | null }>(
          `select "${column}"::text as value from "${reference.table}" where id = $1`,
          [source?.id],
        );
        expect(stored?.value, `${reference.table}.${column} kept another team's ${reference.target}`).not.toBe(
          foreign?.id,
        );
      }
    }
  });

  it('has an owning feature for every team-owned table', () => {
    const owned = new Set(Object.values(tableOwners).flat());
    const exported = Object.entries(schema).flatMap(([name, value]) =>
      teamOwnedTables.includes(value as never) ? [name] : [],
    );
    // Counters and versions that only their functions and triggers write.
    const keptByDatabase = ['teamCounters', 'teamRecordCounts', 'teamDataVersions'];
    const withoutOwner = exported.filter((name) => !owned.has(name) && !keptByDatabase.includes(name));
    expect(withoutOwner).toEqual([]);
  });
});
