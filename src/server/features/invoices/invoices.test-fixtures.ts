import { expect } from 'vitest';
import type { Invoice } from '@shared/invoices/invoices.contract';
import type { TestApp, TestUser } from '../../test/test-app';
import { approvedWorkOrderVia } from '../work-orders/work-orders.test-fixtures';

/** A draft invoice issued `today` for one new approved work order of `refs` (total $1,849.84: $1,701.00 + 8.75 % tax). */
export async function invoiceVia(
  t: TestApp,
  user: TestUser,
  refs: { clientId: string; carId: string },
  today = '2026-06-01',
): Promise<Invoice> {
  const order = await approvedWorkOrderVia(t, user, refs);
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/invoices',
    payload: { workOrderIds: [order.id], today },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

/** POST /api/invoices/:id/payments (or /refunds) as `user`. */
export function postPayment(
  t: TestApp,
  user: TestUser | null,
  invoiceId: string,
  payload: object,
  kind: 'payments' | 'refunds' = 'payments',
) {
  return t.request(user, { method: 'POST', url: `/api/invoices/${invoiceId}/${kind}`, payload });
}
