import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRacingFixtures, type RacingFixtures } from '../features/event-cars/event-cars.test-fixtures';
import { createItemVia, createLocationVia, itemBody } from '../features/inventory/inventory-items.test-fixtures';
import { toAppError } from '../platform/error-handler';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { checkedColumns } from './constraint-errors';

let t: TestApp;
let u: TestUser;
let fixtures: RacingFixtures;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  fixtures = await insertRacingFixtures(t.db, u.teamId);
  const bay = await createLocationVia(t, u, 'Bay', true);
  itemId = (await createItemVia(t, u, itemBody(bay.id))).id;
});
afterAll(() => t.close());

/** What the API answers when the database refuses `statement`. */
async function answerTo(statement: ReturnType<typeof sql>) {
  const error: unknown = await t.db.execute(statement).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, 'the database refused the statement').toBeDefined();
  const appError = toAppError(error);
  return { status: appError.status, ...appError.toBody().error };
}

describe('values the database cannot hold answer 400', () => {
  it('knows the column of every CHECK constraint in the migrated database', async () => {
    const rows = await t.database.rawQuery<{ name: string }>(
      `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'c' and n.nspname = 'public'`,
    );
    expect(rows.length).toBeGreaterThan(90);
    expect(rows.map((row) => row.name).filter((name) => !checkedColumns.has(name))).toEqual([]);
  });

  it('names the field and its range for a range check (23514), in dollars for an amount', async () => {
    expect(await answerTo(sql`update inventory_items set current_stock = 1000001 where id = ${itemId}`)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Current stock must be between 0 and 1,000,000',
      fields: { currentStock: 'Current stock must be between 0 and 1,000,000' },
    });
    expect(await answerTo(sql`update inventory_items set unit_cost_cents = -1 where id = ${itemId}`)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Unit cost must be between $0 and $1,000,000',
      fields: { unitCostCents: 'Unit cost must be between $0 and $1,000,000' },
    });
  });

  it('names the field of a list of allowed values (23514)', async () => {
    expect(await answerTo(sql`update inventory_items set category = 'cake' where id = ${itemId}`)).toMatchObject({
      status: 400,
      fields: { category: 'Category is not one of the allowed values' },
    });
  });

  it('names a required field left empty (23502)', async () => {
    expect(await answerTo(sql`update cars set name = null where id = ${fixtures.ownCar.id}`)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
  });

  it('refuses a number too large for its column (22003) and a text too long for it (22001)', async () => {
    expect(await answerTo(sql`update cars set year = 3000000000 where id = ${fixtures.ownCar.id}`)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'A number is too large to be stored',
    });
    await t.db.execute(sql`create table short_texts (value varchar(3))`);
    expect(await answerTo(sql`insert into short_texts values ('abcd')`)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'A text is too long to be stored',
    });
  });

  it('leaves any other failure a 500 that says nothing of it', async () => {
    expect(await answerTo(sql`select 1 / 0`)).toEqual({
      status: 500,
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
  });
});
