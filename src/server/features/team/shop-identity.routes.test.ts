import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { ShopIdentity, UpdateShopIdentityInput } from '@shared/team/shop-identity.contract';
import { shopIdentityMessages } from '@shared/team/shop-identity.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { imageUpload, pngBytes } from '../../test/uploads';

let t: TestApp;
let manager: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signUp();
});
afterAll(() => t.close());

const details: UpdateShopIdentityInput = {
  name: 'Wójcik Racing Ltd',
  street: '12 Paddock Lane',
  city: 'Sebring',
  state: 'FL',
  postalCode: '33870',
  country: 'US',
  phone: '+1 (863) 555-0100',
  email: 'billing@wojcik-racing.example',
  taxId: 'EIN 12-3456789',
  paymentInstructions: 'Bank transfer to First Pit Bank, routing 021000021, account 4455667788',
  defaultTerms: 'Net 15',
};

const put = (user: TestUser, payload: unknown) =>
  t.request(user, { method: 'PUT', url: '/api/team/identity', payload: payload as object });

describe('GET /api/team/identity', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/team/identity' })).statusCode).toBe(401);
  });

  it("answers the team's name and empty details before anything is saved (Net 30 terms)", async () => {
    const user = await t.signUp();
    const res = await t.request(user, { method: 'GET', url: '/api/team/identity' });
    expect(res.statusCode).toBe(200);
    const identity = res.json<ShopIdentity>();
    expect(identity.name).toBe(`${user.email.split('@')[0]}'s team`);
    expect(identity).toMatchObject({ street: null, phone: null, logoUrl: null, defaultTerms: 'Net 30' });
  });
});

describe('PUT /api/team/identity', () => {
  it('saves every detail and renames the team; GET and the team overview read them back', async () => {
    const res = await put(manager, details);
    expect(res.statusCode).toBe(200);
    const { name, defaultTerms, ...rest } = details;
    expect(res.json<ShopIdentity>()).toMatchObject({ name, defaultTerms, ...rest, logoUrl: null });
    const read = await t.request(manager, { method: 'GET', url: '/api/team/identity' });
    expect(read.json<ShopIdentity>()).toEqual(res.json());
    const overview = await t.request(manager, { method: 'GET', url: '/api/team' });
    expect(overview.json<{ team: { name: string } }>().team.name).toBe(name);
  });

  it('clears blank details and keeps the other team untouched', async () => {
    const other = await t.signUp();
    await put(other, { ...details, name: 'Other Shop' });
    const res = await put(manager, { ...details, phone: '  ', taxId: '' });
    expect(res.json<ShopIdentity>()).toMatchObject({ phone: null, taxId: null });
    const theirs = await t.request(other, { method: 'GET', url: '/api/team/identity' });
    expect(theirs.json<ShopIdentity>()).toMatchObject({ name: 'Other Shop', phone: details.phone });
  });

  it('answers 400 with the field message for a missing name, a bad e-mail, phone or terms', async () => {
    for (const [field, value, message] of [
      ['name', '  ', shopIdentityMessages.nameRequired],
      ['email', 'not-an-address', shopIdentityMessages.invalidEmail],
      ['phone', 'call me', shopIdentityMessages.invalidPhone],
      ['defaultTerms', 'Net 90', shopIdentityMessages.invalidTerms],
    ] as const) {
      const res = await put(manager, { ...details, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
  });

  it('is for team managers only: administrators and technicians read the details but get 403 changing them', async () => {
    for (const role of ['team_administrator', 'track_technician']) {
      const user = await t.signUp();
      await t.setRole(user, role);
      expect((await t.request(user, { method: 'GET', url: '/api/team/identity' })).statusCode).toBe(200);
      for (const res of [
        await put(user, details),
        await t.request(user, { method: 'PUT', url: '/api/team/identity/logo', ...imageUpload(await pngBytes()) }),
        await t.request(user, { method: 'DELETE', url: '/api/team/identity/logo' }),
      ]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json<{ error: { message: string } }>().error.message).toBe(permissionMessages.manage_shop_identity);
      }
    }
  });
});

describe('the logo', () => {
  it('is uploaded as an image, served to the team, replaced and removed', async () => {
    const res = await t.request(manager, {
      method: 'PUT',
      url: '/api/team/identity/logo',
      ...imageUpload(await pngBytes(), 'logo.png'),
    });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json<ShopIdentity>();
    expect(logoUrl).toMatch(new RegExp(`^/api/files/${manager.teamId}/shop/`));
    const file = await t.request(manager, { method: 'GET', url: logoUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const other = await t.signUp();
    expect((await t.request(other, { method: 'GET', url: logoUrl ?? '' })).statusCode).toBe(404);

    const replaced = await t.request(manager, {
      method: 'PUT',
      url: '/api/team/identity/logo',
      ...imageUpload(await pngBytes(), 'logo.png'),
    });
    expect(replaced.json<ShopIdentity>().logoUrl).not.toBe(logoUrl);
    expect((await t.request(manager, { method: 'GET', url: logoUrl ?? '' })).statusCode).toBe(404);

    const removed = await t.request(manager, { method: 'DELETE', url: '/api/team/identity/logo' });
    expect(removed.json<ShopIdentity>()).toMatchObject({ logoUrl: null, name: details.name });
  });

  it('refuses a file that is no image (400)', async () => {
    const res = await t.request(manager, {
      method: 'PUT',
      url: '/api/team/identity/logo',
      ...imageUpload(Buffer.from('not an image'), 'logo.png'),
    });
    expect(res.statusCode).toBe(400);
  });
});
