import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPage, ClientSummary } from '@shared/clients/clients.contract';
import type { ClientAccount, Invoice, InvoiceList } from '@shared/invoices/invoices.contract';
import { clientAccount, invoiceStatuses } from '@shared/invoices/invoices.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { clients, invoices } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import {
  approvedWorkOrderVia,
  createWorkOrderVia,
  moveWorkOrderVia,
  workOrderBody,
  workOrderBodyTotalCents,
} from '../work-orders/work-orders.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';
const mine = () => ({ clientId: fu.client.id, carId: fu.clientCar.id });
const theirs = () => ({ clientId: fo.client.id, carId: fo.clientCar.id });

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

async function createInvoice(user: TestUser, workOrderIds: string[], today = '2026-06-01'): Promise<Invoice> {
  const res = await t.request(user, { method: 'POST', url: '/api/invoices', payload: { workOrderIds, today } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

async function workOrder(user: TestUser, id: string): Promise<WorkOrder> {
  return (await t.request(user, { method: 'GET', url: `/api/work-orders/${id}` })).json<WorkOrder>();
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
});
afterAll(() => t.close());

describe('invoices: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/invoices' },
      { method: 'POST', url: '/api/invoices', payload: { workOrderIds: [missingId] } },
      { method: 'GET', url: `/api/invoices/${missingId}` },
      { method: 'GET', url: `/api/invoices/${missingId}/pdf` },
      { method: 'POST', url: `/api/invoices/${missingId}/send` },
      { method: 'POST', url: `/api/invoices/${missingId}/pay`, payload: {} },
      { method: 'GET', url: `/api/clients/${missingId}/account` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's invoice on every route, and 400 for their work orders in a body", async () => {
    const theirOrder = await approvedWorkOrderVia(t, other, theirs());
    const theirInvoice = await createInvoice(other, [theirOrder.id]);
    for (const id of [theirInvoice.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/invoices/${id}` })).statusCode).toBe(404);
      expect((await t.request(u, { method: 'GET', url: `/api/invoices/${id}/pdf` })).statusCode).toBe(404);
      expect((await t.request(u, { method: 'POST', url: `/api/invoices/${id}/send` })).statusCode).toBe(404);
      const pay = await t.request(u, { method: 'POST', url: `/api/invoices/${id}/pay`, payload: {} });
      expect(pay.statusCode).toBe(404);
    }
    const res = await t.request(u, { method: 'GET', url: `/api/invoices/${theirInvoice.id}` });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    const account = await t.request(u, { method: 'GET', url: `/api/clients/${fo.client.id}/account` });
    expect(account.statusCode).toBe(404);

    const otherApproved = await approvedWorkOrderVia(t, other, theirs());
    const steal = await t.request(u, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: [otherApproved.id] },
    });
    expect(steal.statusCode).toBe(400);
    expect(errorOf(steal)).toEqual({
      code: 'validation_failed',
      message: 'Work order not found',
      fields: { workOrderIds: 'Work order not found' },
    });
    expect((await workOrder(other, otherApproved.id)).status).toBe('approved');
    const still = (await t.request(other, { method: 'GET', url: '/api/invoices' })).json<InvoiceList>();
    expect(still.items.map((i) => i.id)).toEqual([theirInvoice.id]);
  });
});

describe('invoices: creating a consolidated invoice', () => {
  it('refuses no work orders, unapproved ones and two clients; nothing changes', async () => {
    const none = await t.request(u, { method: 'POST', url: '/api/invoices', payload: { workOrderIds: [] } });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toMatchObject({
      message: 'Select at least one approved work order',
      fields: { workOrderIds: 'Select at least one approved work order' },
    });
    const draft = await createWorkOrderVia(t, u, workOrderBody(mine()));
    const approved = await approvedWorkOrderVia(t, u, mine());
    const notApproved = await t.request(u, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: [approved.id, draft.id] },
    });
    expect(notApproved.statusCode).toBe(409);
    expect(errorOf(notApproved).message).toBe('Only approved work orders can be invoiced');
    const blue = await approvedWorkOrderVia(t, u, { clientId: fu.otherClient.id, carId: fu.otherClientCar.id });
    const mixed = await t.request(u, {
      method: 'POST',
      url: '/api/invoices',
      payload: { workOrderIds: [approved.id, blue.id] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).message).toBe('All work orders on one invoice must belong to the same client');
    expect((await workOrder(u, approved.id)).status).toBe('approved');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.teamId, u.teamId));
    expect(row).toBeUndefined();
  });

  it('saves a draft INV-{year}-001 due in 30 days with 8.75 % tax; its work orders become invoiced', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const refs = { clientId: f.client.id, carId: f.clientCar.id };
    const a = await approvedWorkOrderVia(t, team, refs);
    const b = await approvedWorkOrderVia(t, team, refs, {
      eventCharges: [],
      partsCharges: [],
      damageCharges: [],
      serviceCharges: [{ description: 'Setup', quantity: 1.5, unitRateCents: 9_500 }],
    });
    const invoice = await createInvoice(team, [a.id, b.id], '2026-12-10');
    const subtotal = workOrderBodyTotalCents + 14_250;
    expect(invoice).toMatchObject({
      number: 'INV-2026-001',
      status: 'draft',
      clientId: f.client.id,
      clientName: 'Ayrton Costa',
      issueDate: '2026-12-10',
      dueDate: '2027-01-09',
      subtotalCents: subtotal,
      taxRatePercent: 8.75,
      taxCents: 16_131, // 184,350 × 8.75 % = 16,130.625, rounded half up
      workOrderCount: 2,
      shopName: expect.any(String) as string,
    });
    expect(invoice.totalCents).toBe(subtotal + invoice.taxCents);
    expect(invoice.workOrders.map((w) => [w.number, w.totalCents])).toEqual([
      [a.number, workOrderBodyTotalCents],
      [b.number, 14_250],
    ]);
    expect(invoice.workOrders[1]?.serviceCharges[0]).toMatchObject({ description: 'Setup', totalCents: 14_250 });
    for (const id of [a.id, b.id]) {
      expect(await workOrder(team, id)).toMatchObject({
        status: 'invoiced',
        invoiceId: invoice.id,
        invoiceNumber: 'INV-2026-001',
      });
    }
    // Invoiced work orders can no longer go on another invoice.
    const again = await t.request(team, { method: 'POST', url: '/api/invoices', payload: { workOrderIds: [a.id] } });
    expect(again.statusCode).toBe(409);
    const c = await approvedWorkOrderVia(t, team, refs);
    expect((await createInvoice(team, [c.id], '2026-12-11')).number).toBe('INV-2026-002');
  });

  it('charges no tax to a tax-exempt client', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    await t.db.update(clients).set({ taxExempt: true }).where(eq(clients.id, f.client.id));
    const order = await approvedWorkOrderVia(t, team, { clientId: f.client.id, carId: f.clientCar.id });
    const invoice = await createInvoice(team, [order.id]);
    expect(invoice).toMatchObject({ taxRatePercent: 0, taxCents: 0, totalCents: workOrderBodyTotalCents });
  });

  it('two invoices at once for the same work order: one wins, the other is refused', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const order = await approvedWorkOrderVia(t, team, { clientId: f.client.id, carId: f.clientCar.id });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request(team, { method: 'POST', url: '/api/invoices', payload: { workOrderIds: [order.id] } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = (await t.request(team, { method: 'GET', url: '/api/invoices' })).json<InvoiceList>();
    expect(list.total).toBe(1);
  });
});

describe('invoices: sent and paid', () => {
  it("marks sent, then paid: work orders become paid and the client's total spent and balance follow", async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const refs = { clientId: f.client.id, carId: f.clientCar.id };
    const account = async () =>
      (await t.request(team, { method: 'GET', url: `/api/clients/${f.client.id}/account` })).json<ClientAccount>();
    const clientRow = async () => {
      const page = (await t.request(team, { method: 'GET', url: '/api/clients' })).json<ClientPage>();
      return page.items.find((c) => c.id === f.client.id);
    };
    expect(await account()).toEqual({
      clientId: f.client.id,
      totalSpentCents: 0,
      balanceCents: 0,
      lastPaymentDate: null,
    });
    const order = await approvedWorkOrderVia(t, team, refs);
    const invoice = await createInvoice(team, [order.id]);
    expect(await account()).toMatchObject({ totalSpentCents: 0, balanceCents: invoice.totalCents });

    const sent = await t.request(team, { method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect(sent.json<Invoice>()).toMatchObject({ status: 'sent' });
    expect(sent.json<Invoice>().sentAt).not.toBeNull();
    const sentAgain = await t.request(team, { method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect(sentAgain.statusCode).toBe(409);
    expect(errorOf(sentAgain).message).toBe('This invoice is already sent');

    const paid = await t.request(team, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      payload: { today: '2026-06-20' },
    });
    expect(paid.json<Invoice>()).toMatchObject({ status: 'paid', paidDate: '2026-06-20' });
    expect((await workOrder(team, order.id)).status).toBe('paid');
    expect(await account()).toEqual({
      clientId: f.client.id,
      totalSpentCents: invoice.totalCents,
      balanceCents: 0,
      lastPaymentDate: '2026-06-20',
    });
    expect((await clientRow())?.totalSpentCents).toBe(invoice.totalCents);
    const summary = (await t.request(team, { method: 'GET', url: '/api/clients/summary' })).json<ClientSummary>();
    expect(summary.totalRevenueCents).toBe(invoice.totalCents);

    const paidAgain = await t.request(team, { method: 'POST', url: `/api/invoices/${invoice.id}/pay`, payload: {} });
    expect(paidAgain.statusCode).toBe(409);
    expect(errorOf(paidAgain).message).toBe('This invoice has already been paid');
    const sendPaid = await t.request(team, { method: 'POST', url: `/api/invoices/${invoice.id}/send` });
    expect(sendPaid.statusCode).toBe(409);

    // A work order that is paid cannot be moved by hand any more.
    const move = await t.request(team, {
      method: 'POST',
      url: `/api/work-orders/${order.id}/status`,
      payload: { status: 'cancelled' },
    });
    expect(move.statusCode).toBe(409);
    const bad = await t.request(team, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      payload: { today: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ today: 'Enter a valid date' });
  });

  it('lists invoices newest first, filtered by status, client and search', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const a = await createInvoice(team, [
      (await approvedWorkOrderVia(t, team, { clientId: f.client.id, carId: f.clientCar.id })).id,
    ]);
    const b = await createInvoice(team, [
      (await approvedWorkOrderVia(t, team, { clientId: f.otherClient.id, carId: f.otherClientCar.id })).id,
    ]);
    await t.request(team, { method: 'POST', url: `/api/invoices/${b.id}/send` });
    const ids = async (query = '') =>
      (await t.request(team, { method: 'GET', url: `/api/invoices${query}` }))
        .json<InvoiceList>()
        .items.map((i) => i.id);
    expect(await ids()).toEqual([b.id, a.id]);
    expect(await ids('?status=sent')).toEqual([b.id]);
    expect(await ids(`?clientId=${f.client.id}`)).toEqual([a.id]);
    expect(await ids('?search=blue')).toEqual([b.id]);
    expect(await ids(`?search=${a.number}`)).toEqual([a.id]);
    const list = (await t.request(team, { method: 'GET', url: '/api/invoices' })).json<InvoiceList>();
    expect(list.items[0]).toMatchObject({ workOrderCount: 1, clientName: 'Blue Garage', status: 'sent' });
  });
});

describe('invoices: Total Spent in SQL agrees with the rule', () => {
  it('on generated invoices, partly paid too: the client list, the account and clientAccount() give the same totals', async () => {
    const team = await t.signUp();
    const f = await insertRacingFixtures(t.db, team.teamId);
    const clientIds = [f.client.id, f.otherClient.id];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            client: fc.integer({ min: 0, max: 1 }),
            status: fc.constantFrom(...invoiceStatuses),
            totalCents: fc.integer({ min: 0, max: 50_000_000 }),
            paidPercent: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 12 },
        ),
        async (drawn) => {
          // A paid invoice was paid in full; others may hold deposits and partial payments.
          const generated = drawn.map((g) => ({
            ...g,
            paidCents: g.status === 'paid' ? g.totalCents : Math.floor((g.totalCents * g.paidPercent) / 100),
          }));
          run += 1;
          await t.db.delete(invoices).where(eq(invoices.teamId, team.teamId));
          if (generated.length > 0) {
            await t.db.insert(invoices).values(
              generated.map((g, i) => ({
                teamId: team.teamId,
                number: `GEN-${run}-${i}`,
                clientId: clientIds[g.client] ?? '',
                status: g.status,
                issueDate: '2026-01-01',
                dueDate: '2026-01-31',
                subtotalCents: g.totalCents,
                taxRatePercent: 0,
                taxCents: 0,
                totalCents: g.totalCents,
                paidCents: g.paidCents,
                paidDate: g.status === 'paid' ? '2026-01-15' : null,
              })),
            );
          }
          const page = (await t.request(team, { method: 'GET', url: '/api/clients' })).json<ClientPage>();
          for (const [index, clientId] of clientIds.entries()) {
            const expected = clientAccount(generated.filter((g) => g.client === index));
            expect(page.items.find((c) => c.id === clientId)?.totalSpentCents).toBe(expected.totalSpentCents);
            const acc = (
              await t.request(team, { method: 'GET', url: `/api/clients/${clientId}/account` })
            ).json<ClientAccount>();
            expect([acc.totalSpentCents, acc.balanceCents]).toEqual([expected.totalSpentCents, expected.balanceCents]);
          }
          const summary = (await t.request(team, { method: 'GET', url: '/api/clients/summary' })).json<ClientSummary>();
          expect(summary.totalRevenueCents).toBe(clientAccount(generated).totalSpentCents);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('invoices: PDF', () => {
  it('renders the shop, client, lines, tax, totals and due date (checked with poppler)', async () => {
    const missing = ['pdftoppm', 'pdftotext'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
    expect(
      missing,
      `${missing.join(' and ')} not found: the PDF check needs Debian's poppler-utils (apt-get install -y poppler-utils)`,
    ).toEqual([]);

    const order = await approvedWorkOrderVia(t, u, mine(), { title: 'Brake refresh' });
    const invoice = await createInvoice(u, [order.id], '2026-03-01');
    const res = await t.request(u, { method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-invoice-'));
    try {
      const file = path.join(dir, 'invoice.pdf');
      fs.writeFileSync(file, res.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
      const png = fs.readdirSync(dir).find((name) => name.endsWith('.png'));
      expect(png, 'pdftoppm rendered the first page').toBeDefined();
      expect(
        fs
          .readFileSync(path.join(dir, png ?? ''))
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');

      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      const shop = (await t.request(u, { method: 'GET', url: `/api/invoices/${invoice.id}` })).json<Invoice>().shopName;
      for (const expected of [
        shop,
        `Invoice ${invoice.number}`,
        'Bill to',
        'Ayrton Costa',
        'ayrton@example.com',
        `${order.number}: Brake refresh (Spec Miata #12)`,
        'Multi-car transport',
        'Brake pads',
        '$560.00',
        'Subtotal',
        '$1,701.00',
        'Tax (8.75%)',
        '$148.84',
        '$1,849.84',
        'Due date: 03/31/2026',
      ]) {
        expect(text, expected).toContain(expected);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves an approved work order past the invoice, and still renders after paying', async () => {
    const order = await createWorkOrderVia(t, u, workOrderBody(mine()));
    await moveWorkOrderVia(t, u, order.id, ['pending_approval', 'approved']);
    const invoice = await createInvoice(u, [order.id]);
    await t.request(u, { method: 'POST', url: `/api/invoices/${invoice.id}/pay`, payload: {} });
    const res = await t.request(u, { method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
  });
});
