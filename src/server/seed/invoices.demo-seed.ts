import { sendInvoice } from '../features/invoices/invoices.service';
import { listWorkOrders } from '../features/work-orders/work-orders.service';
import { createInvoice } from '../workflows/create-invoice';
import { payInvoice } from '../workflows/pay-invoice';
import type { DemoSeedStep } from './demo-seed-steps';

/**
 * Invoices from the demo's approved work orders: one client's two work orders consolidated and
 * paid, another's invoiced and sent; one approved work order is left for the Billing Workflow.
 */
export const seedInvoices: DemoSeedStep = async (_deps, ctx) => {
  const approved = (await listWorkOrders(ctx, { status: 'approved', page: 1, pageSize: 50 })).items;
  const byClient = new Map<string, string[]>();
  for (const w of [...approved].reverse()) byClient.set(w.clientId, [...(byClient.get(w.clientId) ?? []), w.id]);
  const groups = [...byClient.values()];
  const [first, second] = groups;
  if (first) {
    const paid = await createInvoice(ctx, { workOrderIds: first, today: '2026-04-01', notes: null });
    await sendInvoice(ctx, paid.id);
    await payInvoice(ctx, paid.id, '2026-04-20');
  }
  const next = second?.[0];
  if (next) {
    const sent = await createInvoice(ctx, { workOrderIds: [next], today: '2026-04-25', notes: null });
    await sendInvoice(ctx, sent.id);
  }
};
