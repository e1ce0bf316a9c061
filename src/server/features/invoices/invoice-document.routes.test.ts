import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@shared/invoices/invoices.contract';
import type { UpdateShopIdentityInput } from '@shared/team/shop-identity.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { missingPopplerTools, readPdf } from '../../test/pdf-text';
import { imageUpload, pngBytes } from '../../test/uploads';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { invoiceVia } from './invoices.test-fixtures';

/** What an invoice prints: the shop's identity, the terms and due date, the remit-to (read back with poppler). */

let t: TestApp;
let u: TestUser;
let fu: RacingFixtures;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
});
afterAll(() => t.close());

const shop: UpdateShopIdentityInput = {
  name: 'Apex Motorsport Services',
  street: '400 Pit Lane',
  city: 'Sebring',
  state: 'FL',
  postalCode: '33870',
  country: 'US',
  phone: '(863) 555-0142',
  email: 'billing@apex.example',
  taxId: 'EIN 59-1234567',
  paymentInstructions: 'Bank transfer to Pit Lane Credit Union, routing 063100277, account 0042 1187',
  defaultTerms: 'Net 15',
};

const invoiceOf = (user: TestUser, fixtures: RacingFixtures, today: string): Promise<Invoice> =>
  invoiceVia(t, user, { clientId: fixtures.client.id, carId: fixtures.clientCar.id }, today);

async function pdfOf(user: TestUser, id: string, keepPngAs?: string) {
  const res = await t.request(user, { method: 'GET', url: `/api/invoices/${id}/pdf` });
  expect(res.statusCode).toBe(200);
  return readPdf(res.rawPayload, keepPngAs);
}

describe("the invoice prints the shop's identity", () => {
  it('has poppler to read PDFs with', () => {
    expect(missingPopplerTools(), "the PDF checks need Debian's poppler-utils").toEqual([]);
  });

  it('name, logo, address, phone, e-mail, tax id; due date by the default terms; remit-to with the payment instructions', async () => {
    expect((await t.request(u, { method: 'PUT', url: '/api/team/identity', payload: shop })).statusCode).toBe(200);
    const logo = await t.request(u, {
      method: 'PUT',
      url: '/api/team/identity/logo',
      ...imageUpload(await pngBytes()),
    });
    expect(logo.statusCode).toBe(200);

    const invoice = await invoiceOf(u, fu, '2026-03-01');
    expect(invoice).toMatchObject({ terms: 'Net 15', dueDate: '2026-03-16', shopName: shop.name });
    expect(invoice.shop).toMatchObject({
      name: shop.name,
      addressLines: ['400 Pit Lane', 'Sebring, FL 33870', 'US'],
      phone: shop.phone,
      email: shop.email,
      taxId: shop.taxId,
      paymentInstructions: shop.paymentInstructions,
    });
    expect(invoice.shop.logoUrl).toMatch(/^\/api\/files\//);

    const pdf = await pdfOf(u, invoice.id, process.env.PDF_PREVIEW);
    expect(pdf.rendered).toBe(true);
    expect(pdf.imageCount, 'the logo is embedded').toBe(1);
    for (const expected of [
      shop.name,
      '400 Pit Lane',
      'Sebring, FL 33870',
      '(863) 555-0142',
      'billing@apex.example',
      'Tax ID: EIN 59-1234567',
      `Invoice ${invoice.number}`,
      'Due date: 03/16/2026',
      'Terms: Net 15',
      'Payment due by 03/16/2026 (Net 15).',
      'Remit to',
      shop.paymentInstructions ?? '',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
  });
});
