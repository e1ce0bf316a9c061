import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { ClientAccount, Invoice } from '@shared/invoices/invoices.contract';
import { invoiceMessages } from '@shared/invoices/invoices.rules';
import { paymentMessages } from '@shared/invoices/payments.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { invoices } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { invoiceVia, postPayment } from './invoices.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';
const reason = { reason: 'Invoiced to the wrong client', today: '2026-06-10' };

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
});
afterAll(() => t.close());

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
}
const voidVia = (user: TestUser | null, id: string, payload: object = reason) =>
  t.request(user, { method: 'POST', url: `/api/invoices/${id}/void`, payload });
const mine = () => ({ clientId: fu.client.id, carId: fu.clientCar.id });

describe('POST /api/invoices/:id/void: access', () => {
  it('answers 401 signed out, 404 for another team or a missing invoice, 400 without a reason', async () => {
    expect((await voidVia(null, missingId)).statusCode).toBe(401);
    const theirs = await invoiceVia(t, other, { clientId: fo.client.id, carId: fo.clientCar.id });
    for (const id of [theirs.id, missingId]) expect((await voidVia(u, id)).statusCode).toBe(404);
    const still = (await t.request(other, { method: 'GET', url: `/api/invoices/${theirs.id}` })).json<Invoice>();
    expect(still.status).toBe('draft');
    const mineInvoice = await invoiceVia(t, u, mine());
    const bad = await voidVia(u, mineInvoice.id, { reason: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.reason).toBe(invoiceMessages.reasonRequired);
  });

  it('answers 403 to a track technician', async () => {
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    const invoice = await invoiceVia(t, tech, { clientId: f.client.id, carId: f.clientCar.id });
    await t.setRole(tech, 'track_technician');
    const res = await voidVia(tech, invoice.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(permissionMessages.manage_billing);
  });
});

describe('POST /api/invoices/:id/void: the credit note', () => {
  it('voids the invoice, keeps what it printed, and releases its work orders to be invoiced again', async () => {
    const user = await t.signUp();
    const f = await insertRacingFixtures(t.db, user.teamId);
    const invoice = await invoiceVia(t, user, { clientId: f.client.id, carId: f.clientCar.id });
    await t.request(user, { method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    const account = async () =>
      (await t.request(user, { method: 'GET', url: `/api/clients/${f.client.id}/account` })).json<ClientAccount>();
    expect((await account()).balanceCents).toBe(invoice.totalCents);

    const res = await voidVia(user, invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    const voided = res.json<Invoice>();
    expect(voided).toMatchObject({
      status: 'void',
      creditNote: {
        number: 'CN-2026-001',
        issueDate: '2026-06-10',
        amountCents: invoice.totalCents,
        reason: reason.reason,
      },
    });
    expect(voided.workOrders).toEqual(invoice.workOrders);
    expect((await account()).balanceCents).toBe(0);

    const [order] = invoice.workOrders;
    const released = (await t.request(user, { method: 'GET', url: `/api/work-orders/${order?.id}` })).json<WorkOrder>();
    expect(released.status).toBe('approved');
    const again = await invoiceVia(t, user, { clientId: f.client.id, carId: f.clientCar.id });
    const reinvoiced = await t.request(user, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: [order?.id], today: '2026-06-11' },
    });
    expect(reinvoiced.statusCode, reinvoiced.body).toBe(201);
    expect(reinvoiced.json<Invoice>().number).not.toBe(invoice.number);
    expect(again.number).not.toBe(invoice.number);

    // Nothing more happens to a voided invoice.
    const twice = await voidVia(user, invoice.id);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(invoiceMessages.alreadyVoid);
    const pay = await postPayment(t, user, invoice.id, { amountCents: 100, paidOn: '2026-06-12', method: 'cash' });
    expect(pay.statusCode).toBe(409);
    expect(errorOf(pay).message).toBe(paymentMessages.voided);
    const list = await t.request(user, { method: 'GET', url: '/api/invoices?status=void' });
    expect(list.json<{ items: Invoice[] }>().items.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('asks for a refund first while money is paid on the invoice', async () => {
    const invoice = await invoiceVia(t, u, mine());
    await postPayment(t, u, invoice.id, { amountCents: 2_500, paidOn: '2026-06-02', method: 'cash' });
    const refused = await voidVia(u, invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Refund the $25.00 paid before voiding this invoice');
    const refund = { amountCents: 2_500, paidOn: '2026-06-03', method: 'cash', reason: 'Job cancelled' };
    expect((await postPayment(t, u, invoice.id, refund, 'refunds')).statusCode).toBe(201);
    expect((await voidVia(u, invoice.id)).json<Invoice>().status).toBe('void');
  });
});

describe('credit note numbers under 200 voids at once', () => {
  it('are CN-{year}-001 to 200, each once', async () => {
    const user = await t.signUp();
    const f = await insertRacingFixtures(t.db, user.teamId);
    const rows = await t.db
      .insert(invoices)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          teamId: user.teamId,
          number: `INV-2027-${String(i + 1).padStart(3, '0')}`,
          clientId: f.client.id,
          status: 'sent',
          issueDate: '2027-01-05',
          dueDate: '2027-02-04',
          subtotalCents: 1_000,
          taxRatePercent: 0,
          taxCents: 0,
          totalCents: 1_000,
        })),
      )
      .returning({ id: invoices.id });
    const answers = await Promise.all(
      rows.map((row) => voidVia(user, row.id, { reason: 'Duplicate', today: '2027-01-06' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map((res) => res.json<Invoice>().creditNote?.number).sort();
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => `CN-2027-${String(i + 1).padStart(3, '0')}`));
    const left = await t.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.teamId, user.teamId));
    expect(left.every((row) => row.status === 'void')).toBe(true);
  }, 180_000);
});
