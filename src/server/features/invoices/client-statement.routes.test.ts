import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { statementMessages } from '@shared/invoices/statement.rules';
import { clients } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { missingPopplerTools, readPdf } from '../../test/pdf-text';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { invoiceVia, postPayment } from './invoices.test-fixtures';

/** GET /api/clients/:id/statement.pdf: a client's invoices, payments and credit notes, read back with poppler. */

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;
const missingId = '00000000-0000-4000-8000-000000000000';
const name = 'Łukasz Wójcik-Řezáč';

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
  await t.db
    .update(clients)
    .set({
      firstName: null,
      lastName: null,
      displayName: name,
      billingAddress: {
        street: '12 ulica Długa',
        city: 'Kraków',
        state: null,
        postalCode: '31-147',
        country: 'Poland',
      },
    })
    .where(eq(clients.id, fu.client.id));
});
afterAll(() => t.close());

const statementOf = (user: TestUser | null, clientId: string, query = '') =>
  t.request(user, { method: 'GET', url: `/api/clients/${clientId}/statement.pdf${query}` });

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
}

describe('GET /api/clients/:id/statement.pdf: access', () => {
  it('answers 401 signed out, 404 for another team or a missing client, 400 for a bad period', async () => {
    expect((await statementOf(null, fu.client.id)).statusCode).toBe(401);
    for (const id of [fo.client.id, missingId]) expect((await statementOf(u, id)).statusCode).toBe(404);
    expect((await statementOf(other, fu.client.id)).statusCode).toBe(404);
    const reversed = await statementOf(u, fu.client.id, '?from=2026-06-02&to=2026-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).fields?.from).toBe(statementMessages.fromAfterTo);
    expect((await statementOf(u, fu.client.id, '?to=2026-02-30')).statusCode).toBe(400);
    expect((await statementOf(u, fu.client.id, '?from=yesterday')).statusCode).toBe(400);
  });

  it('answers 403 to a track technician (manage_billing)', async () => {
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    await t.setRole(tech, 'track_technician');
    const res = await statementOf(tech, f.client.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(permissionMessages.manage_billing);
  });
});

describe('GET /api/clients/:id/statement.pdf: what it prints', () => {
  it('has poppler to read PDFs with', () => {
    expect(missingPopplerTools(), "the PDF checks need Debian's poppler-utils").toEqual([]);
  });

  it('open items and a period: invoices, payments, credit notes, running and closing balance, aging (checked by hand)', async () => {
    const refs = { clientId: fu.client.id, carId: fu.clientCar.id };
    // $1,849.84 each, due 30 days after issue.
    const first = await invoiceVia(t, u, refs, '2026-03-01');
    expect((await t.request(u, { method: 'POST', url: `/api/invoices/${first.id}/send` })).statusCode).toBe(200);
    const paid = await postPayment(t, u, first.id, {
      amountCents: 84_984,
      paidOn: '2026-03-10',
      method: 'card',
      reference: 'AUTH-77',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const second = await invoiceVia(t, u, refs, '2026-04-01');
    const voided = await t.request(u, {
      method: 'POST',
      url: `/api/invoices/${second.id}/void`,
      payload: { reason: 'Wrong car', today: '2026-04-05' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    await invoiceVia(t, u, refs, '2026-05-01'); // a draft: not on the statement

    const open = await statementOf(u, fu.client.id, '?to=2026-06-01');
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.headers['content-disposition']).toBe('attachment; filename="statement-2026-06-01.pdf"');
    const openText = readPdf(open.rawPayload, '/tmp/shots-statement-pricing/statement-open.png').text;
    expect(openText).toContain(name);
    expect(openText).toContain('Kraków');
    expect(openText).toContain('Open items as of 06/01/2026');
    expect(openText).toContain(`Invoice ${first.number}, due 03/31/2026`);
    expect(openText).toMatch(
      new RegExp(`Payment \\(Card, ref AUTH-77\\) – ${first.number}\\s+\\$849\\.84\\s+\\$1,000\\.00`),
    );
    expect(openText).not.toContain(second.number);
    // Due 03/31, 62 days past on 06/01: $1,000.00 in 61–90 days.
    expect(openText).toMatch(/Current\s+1–30 days\s+31–60 days\s+61–90 days\s+Over 90 days\s+Total/);
    expect(openText).toMatch(/\$0\.00\s+\$0\.00\s+\$0\.00\s+\$1,000\.00\s+\$0\.00\s+\$1,000\.00/);
    expect(openText).toMatch(/Closing balance\s+\$1,000\.00/);

    const period = await statementOf(u, fu.client.id, '?from=2026-03-05&to=2026-06-01');
    const text = readPdf(period.rawPayload, '/tmp/shots-statement-pricing/statement-period.png').text;
    expect(text).toContain('Period: 03/05/2026 – 06/01/2026');
    // Opening: the invoice of 03/01 ($1,849.84); then the payment, the second invoice and its credit note.
    expect(text).toMatch(/Opening balance\s+\$1,849\.84/);
    expect(text).toMatch(new RegExp(`Invoice ${second.number}, due 05/01/2026\\s+\\$1,849\\.84\\s+\\$2,849\\.84`));
    expect(text).toMatch(
      new RegExp(`Credit note CN-2026-\\d+ – voids ${second.number}\\s+\\$1,849\\.84\\s+\\$1,000\\.00`),
    );
    expect(text).toMatch(/Closing balance\s+\$1,000\.00/);

    const nothing = readPdf((await statementOf(u, fu.client.id, '?to=2026-02-01')).rawPayload).text;
    expect(nothing).toContain('No open items');
    expect(nothing).toMatch(/Closing balance\s+\$0\.00/);
  });
});
