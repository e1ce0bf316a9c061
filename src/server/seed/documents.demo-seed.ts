import { issueDocumentLink } from '../features/document-links/document-links.service';
import { listInvoices } from '../features/invoices/invoices.service';
import { listWorkOrders } from '../features/work-orders/work-orders.service';
import type { DemoSeedStep } from './demo-seed-steps';

/**
 * The demo's documents that reached a client: the estimate waiting for approval and the sent
 * invoice each have their private link (recorded as sent to the client; no mail is made).
 */
export const seedDocumentLinks: DemoSeedStep = async (_deps, ctx) => {
  const now = new Date();
  const [pending] = (await listWorkOrders(ctx, { status: 'pending_approval', page: 1, pageSize: 1 })).items;
  if (pending) {
    await issueDocumentLink(ctx, { kind: 'estimate', workOrderId: pending.id }, 'client@example.com', now);
  }
  const [sent] = (await listInvoices(ctx, { status: 'sent', page: 1, pageSize: 1 })).items;
  if (sent) await issueDocumentLink(ctx, { kind: 'invoice', invoiceId: sent.id }, 'client@example.com', now);
};
