import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList } from '@shared/invoices/invoices.contract';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import type { WorkOrderList } from '@shared/work-orders/work-orders.contract';
import { workOrderStatuses } from '@shared/work-orders/work-orders.rules';
import { seedTwoDemoTeams } from '../../test/demo-teams';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ user } = await seedTwoDemoTeams(t));
}, 120_000);
afterAll(() => t.close());

describe('demo data for the money side', () => {
  it('has rate cards, work orders in every status and invoices', async () => {
    const cards = (await t.request(user, { method: 'GET', url: '/api/rate-cards' })).json<RateCard[]>();
    expect(cards.map((c) => [c.name, c.isDefault])).toEqual([
      ['Standard Rates', true],
      ['Season Client Rates', false],
      ['Premium Client Rates', false],
    ]);
    const orders = (
      await t.request(user, { method: 'GET', url: '/api/work-orders?pageSize=100' })
    ).json<WorkOrderList>();
    expect(new Set(orders.items.map((w) => w.status))).toEqual(new Set(workOrderStatuses));
    // One rush job, its multiplier from the card its client is priced from.
    expect(orders.items.filter((w) => w.pricingTier === 'rush').map((w) => w.title)).toEqual([
      'Race weekend preparation',
    ]);
    const invoices = (await t.request(user, { method: 'GET', url: '/api/invoices' })).json<InvoiceList>();
    expect(invoices.items.map((i) => i.status).sort()).toEqual(['paid', 'sent', 'void']);
  });
});
