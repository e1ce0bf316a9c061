import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { ClientSummary } from '@shared/clients/clients.contract';
import type { ClientAccount, Invoice } from '@shared/invoices/invoices.contract';
import { paymentMessages } from '@shared/invoices/payments.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import { invoiceVia, postPayment } from './invoices.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';
/** The fixtures' invoice: $1,701.00 + $148.84 tax. */
const total = 184_984;

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
});
afterAll(() => t.close());

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

const payment = (amountCents: number, extra: object = {}) => ({
  amountCents,
  paidOn: '2026-06-05',
  method: 'check',
  reference: 'Check 1042',
  ...extra,
});
const refund = (amountCents: number, extra: object = {}) => ({
  ...payment(amountCents, { method: 'card', reference: null, paidOn: '2026-06-25' }),
  reason: 'Brake pads returned unused',
  ...extra,
});

/** A team of its own, so its client's account and its revenue start at zero. */
async function freshTeam(): Promise<{ user: TestUser; refs: { clientId: string; carId: string } }> {
  const user = await t.signUp();
  const f = await insertRacingFixtures(t.db, user.teamId);
  return { user, refs: { clientId: f.client.id, carId: f.clientCar.id } };
}

const accountOf = async (user: TestUser, clientId: string) =>
  (await t.request(user, { method: 'GET', url: `/api/clients/${clientId}/account` })).json<ClientAccount>();
const revenueOf = async (user: TestUser) =>
  (await t.request(user, { method: 'GET', url: '/api/clients/summary' })).json<ClientSummary>().totalRevenueCents;
const workOrderStatus = async (user: TestUser, id: string) =>
  (await t.request(user, { method: 'GET', url: `/api/work-orders/${id}` })).json<WorkOrder>().status;

describe('payments: access', () => {
  it('answers 401 signed out', async () => {
    expect((await postPayment(t, null, missingId, payment(100))).statusCode).toBe(401);
    expect((await postPayment(t, null, missingId, refund(100), 'refunds')).statusCode).toBe(401);
  });

  it("answers 404 for another team's invoice and a missing one, and changes nothing of theirs", async () => {
    const theirs = await invoiceVia(t, other, { clientId: fo.client.id, carId: fo.clientCar.id });
    for (const id of [theirs.id, missingId]) {
      expect((await postPayment(t, u, id, payment(100))).statusCode).toBe(404);
      expect((await postPayment(t, u, id, refund(100), 'refunds')).statusCode).toBe(404);
    }
    const still = (await t.request(other, { method: 'GET', url: `/api/invoices/${theirs.id}` })).json<Invoice>();
    expect(still).toMatchObject({ paidCents: 0, balanceCents: total, payments: [] });
  });

  it('answers 403 to a track technician', async () => {
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    const invoice = await invoiceVia(t, tech, { clientId: f.client.id, carId: f.clientCar.id });
    await t.setRole(tech, 'track_technician');
    for (const res of [
      await postPayment(t, tech, invoice.id, payment(100)),
      await postPayment(t, tech, invoice.id, refund(100), 'refunds'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(permissionMessages.manage_billing);
    }
  });

  it('answers 400 with the field message for a bad amount, date, method, kind or a refund without reason', async () => {
    const invoice = await invoiceVia(t, u, { clientId: fu.client.id, carId: fu.clientCar.id });
    for (const [body, field, message] of [
      [payment(0), 'amountCents', paymentMessages.amountRequired],
      [payment(12.5), 'amountCents', 'Amount must be in whole cents'],
      [payment(100, { method: 'barter' }), 'method', paymentMessages.methodInvalid],
      [payment(100, { kind: 'refund' }), 'kind', paymentMessages.kindInvalid],
      [payment(100, { paidOn: '2026-02-30' }), 'paidOn', 'Enter a valid date'],
    ] as const) {
      const res = await postPayment(t, u, invoice.id, body);
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res).fields?.[field], field).toBe(message);
    }
    const noReason = await postPayment(t, u, invoice.id, refund(100, { reason: '  ' }), 'refunds');
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe(paymentMessages.reasonRequired);
  });
});

describe('payments: deposits, partial payments, paid at a balance of 0, refunds', () => {
  it("move the balance, the status, the work orders, the client's Total Spent and balance and the shop's revenue", async () => {
    const { user: u, refs } = await freshTeam();
    const { clientId } = refs;
    const invoice = await invoiceVia(t, u, refs);
    const [workOrder] = invoice.workOrders;
    const revenueBefore = 0;
    expect(await revenueOf(u)).toBe(revenueBefore);
    expect(invoice).toMatchObject({ status: 'draft', totalCents: total, paidCents: 0, balanceCents: total });

    // A deposit before the work, on the draft.
    const deposit = await postPayment(
      t,
      u,
      invoice.id,
      payment(50_000, { kind: 'deposit', method: 'cash', reference: null }),
    );
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json<Invoice>()).toMatchObject({ status: 'draft', paidCents: 50_000, balanceCents: total - 50_000 });
    await t.request(u, { method: 'POST', url: `/api/invoices/${invoice.id}/send` });

    const partial = (await postPayment(t, u, invoice.id, payment(100_000))).json<Invoice>();
    expect(partial).toMatchObject({ status: 'sent', paidCents: 150_000, balanceCents: 34_984, paidDate: null });
    expect(partial.payments.map((p) => [p.kind, p.amountCents, p.method, p.reference])).toEqual([
      ['deposit', 50_000, 'cash', null],
      ['payment', 100_000, 'check', 'Check 1042'],
    ]);
    expect(await accountOf(u, clientId)).toMatchObject({
      totalSpentCents: 150_000,
      balanceCents: 34_984,
      lastPaymentDate: '2026-06-05',
    });
    expect(await revenueOf(u)).toBe(revenueBefore + 150_000);
    expect(await workOrderStatus(u, workOrder?.id ?? '')).toBe('invoiced');

    // More than the balance is refused with the balance named; nothing changes.
    const over = await postPayment(t, u, invoice.id, payment(34_985));
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toBe('A payment of $349.85 is more than the balance of $349.84');

    const rest = await postPayment(
      t,
      u,
      invoice.id,
      payment(34_984, { paidOn: '2026-06-20', method: 'bank_transfer' }),
    );
    expect(rest.json<Invoice>()).toMatchObject({
      status: 'paid',
      paidCents: total,
      balanceCents: 0,
      paidDate: '2026-06-20',
    });
    expect(await workOrderStatus(u, workOrder?.id ?? '')).toBe('paid');
    expect(await accountOf(u, clientId)).toMatchObject({ totalSpentCents: total, balanceCents: 0 });
    expect(await revenueOf(u)).toBe(revenueBefore + total);

    const again = await postPayment(t, u, invoice.id, payment(1));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(paymentMessages.alreadyPaid);

    // A refund reopens it: sent again, its work order owed again, the totals down by it.
    const tooMuch = await postPayment(t, u, invoice.id, refund(total + 1), 'refunds');
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).message).toBe(paymentMessages.refundTooLarge(total));
    const refunded = (await postPayment(t, u, invoice.id, refund(20_000), 'refunds')).json<Invoice>();
    expect(refunded).toMatchObject({ status: 'sent', paidCents: total - 20_000, balanceCents: 20_000, paidDate: null });
    expect(refunded.payments.at(-1)).toMatchObject({
      kind: 'refund',
      amountCents: 20_000,
      reason: 'Brake pads returned unused',
    });
    expect(await workOrderStatus(u, workOrder?.id ?? '')).toBe('invoiced');
    expect(await accountOf(u, clientId)).toMatchObject({ totalSpentCents: total - 20_000, balanceCents: 20_000 });
    expect(await revenueOf(u)).toBe(revenueBefore + total - 20_000);

    // Mark Paid pays what is left.
    const paid = await t.request(u, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      payload: { today: '2026-07-01', method: 'card' },
    });
    expect(paid.json<Invoice>()).toMatchObject({ status: 'paid', balanceCents: 0, paidDate: '2026-07-01' });
    expect(paid.json<Invoice>().payments.at(-1)).toMatchObject({
      kind: 'payment',
      amountCents: 20_000,
      method: 'card',
    });
  });

  it('refuses a refund on an invoice nothing was paid on', async () => {
    const invoice = await invoiceVia(t, u, { clientId: fu.client.id, carId: fu.clientCar.id });
    const res = await postPayment(t, u, invoice.id, refund(100), 'refunds');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(paymentMessages.nothingToRefund);
  });
});

describe('payments: 200 at once on one invoice', () => {
  it('never pay more than the balance: the ones that fit are recorded, the rest refused with the balance', async () => {
    const invoice = await invoiceVia(t, u, { clientId: fu.client.id, carId: fu.clientCar.id });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postPayment(t, u, invoice.id, payment(1_000, { reference: `#${i}` }))),
    );
    const recorded = answers.filter((res) => res.statusCode === 201).length;
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(recorded).toBe(Math.floor(total / 1_000));
    expect(refused.length).toBe(200 - recorded);
    for (const res of refused)
      expect(errorOf(res).message).toMatch(/^A payment of \$10\.00 is more than the balance of \$/);
    const after = (await t.request(u, { method: 'GET', url: `/api/invoices/${invoice.id}` })).json<Invoice>();
    expect(after).toMatchObject({
      paidCents: recorded * 1_000,
      balanceCents: total - recorded * 1_000,
      status: 'draft',
    });
    expect(after.payments).toHaveLength(recorded);
  }, 120_000);
});
