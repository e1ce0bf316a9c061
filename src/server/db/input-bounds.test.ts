import crypto from 'node:crypto';
import fs from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, openMigrationEngine, type MigrationEngine } from '../test/migration-engine';
import { inputBounds } from '@shared/lib/input-bounds';
import { migrationsFolder } from './client';
import * as schema from './schema';

/**
 * The input-bounds migration adds the contracts' ranges as CHECK constraints. Rows written
 * before it may lie outside them: the migration fixes those first, so it applies to any
 * existing database (here: one migrated up to the migration before it, then given such rows).
 */
let db: MigrationEngine;
let before: string;
const team = 'team-bounds';
const ids = {
  car: crypto.randomUUID(),
  item: crypto.randomUUID(),
  card: crypto.randomUUID(),
  track: crypto.randomUUID(),
};
beforeAll(async () => {
  db = await openMigrationEngine();
  before = migrationsBefore('input-bounds');
  await db.migrate(before);
  await db.query(`insert into organization (id, name, slug) values ($1, 'Bounds', 'bounds')`, [team]);
  await db.query(
    `insert into cars (id, team_id, name, year, miles, hours, weight, rental_rate_per_hour_cents)
     values ($1, $2, 'Typo', 3000, 1e10, 'NaN', -5, 2000000000)`,
    [ids.car, team],
  );
  await db.query(
    `insert into service_life_items (id, team_id, car_id, name, hour_interval, last_service_hours, estimated_parts_cost_cents)
     values ($1, $2, $3, 'Gearbox', 1e308, -3, 2000000000)`,
    [ids.item, team, ids.car],
  );
  await db.query(
    `insert into rate_cards (id, team_id, name, effective_date, parts_markup_percentage, mechanic_hourly_rate_cents, rush_job_multiplier)
     values ($1, $2, 'Card', '2026-01-01', 5000, 2000000000, 50)`,
    [ids.card, team],
  );
  await db.query(`insert into tracks (id, team_id, name, location, length) values ($1, $2, 'T', 'L', 1e6)`, [
    ids.track,
    team,
  ]);
  await db.query(
    `insert into events (team_id, title, date, type, track_id, estimated_minutes)
     values ($1, 'Long one', '2026-01-01', 'Race', $2, 2000000000)`,
    [team, ids.track],
  );
  await db.migrate(migrationsFolder);
}, 120_000);
afterAll(async () => {
  await db?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('the input-bounds migration', () => {
  it('brings required figures to the nearest bound and clears optional ones', async () => {
    const [car] = await db.query<Record<string, unknown>>(
      `select year, miles, hours, weight, rental_rate_per_hour_cents as rate from cars where id = $1`,
      [ids.car],
    );
    expect(car).toEqual({ year: null, miles: inputBounds.miles.max, hours: 0, weight: null, rate: null });
    const [item] = await db.query<Record<string, unknown>>(
      `select hour_interval, last_service_hours, estimated_parts_cost_cents as cost from service_life_items where id = $1`,
      [ids.item],
    );
    expect(item).toEqual({ hour_interval: null, last_service_hours: 0, cost: null });
    const [card] = await db.query<Record<string, unknown>>(
      `select parts_markup_percentage::float8 as markup, mechanic_hourly_rate_cents as rate, rush_job_multiplier::float8 as rush
       from rate_cards where id = $1`,
      [ids.card],
    );
    expect(card).toEqual({
      markup: inputBounds.percentage.max,
      rate: inputBounds.rateCents.max,
      rush: inputBounds.multiplier.max,
    });
    const [track] = await db.query<{ length: number | null }>(`select length from tracks where id = $1`, [ids.track]);
    expect(track?.length).toBeNull();
    const [event] = await db.query<{ minutes: number }>(
      `select estimated_minutes as minutes from events where team_id = $1`,
      [team],
    );
    expect(event?.minutes).toBe(inputBounds.minutes.max);
  });

  it('leaves a CHECK constraint on every bounded column of the schema, refusing what lies outside', async () => {
    const declared = Object.values(schema).flatMap((value) =>
      is(value, PgTable)
        ? getTableConfig(value)
            .checks.map((check) => check.name)
            .filter((name) => name.endsWith('_range'))
        : [],
    );
    expect(declared.length).toBeGreaterThan(70);
    const present = await db.query<{ name: string }>(
      `select conname as name from pg_constraint where contype = 'c' and conname like '%\\_range'`,
    );
    expect(present.map((row) => row.name).sort()).toEqual([...declared].sort());

    await expect(db.query(`update cars set miles = 1e10 where id = $1`, [ids.car])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db.query(`update service_life_items set hour_interval = 1e308 where id = $1`, [ids.item]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
