import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receivables } from '@shared/invoices/invoices.contract';
import { invoices } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

/** Invoices of the user's team straight in the database: [number, status, due date, total, paid]. */
async function insertInvoices(user: TestUser, rows: [string, string, string, number, number][]) {
  const f = await insertRacingFixtures(t.db, user.teamId);
  await t.db.insert(invoices).values(
    rows.map(([number, status, dueDate, totalCents, paidCents]) => ({
      teamId: user.teamId,
      number,
      clientId: f.client.id,
      status,
      issueDate: '2026-01-01',
      dueDate,
      subtotalCents: totalCents,
      taxRatePercent: 0,
      taxCents: 0,
      totalCents,
      paidCents,
    })),
  );
}

const receivables = (user: TestUser | null, query = '?today=2026-07-01') =>
  t.request(user, { method: 'GET', url: `/api/invoices/receivables${query}` });

describe('GET /api/invoices/receivables', () => {
  it('answers 401 signed out and 403 to a track technician', async () => {
    expect((await receivables(null)).statusCode).toBe(401);
    const tech = await t.signUp();
    await t.setRole(tech, 'track_technician');
    expect((await receivables(tech)).statusCode).toBe(403);
    expect((await receivables(u, '?today=2026-02-30')).statusCode).toBe(400);
  });

  it('ages sent invoices with a balance on the day asked, with totals per bucket (checked by hand)', async () => {
    await insertInvoices(u, [
      ['INV-A', 'sent', '2026-07-15', 10_000, 0], // current: due later
      ['INV-B', 'sent', '2026-07-01', 5_000, 1_000], // current: due today, $40 left
      ['INV-C', 'sent', '2026-06-01', 20_000, 0], // 30 days
      ['INV-D', 'sent', '2026-05-31', 7_500, 2_500], // 31 days, $50 left
      ['INV-E', 'sent', '2026-04-02', 3_000, 0], // 90 days
      ['INV-F', 'sent', '2026-01-01', 40_000, 0], // 181 days
      ['INV-G', 'paid', '2026-01-01', 9_999, 9_999], // paid: not owed
      ['INV-H', 'draft', '2026-01-01', 9_999, 0], // never sent
      ['INV-I', 'void', '2026-01-01', 9_999, 0], // voided
    ]);
    await insertInvoices(other, [['INV-X', 'sent', '2026-01-01', 123_456, 0]]);

    const res = await receivables(u);
    expect(res.statusCode).toBe(200);
    const body = res.json<Receivables>();
    expect(body.items.map((i) => [i.number, i.daysOverdue, i.bucket, i.balanceCents])).toEqual([
      ['INV-F', 181, 'over90', 40_000],
      ['INV-E', 90, 'days61to90', 3_000],
      ['INV-D', 31, 'days31to60', 5_000],
      ['INV-C', 30, 'days1to30', 20_000],
      ['INV-B', 0, 'current', 4_000],
      ['INV-A', 0, 'current', 10_000],
    ]);
    expect(body.buckets.map((b) => [b.key, b.count, b.balanceCents])).toEqual([
      ['current', 2, 14_000],
      ['days1to30', 1, 20_000],
      ['days31to60', 1, 5_000],
      ['days61to90', 1, 3_000],
      ['over90', 1, 40_000],
    ]);
    expect(body).toMatchObject({ total: 6, totalBalanceCents: 82_000, today: '2026-07-01' });

    const page = (await receivables(u, '?today=2026-07-01&page=2&pageSize=4')).json<Receivables>();
    expect(page.items.map((i) => i.number)).toEqual(['INV-B', 'INV-A']);
    expect(page.totalBalanceCents).toBe(82_000);
  });
});
