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

describe('the invoice is frozen when issued, in a Unicode font', () => {
  const exact = 'Łukasz Wójcik-Řezáč';

  it("prints any client's name exactly, says Tax exempt for an exempt client, and keeps the bill-to, shop and lines after later edits", async () => {
    const user = await t.signUp();
    const f = await insertRacingFixtures(t.db, user.teamId);
    const client = (body: object) =>
      t.request(user, { method: 'PUT', url: `/api/clients/${f.client.id}`, payload: body });
    const first = {
      name: exact,
      email: 'lukasz@example.pl',
      phone: '555-0101',
      address: 'ul. Żółkiewskiego 12',
      city: 'Kraków',
      state: 'NY',
      zipCode: '10001',
      country: 'US',
      taxExempt: true,
    };
    expect((await client(first)).statusCode).toBe(200);
    expect((await t.request(user, { method: 'PUT', url: '/api/team/identity', payload: shop })).statusCode).toBe(200);
    const invoice = await invoiceOf(user, f, '2026-05-01');
    expect(invoice.billTo).toEqual({
      name: exact,
      addressLines: ['ul. Żółkiewskiego 12', 'Kraków, NY 10001', 'US'],
      email: 'lukasz@example.pl',
      phone: '555-0101',
    });
    expect(invoice).toMatchObject({ taxRatePercent: 0, taxCents: 0, clientName: exact });

    const before = await pdfOf(user, invoice.id, process.env.PDF_PREVIEW_UNICODE);
    for (const expected of [exact, 'ul. Żółkiewskiego 12', 'Kraków, NY 10001', 'Tax exempt', shop.name]) {
      expect(before.text, expected).toContain(expected);
    }
    expect(before.text).not.toContain('Tax (0%)');

    // The client moves and is renamed, the shop renamed, the work order's lines are not reachable for change
    // (it is invoiced): the issued invoice keeps what it printed.
    expect(
      (await client({ ...first, name: 'Someone Else', address: '1 New Street', taxExempt: false })).statusCode,
    ).toBe(200);
    expect(
      (await t.request(user, { method: 'PUT', url: '/api/team/identity', payload: { ...shop, name: 'Renamed Shop' } }))
        .statusCode,
    ).toBe(200);
    const again = (await t.request(user, { method: 'GET', url: `/api/invoices/${invoice.id}` })).json<Invoice>();
    expect(again.billTo.name).toBe(exact);
    expect(again.shop.name).toBe(shop.name);
    expect(again.workOrders).toEqual(invoice.workOrders);
    const after = await pdfOf(user, invoice.id);
    expect(after.text).toContain(exact);
    expect(after.text).toContain('ul. Żółkiewskiego 12');
    expect(after.text).not.toContain('Someone Else');
    expect(after.text).not.toContain('Renamed Shop');
    // A new invoice bills the client and the shop as they are now.
    const next = await invoiceOf(user, f, '2026-05-02');
    expect(next.billTo.name).toBe('Someone Else');
    expect(next.shop.name).toBe('Renamed Shop');
  });

  it('prints the payments and the balance due', async () => {
    const invoice = await invoiceOf(u, fu, '2026-05-03');
    const paid = await t.request(u, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { kind: 'deposit', amountCents: 50_000, paidOn: '2026-05-03', method: 'check', reference: '1042' },
    });
    expect(paid.statusCode).toBe(201);
    const pdf = await pdfOf(u, invoice.id);
    for (const expected of ['Deposit 05/03/2026 (Check)', '-$500.00', 'Balance due', '$1,349.84']) {
      expect(pdf.text, expected).toContain(expected);
    }
  });
});
