import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@shared/inventory/locations.contract';
import type { Supplier, SupplierInput } from '@shared/inventory/suppliers.contract';
import { inventoryItems, suppliers } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;

const missingId = '00000000-0000-4000-8000-000000000000';

async function create(user: TestUser, input: Partial<SupplierInput> & { name: string }): Promise<Supplier> {
  const res = await t.request(user, { method: 'POST', url: '/api/inventory/suppliers', payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Supplier>();
}

async function list(user: TestUser, query = ''): Promise<Supplier[]> {
  const res = await t.request(user, { method: 'GET', url: `/api/inventory/suppliers${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Supplier[]>();
}

const names = async (user: TestUser, query = '') => (await list(user, query)).map((s) => s.name);

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

describe('suppliers: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/inventory/suppliers' },
      { method: 'POST', url: '/api/inventory/suppliers', payload: { name: 'Acme' } },
      { method: 'GET', url: `/api/inventory/suppliers/${missingId}` },
      { method: 'PUT', url: `/api/inventory/suppliers/${missingId}`, payload: { name: 'Acme' } },
      { method: 'DELETE', url: `/api/inventory/suppliers/${missingId}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's supplier on every route, like a missing one, and changes nothing", async () => {
    const theirs = await create(other, { name: 'Their Parts Co' });
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/inventory/suppliers/${id}` })).statusCode).toBe(404);
      const put = await t.request(u, { method: 'PUT', url: `/api/inventory/suppliers/${id}`, payload: { name: 'X' } });
      expect(put.statusCode).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/inventory/suppliers/${id}` })).statusCode).toBe(404);
    }
    const res = await t.request(u, { method: 'GET', url: `/api/inventory/suppliers/${theirs.id}` });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Supplier not found' } });
    expect(await names(u)).not.toContain('Their Parts Co');
    expect(await names(other)).toEqual(['Their Parts Co']);
  });
});

describe('suppliers: validation and defaults', () => {
  it('refuses a bad body with the field message and saves nothing', async () => {
    const team = await t.signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'Supplier name is required'],
      [{ name: 'A', email: 'not-an-email' }, 'email', 'Enter a valid email address, like parts@example.com'],
      [
        { name: 'A', phone: 'call me' },
        'phone',
        'A phone number may hold only digits, spaces, hyphens, parentheses and +',
      ],
      [
        { name: 'A', website: 'javascript:alert(1)' },
        'website',
        'Enter a valid website address, like https://example.com',
      ],
      [{ name: 'A', leadTimeDays: -1 }, 'leadTimeDays', 'Lead time must be 0 or more'],
      [{ name: 'A', minimumOrderCents: 10.5 }, 'minimumOrderCents', 'Minimum order must be in whole cents'],
      [{ name: 'A', rating: 7 }, 'rating', 'Rating must be between 1 and 5 stars'],
      [{ name: 'A', paymentTerms: 'Net 90' }, 'paymentTerms', 'Choose payment terms from the list'],
      [{ name: 'A', categories: ['tires'] }, 'categories.0', 'Choose categories from the inventory categories'],
      [{ name: 'A', address: { city: 42 } }, 'address.city', 'Invalid input: expected string, received number'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(team, { method: 'POST', url: '/api/inventory/suppliers', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field], field).toBe(message);
    }
    expect(await list(team)).toEqual([]);
  });

  it("stores trimmed text, blanks as null, and the spec's defaults", async () => {
    const team = await t.signUp();
    const supplier = await create(team, {
      name: '  Apex Brakes  ',
      displayName: '',
      contactPerson: ' Dana ',
      website: 'apexbrakes.com',
      categories: ['wear_item', 'safety'],
      specialties: ['Pads', ' pads ', 'Rotors'],
    });
    expect(supplier).toMatchObject({
      name: 'Apex Brakes',
      displayName: null,
      contactPerson: 'Dana',
      website: 'https://apexbrakes.com',
      address: { street: null, city: null, state: null, postalCode: null, country: 'USA' },
      categories: ['wear_item', 'safety'],
      specialties: ['Pads', 'Rotors'],
      leadTimeDays: 7,
      minimumOrderCents: 0,
      paymentTerms: 'Net 30',
      isPreferred: false,
      rating: 5,
      itemCount: 0,
    });
    const saved = await t.request(team, {
      method: 'PUT',
      url: `/api/inventory/suppliers/${supplier.id}`,
      payload: {
        name: 'Apex Brakes',
        email: 'orders@apex.com',
        phone: '(555) 123-4567',
        address: { street: '1 Pit Lane', city: 'Sebring', state: 'FL', postalCode: '33870', country: '' },
        leadTimeDays: 0,
        minimumOrderCents: 25_000,
        paymentTerms: 'COD',
        isPreferred: true,
        rating: 4,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Supplier>()).toMatchObject({
      email: 'orders@apex.com',
      phone: '(555) 123-4567',
      website: null,
      address: { street: '1 Pit Lane', city: 'Sebring', state: 'FL', postalCode: '33870', country: 'USA' },
      categories: [],
      leadTimeDays: 0,
      minimumOrderCents: 25_000,
      paymentTerms: 'COD',
      isPreferred: true,
      rating: 4,
    });
  });
});

describe('suppliers: the list', () => {
  it('orders preferred first, then by rating and name; filters preferred; searches five fields', async () => {
    const team = await t.signUp();
    await create(team, { name: 'Zeta Tools', rating: 5, email: 'sales@zeta.example.com' });
    await create(team, { name: 'Alpha Parts', rating: 3, contactPerson: 'Maria Lopez' });
    await create(team, { name: 'Beta Supply', rating: 5, supplierCode: 'BS-100' });
    await create(team, { name: 'Gamma Racing', rating: 2, isPreferred: true, displayName: 'Gamma Motorsport' });
    await create(team, { name: 'Delta 100%_Off', rating: 4, isPreferred: true });

    expect(await names(team)).toEqual(['Delta 100%_Off', 'Gamma Racing', 'Beta Supply', 'Zeta Tools', 'Alpha Parts']);
    expect(await names(team, '?preferred=true')).toEqual(['Delta 100%_Off', 'Gamma Racing']);
    expect(await names(team, '?preferred=false')).toHaveLength(5);
    expect(await names(team, '?search=motorsport')).toEqual(['Gamma Racing']);
    expect(await names(team, '?search=LOPEZ')).toEqual(['Alpha Parts']);
    expect(await names(team, '?search=bs-1')).toEqual(['Beta Supply']);
    expect(await names(team, '?search=zeta.example')).toEqual(['Zeta Tools']);
    expect(await names(team, '?search=beta')).toEqual(['Beta Supply']);
    // % and _ are taken literally.
    expect(await names(team, `?search=${encodeURIComponent('100%_')}`)).toEqual(['Delta 100%_Off']);
    expect(await names(team, `?search=${encodeURIComponent('%')}`)).toEqual(['Delta 100%_Off']);
    expect(await names(team, '?search=racing&preferred=true')).toEqual(['Gamma Racing']);
    expect(await names(team, '?search=nothing-like-this')).toEqual([]);

    const bad = await t.request(team, { method: 'GET', url: '/api/inventory/suppliers?preferred=maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the active items bought from each supplier', async () => {
    const team = await t.signUp();
    const supplier = await create(team, { name: 'Counted' });
    const location = (
      await t.request(team, { method: 'POST', url: '/api/inventory/locations', payload: { name: 'Shop' } })
    ).json<Location>();
    await t.db.insert(inventoryItems).values([
      { teamId: team.teamId, name: 'Pads', locationId: location.id, supplierId: supplier.id },
      { teamId: team.teamId, name: 'Rotors', locationId: location.id, supplierId: supplier.id },
      { teamId: team.teamId, name: 'Old', locationId: location.id, supplierId: supplier.id, deletedAt: new Date() },
      { teamId: team.teamId, name: 'Other', locationId: location.id },
    ]);
    expect((await list(team))[0]?.itemCount).toBe(2);
    const one = await t.request(team, { method: 'GET', url: `/api/inventory/suppliers/${supplier.id}` });
    expect(one.json<Supplier>().itemCount).toBe(2);
  });
});

describe('suppliers: deleting', () => {
  it('soft deletes: the supplier leaves the list and answers 404; its items keep pointing at it', async () => {
    const team = await t.signUp();
    const supplier = await create(team, { name: 'Gone Parts' });
    await create(team, { name: 'Kept Parts' });
    const location = (
      await t.request(team, { method: 'POST', url: '/api/inventory/locations', payload: { name: 'Shop' } })
    ).json<Location>();
    const [item] = await t.db
      .insert(inventoryItems)
      .values({ teamId: team.teamId, name: 'Pads', locationId: location.id, supplierId: supplier.id })
      .returning();

    const del = await t.request(team, { method: 'DELETE', url: `/api/inventory/suppliers/${supplier.id}` });
    expect(del.statusCode).toBe(204);
    expect(await names(team)).toEqual(['Kept Parts']);
    expect(await names(team, '?search=gone')).toEqual([]);
    for (const call of [
      { method: 'GET', url: `/api/inventory/suppliers/${supplier.id}` },
      { method: 'PUT', url: `/api/inventory/suppliers/${supplier.id}`, payload: { name: 'Back' } },
      { method: 'DELETE', url: `/api/inventory/suppliers/${supplier.id}` },
    ] as const) {
      expect((await t.request(team, call)).statusCode, call.method).toBe(404);
    }
    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [kept] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item!.id));
    expect(kept?.supplierId).toBe(supplier.id);
  });
});
