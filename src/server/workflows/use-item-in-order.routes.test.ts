import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UseInOrderResult } from '@shared/inventory/inventory.contract';
import { insertRacingFixtures, type RacingFixtures } from '../features/event-cars/event-cars.test-fixtures';
import {
  createItemVia,
  createLocationVia,
  createSupplierVia,
  itemBody,
} from '../features/inventory/inventory-items.test-fixtures';
import { createWorkOrderVia, workOrderBody } from '../features/work-orders/work-orders.test-fixtures';
import { queryCountHeader } from '../platform/query-count-header';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

// The behaviour of 'Use in Order' is tested with the inventory's routes
// (features/inventory/inventory-items.routes.test.ts); here, what one click costs the database.

let t: TestApp;
let u: TestUser;
let fu: RacingFixtures;
beforeAll(async () => {
  t = await createTestApp({ DB_QUERY_COUNT: '1' });
  u = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
});
afterAll(() => t.close());

describe('POST /api/inventory/items/:id/use', () => {
  it('reads the item once and answers in 10 statements, the transaction included (14 before)', async () => {
    const bay = await createLocationVia(t, u, 'Shop Bay 1', true);
    const supplier = await createSupplierVia(t, u, 'Summit Racing');
    const item = await createItemVia(t, u, itemBody(bay.id, { currentStock: 5, supplierId: supplier.id }));
    const order = await createWorkOrderVia(
      t,
      u,
      workOrderBody(
        { clientId: fu.client.id, carId: fu.clientCar.id },
        { eventCharges: [], serviceCharges: [], partsCharges: [], damageCharges: [] },
      ),
    );
    // The session is resolved by then (the requests above), as it is for every later click.
    const res = await t.request(u, {
      method: 'POST',
      url: `/api/inventory/items/${item.id}/use`,
      payload: { workOrderId: order.id, quantity: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UseInOrderResult>().item).toMatchObject({ currentStock: 3, supplierName: 'Summit Racing' });
    // BEGIN; the item with its names, locked; the work order, locked; its lines; the new line;
    // the order's totals; the item's stock; its stock move; COMMIT; the cars the item fits. On
    // PostgreSQL the reused session is read again first, since another server may have ended it.
    const sessionRecheck = t.database.kind === 'postgres' ? 1 : 0;
    expect(res.headers[queryCountHeader]).toBe(String(10 + sessionRecheck));
  });
});
