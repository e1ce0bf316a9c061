import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location, LocationInput } from '@shared/inventory/locations.contract';
import { contextForUser } from '../../auth/request-context';
import { inventoryItems, inventoryLocations } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { findActiveLocationsByName, getDefaultLocation } from './locations.service';

let t: TestApp;
let u: TestUser;
let other: TestUser;

const missingId = '00000000-0000-4000-8000-000000000000';

async function create(user: TestUser, input: Partial<LocationInput> & { name: string }): Promise<Location> {
  const res = await t.request(user, { method: 'POST', url: '/api/inventory/locations', payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Location>();
}

async function list(user: TestUser): Promise<Location[]> {
  const res = await t.request(user, { method: 'GET', url: '/api/inventory/locations' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Location[]>();
}

const defaults = async (user: TestUser) => (await list(user)).filter((l) => l.isDefault).map((l) => l.name);

/** An inventory item kept at the location, written straight to the database. */
async function insertItem(user: TestUser, locationId: string, options: { deleted?: boolean } = {}) {
  const [row] = await t.db
    .insert(inventoryItems)
    .values({
      teamId: user.teamId,
      name: 'Brake pads',
      locationId,
      ...(options.deleted ? { deletedAt: new Date() } : {}),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

describe('inventory locations: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/inventory/locations' },
      { method: 'POST', url: '/api/inventory/locations', payload: { name: 'Bay' } },
      { method: 'GET', url: `/api/inventory/locations/${missingId}` },
      { method: 'PUT', url: `/api/inventory/locations/${missingId}`, payload: { name: 'Bay' } },
      { method: 'POST', url: `/api/inventory/locations/${missingId}/default` },
      { method: 'DELETE', url: `/api/inventory/locations/${missingId}` },
    ] as const;
    for (const call of calls) {
      const res = await t.request(null, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Not authenticated' } });
    }
  });

  it("answers 404 for another team's location on every route, like a missing one, and changes nothing", async () => {
    const theirs = await create(other, { name: 'Their trailer', type: 'trailer' });
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/inventory/locations/${id}` })).statusCode).toBe(404);
      const put = await t.request(u, {
        method: 'PUT',
        url: `/api/inventory/locations/${id}`,
        payload: { name: 'Mine now', isDefault: true },
      });
      expect(put.statusCode).toBe(404);
      const setDefault = await t.request(u, { method: 'POST', url: `/api/inventory/locations/${id}/default` });
      expect(setDefault.statusCode).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/inventory/locations/${id}` })).statusCode).toBe(404);
    }
    const res = await t.request(u, { method: 'GET', url: `/api/inventory/locations/${theirs.id}` });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Location not found' } });
    expect((await list(u)).map((l) => l.id)).not.toContain(theirs.id);
    expect(await list(other)).toMatchObject([{ id: theirs.id, name: 'Their trailer', isDefault: true }]);
  });
});

describe('inventory locations: validation', () => {
  it('refuses a bad body with the field message and saves nothing', async () => {
    const team = await t.signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Location name is required'],
      [{}, 'name', 'Location name is required'],
      [{ name: 'x'.repeat(121) }, 'name', 'At most 120 characters'],
      [{ name: 'Bay', type: 'garage' }, 'type', 'Choose a location type'],
      [{ name: 'Bay', isDefault: 'yes' }, 'isDefault', 'Default location must be true or false'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(team, { method: 'POST', url: '/api/inventory/locations', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { message: string; fields: Record<string, string> } }>().error).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
    expect(await list(team)).toEqual([]);
  });

  it('trims the name, saves a blank description as null and defaults the type to shop', async () => {
    const team = await t.signUp();
    const location = await create(team, { name: '  Bay 1  ', description: '  ' });
    expect(location).toMatchObject({ name: 'Bay 1', description: null, type: 'shop', itemCount: 0 });
    const saved = await t.request(team, {
      method: 'PUT',
      url: `/api/inventory/locations/${location.id}`,
      payload: { name: 'Bay 2', description: ' Left wall ', type: 'warehouse' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Location>()).toMatchObject({ name: 'Bay 2', description: 'Left wall', type: 'warehouse' });
  });

  it('keeps names unique among active locations, in any case; a deleted one frees its name', async () => {
    const team = await t.signUp();
    const bay = await create(team, { name: 'Main Bay' });
    const trailer = await create(team, { name: 'Trailer' });
    const taken = await t.request(team, {
      method: 'POST',
      url: '/api/inventory/locations',
      payload: { name: 'main bay' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: { code: 'conflict', message: 'A location named "main bay" already exists' },
    });
    const renamed = await t.request(team, {
      method: 'PUT',
      url: `/api/inventory/locations/${trailer.id}`,
      payload: { name: 'MAIN BAY' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ error: { message: string } }>().error.message).toBe(
      'A location named "MAIN BAY" already exists',
    );
    expect((await list(team)).map((l) => l.name)).toEqual(['Main Bay', 'Trailer']);

    await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${bay.id}` });
    const again = await create(team, { name: 'Main Bay' });
    expect(again.id).not.toBe(bay.id);
  });
});

describe('inventory locations: the default', () => {
  it("makes the team's first location the default, lists the default first, then by name", async () => {
    const team = await t.signUp();
    const first = await create(team, { name: 'Warehouse', type: 'warehouse', isDefault: false });
    expect(first.isDefault).toBe(true);
    await create(team, { name: 'bay b' });
    await create(team, { name: 'Bay A' });
    expect((await list(team)).map((l) => [l.name, l.isDefault])).toEqual([
      ['Warehouse', true],
      ['Bay A', false],
      ['bay b', false],
    ]);
  });

  it('keeps exactly one default: creating, saving or setting a default clears the others', async () => {
    const team = await t.signUp();
    const a = await create(team, { name: 'A' });
    const b = await create(team, { name: 'B', isDefault: true });
    expect(await defaults(team)).toEqual(['B']);
    expect((await list(team))[0]?.id).toBe(b.id);

    const saved = await t.request(team, {
      method: 'PUT',
      url: `/api/inventory/locations/${a.id}`,
      payload: { name: 'A', isDefault: true },
    });
    expect(saved.json<Location>().isDefault).toBe(true);
    expect(await defaults(team)).toEqual(['A']);

    const set = await t.request(team, { method: 'POST', url: `/api/inventory/locations/${b.id}/default` });
    expect(set.statusCode).toBe(200);
    expect(set.json<Location>()).toMatchObject({ id: b.id, isDefault: true });
    expect(await defaults(team)).toEqual(['B']);

    // Saving the default without the flag keeps it the default: a team always has one.
    const kept = await t.request(team, {
      method: 'PUT',
      url: `/api/inventory/locations/${b.id}`,
      payload: { name: 'B', isDefault: false },
    });
    expect(kept.json<Location>().isDefault).toBe(true);
    expect(await defaults(team)).toEqual(['B']);
  });

  it('keeps one default when many requests change it at once', async () => {
    const team = await t.signUp();
    const created = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        t.request(team, { method: 'POST', url: '/api/inventory/locations', payload: { name } }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await defaults(team)).toHaveLength(1);

    const locations = await list(team);
    const results = await Promise.all(
      [...locations, ...locations].map((l) =>
        t.request(team, { method: 'POST', url: `/api/inventory/locations/${l.id}/default` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await defaults(team)).toHaveLength(1);
  });
});

describe('inventory locations: deleting', () => {
  it("refuses while active items are kept there, with the spec's message, and counts only active items", async () => {
    const team = await t.signUp();
    await create(team, { name: 'Shop' });
    const trailer = await create(team, { name: 'Trailer A', type: 'trailer' });
    await insertItem(team, trailer.id);
    await insertItem(team, trailer.id);
    await insertItem(team, trailer.id, { deleted: true });
    expect((await list(team)).find((l) => l.id === trailer.id)?.itemCount).toBe(2);

    const res = await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${trailer.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message:
          'Cannot delete location "Trailer A" because it contains 2 inventory items. Please move or remove the items first.',
      },
    });
    expect((await list(team)).map((l) => l.name)).toContain('Trailer A');

    // Once the items are gone (soft deleted), the location may go.
    await t.db.update(inventoryItems).set({ deletedAt: new Date() }).where(eq(inventoryItems.locationId, trailer.id));
    const del = await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${trailer.id}` });
    expect(del.statusCode).toBe(204);
  });

  it('soft deletes an empty location: it leaves the list and answers 404, the row stays', async () => {
    const team = await t.signUp();
    await create(team, { name: 'Shop' });
    const spare = await create(team, { name: 'Spare' });
    const del = await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${spare.id}` });
    expect(del.statusCode).toBe(204);
    expect((await list(team)).map((l) => l.name)).toEqual(['Shop']);
    for (const call of [
      { method: 'GET', url: `/api/inventory/locations/${spare.id}` },
      { method: 'PUT', url: `/api/inventory/locations/${spare.id}`, payload: { name: 'Back' } },
      { method: 'POST', url: `/api/inventory/locations/${spare.id}/default` },
      { method: 'DELETE', url: `/api/inventory/locations/${spare.id}` },
    ] as const) {
      expect((await t.request(team, call)).statusCode, call.method).toBe(404);
    }
    const [row] = await t.db.select().from(inventoryLocations).where(eq(inventoryLocations.id, spare.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('hands the default to the first other location by name; after the last, the next one added is the default', async () => {
    const team = await t.signUp();
    const shop = await create(team, { name: 'Shop' });
    await create(team, { name: 'warehouse' });
    await create(team, { name: 'Attic' });
    expect((await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${shop.id}` })).statusCode).toBe(
      204,
    );
    expect(await defaults(team)).toEqual(['Attic']);

    for (const location of await list(team)) {
      await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${location.id}` });
    }
    expect(await list(team)).toEqual([]);
    const next = await create(team, { name: 'New bay' });
    expect(next.isDefault).toBe(true);
  });
});

describe('inventory locations: what the items part reads', () => {
  it('finds active locations by name in any case, and the default', async () => {
    const team = await t.signUp();
    const shop = await create(team, { name: 'Shop Bay 1' });
    const gone = await create(team, { name: 'Old Trailer' });
    await t.request(team, { method: 'DELETE', url: `/api/inventory/locations/${gone.id}` });
    const theirs = await create(other, { name: 'Elsewhere' });
    const ctx = await contextForUser(t.db, { id: team.userId, email: team.email, name: 'x' });

    const found = await findActiveLocationsByName(ctx, ['shop bay 1', ' SHOP BAY 1 ', 'old trailer', theirs.name, '']);
    expect([...found.entries()]).toEqual([['shop bay 1', { id: shop.id, name: 'Shop Bay 1' }]]);
    expect((await getDefaultLocation(ctx))?.id).toBe(shop.id);
    const empty = await contextForUser(t.db, { id: u.userId, email: u.email, name: 'x' });
    expect(await getDefaultLocation(empty)).toBeNull();
  });
});
