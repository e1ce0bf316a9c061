import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createInvoiceSchema,
  invoiceSchema,
  payInvoiceSchema,
  recordPaymentSchema,
  recordRefundSchema,
  voidInvoiceSchema,
} from '@shared/invoices/invoices.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf, requirePermission } from '../auth/request-context';
import { createInvoice } from './create-invoice';
import { payInvoice, recordPayment, recordRefund } from './pay-invoice';
import { voidInvoice } from './void-invoice';

const tags = ['invoices'];

/** Invoicing moves work orders along with their invoice (create-invoice.ts, pay-invoice.ts). */
export const invoicingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Invoices are billing: managers and administrators only.
  app.addHook('onRequest', requirePermission('manage_billing'));

  app.post(
    '/api/invoices',
    {
      schema: {
        operationId: 'createInvoice',
        summary: "Invoice a client's approved work orders",
        tags,
        description:
          'Create Consolidated Invoice from approved work orders of one client (they become invoiced): a draft INV-{year}-{sequence}, due in 30 days.',
        body: createInvoiceSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createInvoice(contextOf(request), request.body)),
  );

  app.post(
    '/api/invoices/:id/pay',
    {
      schema: {
        operationId: 'payInvoice',
        summary: 'Mark an invoice paid',
        tags,
        description:
          "Mark Paid: records a payment of the whole balance, so the invoice and its work orders are paid: the client's total spent grows and their balance drops (409 when already paid).",
        params: idParams,
        body: payInvoiceSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => payInvoice(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      schema: {
        operationId: 'recordInvoicePayment',
        summary: 'Record a deposit or payment on an invoice',
        tags,
        description:
          'A deposit or payment (amount, date, method, reference) of at most the balance: 409 with the balance when more, or when already paid. At a balance of 0 the invoice and its work orders are paid.',
        params: idParams,
        body: recordPaymentSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/invoices/:id/void',
    {
      schema: {
        operationId: 'voidInvoice',
        summary: 'Void an invoice by a credit note',
        tags,
        description:
          'Issues credit note CN-{year}-{sequence} for the whole invoice with the reason; the invoice becomes void and its work orders approved again, to be invoiced anew. 409 when already void or while money is paid on it (refund it first). Nothing is deleted.',
        params: idParams,
        body: voidInvoiceSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => voidInvoice(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/invoices/:id/refunds',
    {
      schema: {
        operationId: 'recordInvoiceRefund',
        summary: 'Record a refund on an invoice',
        tags,
        description:
          'Money given back (amount, date, method, reference, reason) of at most what was paid (409 beyond). A paid invoice it leaves owing is sent again, its work orders invoiced.',
        params: idParams,
        body: recordRefundSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordRefund(contextOf(request), request.params.id, request.body)),
  );
};
