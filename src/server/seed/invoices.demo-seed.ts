import { sendInvoice } from '../features/invoices/invoices.service';
import { listWorkOrders } from '../features/work-orders/work-orders.service';
import { createInvoice } from '../workflows/create-invoice';
import { payInvoice, recordPayment } from '../workflows/pay-invoice';
import { voidInvoice } from '../workflows/void-invoice';
import type { DemoSeedStep } from './demo-seed-steps';

/**
 * Invoices from the demo's approved work orders: one client's two work orders consolidated and
 * paid by bank transfer, another's invoiced with a card deposit and sent; one approved work order is left
 * for the Billing Workflow.
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
    await payInvoice(ctx, paid.id, { today: '2026-04-20', method: 'bank_transfer', reference: 'TRF 88412' });
  }
  const next = second?.[0];
  if (next) {
    const sent = await createInvoice(ctx, { workOrderIds: [next], today: '2026-04-25', notes: null });
    await recordPayment(ctx, sent.id, {
      kind: 'deposit',
      amountCents: Math.min(25_000, sent.totalCents),
      paidOn: '2026-04-25',
      method: 'card',
      reference: 'Visa ending 4242',
    });
    await sendInvoice(ctx, sent.id);
  }
  // An invoice made by mistake and voided by its credit note: its work order is approved again,
  // left for the Billing Workflow.
  const used = new Set([...(first ?? []), next]);
  const left = approved.map((w) => w.id).find((id) => !used.has(id));
  if (left) {
    const mistaken = await createInvoice(ctx, { workOrderIds: [left], today: '2026-05-02', notes: null });
    await voidInvoice(ctx, mistaken.id, { reason: 'Invoiced to the wrong client', today: '2026-05-03' });
  }
};
