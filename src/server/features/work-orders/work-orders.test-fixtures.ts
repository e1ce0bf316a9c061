import type { WorkOrder, WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import type { WorkOrderStatus } from '@shared/work-orders/work-orders.rules';
import type { TestApp, TestUser } from '../../test/test-app';

/** A builder body for `clientId`'s `carId`, with one line of each kind unless told otherwise. */
export function workOrderBody(
  refs: { clientId: string; carId: string },
  overrides: Partial<WorkOrderInput> = {},
): WorkOrderInput {
  return {
    clientId: refs.clientId,
    carId: refs.carId,
    title: 'Race weekend support',
    description: 'Transport, support and parts',
    priority: 'high',
    requestedDate: '2026-05-01',
    eventCharges: [{ description: 'Multi-car transport', quantity: 1, unitRateCents: 40_000, chargeType: 'transport' }],
    serviceCharges: [{ description: 'Pre-session inspection', quantity: 0.8, unitRateCents: 9_500 }],
    partsCharges: [{ partName: 'Brake pads', quantity: 2, unitCostCents: 20_000, unitPriceCents: 28_000 }],
    damageCharges: [{ description: 'Panel replacement', quantity: 7, unitRateCents: 9_500 }],
    ...overrides,
  };
}

/** 400 + 76 + 560 + 665 dollars: the body above's total. */
export const workOrderBodyTotalCents = 40_000 + 7_600 + 56_000 + 66_500;

export async function createWorkOrderVia(t: TestApp, user: TestUser, body: WorkOrderInput): Promise<WorkOrder> {
  const res = await t.request(user, { method: 'POST', url: '/api/work-orders', payload: body });
  if (res.statusCode !== 201) throw new Error(`work order not created: ${res.statusCode} ${res.body}`);
  return res.json<WorkOrder>();
}

/** Moves a work order through `statuses` with the status endpoint. */
export async function moveWorkOrderVia(
  t: TestApp,
  user: TestUser,
  id: string,
  statuses: WorkOrderStatus[],
): Promise<WorkOrder> {
  let last: WorkOrder | undefined;
  for (const status of statuses) {
    const res = await t.request(user, { method: 'POST', url: `/api/work-orders/${id}/status`, payload: { status } });
    if (res.statusCode !== 200) throw new Error(`status ${status} refused: ${res.statusCode} ${res.body}`);
    last = res.json<WorkOrder>();
  }
  if (!last) throw new Error('no status given');
  return last;
}

/** An approved work order of `clientId`'s `carId`. */
export async function approvedWorkOrderVia(
  t: TestApp,
  user: TestUser,
  refs: { clientId: string; carId: string },
  overrides: Partial<WorkOrderInput> = {},
): Promise<WorkOrder> {
  const created = await createWorkOrderVia(t, user, workOrderBody(refs, overrides));
  return moveWorkOrderVia(t, user, created.id, ['pending_approval', 'approved']);
}
