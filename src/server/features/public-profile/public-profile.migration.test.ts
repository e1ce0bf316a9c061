import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, openMigrationEngine, type MigrationEngine } from '../../test/migration-engine';
import { migrationsFolder } from '../../db/client';

/**
 * The public-profiles migration gives every member there already was a profile in each of their
 * teams (here: a database migrated up to the migration before it, then given members).
 */
let db: MigrationEngine;
let before: string;

beforeAll(async () => {
  db = await openMigrationEngine();
  before = migrationsBefore('public-profiles');
  await db.migrate(before);
  await db.query(`insert into "user" (id, name, email) values
    ('u-lena', 'Lena', 'lena.park@example.com'), ('u-blank', 'Blank', '@example.com'), ('u-none', 'None', 'none@example.com')`);
  await db.query(`insert into organization (id, name, slug) values ('t-1', 'One', 'one'), ('t-2', 'Two', 'two')`);
  await db.query(`insert into member (id, organization_id, user_id, role) values
    ('m-1', 't-1', 'u-lena', 'team_manager'), ('m-2', 't-2', 'u-lena', 'track_technician'),
    ('m-3', 't-2', 'u-blank', 'team_manager')`);
  await db.migrate(migrationsFolder);
}, 120_000);
afterAll(async () => {
  await db?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('the public-profiles migration', () => {
  it('gives every existing member a private profile in each of their teams, with a random link id', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `select team_id, user_id, display_name, bio, is_public, show_cars, show_events, show_repairs, public_url_id
       from public_profiles order by team_id, user_id`,
    );
    const defaults = {
      bio: null,
      is_public: false,
      show_cars: true,
      show_events: false,
      show_repairs: false,
      public_url_id: expect.any(String) as string,
    };
    expect(rows).toEqual([
      { team_id: 't-1', user_id: 'u-lena', display_name: 'lena.park', ...defaults },
      { team_id: 't-2', user_id: 'u-blank', display_name: 'User', ...defaults },
      { team_id: 't-2', user_id: 'u-lena', display_name: 'lena.park', ...defaults },
    ]);
    const ids = rows.map((row) => row.public_url_id as string);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
