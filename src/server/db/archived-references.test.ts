import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { createTestApp, type TestApp } from '../test/test-app';
import { archivedReferenceCode, databaseErrorOf, teamReferences } from './references';

let t: TestApp;
let teamA: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ teamA } = await seedTwoDemoTeams(t));
}, 120_000);
afterAll(() => t.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const archivable = ['cars', 'drivers', 'tracks', 'clients', 'events'];
/** References taken from another row rather than chosen: a session's, a lap's and a result's track, a result's car. */
const derived = ['event_sessions_track_id_fk', 'session_laps_track_id_fk', 'races_car_id_fk', 'races_track_id_fk'];
const newRowColumns: Record<string, string> = {
  cars: ', name',
  drivers: ', name',
  tracks: ', name, location',
  events: ', title, date, type, track_id',
};
const newRowValues: Record<string, string> = {
  cars: ", 'Target'",
  drivers: ", 'Target'",
  tracks: ", 'Target', 'Here'",
  events:
    ", 'Target', '2026-06-01', 'Race', (select id from tracks where team_id = $1 and archived_at is null limit 1)",
};
const chosen = teamReferences.filter((r) => archivable.includes(r.target) && !derived.includes(r.constraint));

async function errorOf(work: Promise<unknown>) {
  return work.then(
    () => undefined,
    (err: unknown) => databaseErrorOf(err),
  );
}

describe('references to archived cars, drivers, tracks, clients and events (read from the schema)', () => {
  it('has a trigger for inserts and one for updates on every chosen reference', async () => {
    expect(chosen.length).toBeGreaterThanOrEqual(19);
    // Every reference to an event is checked: nothing new is tied to an archived one.
    expect(chosen.filter((r) => r.target === 'events').map((r) => r.table)).toEqual(
      expect.arrayContaining(['event_cars', 'event_sessions', 'races', 'damage_reports', 'work_order_charges']),
    );
    const triggers = await t.database.rawQuery<{ name: string }>(
      `select tgname::text as name from pg_trigger where not tgisinternal and tgname like '%\\_archived\\_%'`,
    );
    const names = new Set(triggers.map((row) => row.name));
    for (const reference of chosen) {
      const base = `${reference.table}_${snake(reference.field)}`;
      expect(names.has(`${base}_archived_insert`), `${base}_archived_insert`).toBe(true);
      expect(names.has(`${base}_archived_update`), `${base}_archived_update`).toBe(true);
    }
  });

  it('refuses, in plain SQL, changing any chosen reference to an archived row, and allows other changes', async () => {
    for (const reference of chosen) {
      const column = snake(reference.field);
      const [source] = await t.database.rawQuery<{ id: string; current: string | null }>(
        // A row that already holds the reference first: some rows leave it empty by rule (a component's
        // service item has no car), and changing only that column would break the rule, not the reference.
        `select id, "${column}"::text as current from "${reference.table}" where team_id = $1
         order by ("${column}" is null), id limit 1`,
        [teamA],
      );
      expect(source, `the demo data has a ${reference.table} row`).toBeDefined();
      // A new row to archive, so that no unique index on the reference can refuse the change first
      // (a car's setup note per track, a car's registration per event).
      const [target] = await t.database.rawQuery<{ id: string }>(
        `insert into "${reference.target}" (team_id${newRowColumns[reference.target] ?? ''})
         values ($1${newRowValues[reference.target] ?? ''}) returning id`,
        [teamA],
      );
      await t.database.rawQuery(`update "${reference.target}" set archived_at = now() where id = $1`, [target?.id]);
      const error = await errorOf(
        t.database.rawQuery(`update "${reference.table}" set "${column}" = $1 where id = $2`, [target?.id, source?.id]),
      );
      expect(error?.code, `${reference.table}.${column} → an archived ${reference.target}`).toBe(archivedReferenceCode);
      expect(error?.constraint).toBe(reference.constraint);

      // A row that already points at an archived row keeps it and can still be written.
      if (source?.current) {
        await t.database.rawQuery(`update "${reference.target}" set archived_at = now() where id = $1`, [
          source.current,
        ]);
        await t.database.rawQuery(`update "${reference.table}" set "${column}" = "${column}" where id = $1`, [
          source.id,
        ]);
        await t.database.rawQuery(`update "${reference.target}" set archived_at = null where id = $1`, [
          source.current,
        ]);
      }
    }
  });
});
