import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientAccountSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  receivablesQuerySchema,
  receivablesSchema,
  statementQuerySchema,
} from '@shared/invoices/invoices.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  getClientAccount,
  getClientStatementPdf,
  getInvoice,
  getInvoicePdf,
  getReceivables,
  listInvoices,
  sendInvoice,
} from './invoices.service';

const tags = ['invoices'];

export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  // Invoices and client accounts are billing: managers and administrators only.
  app.addHook('onRequest', requirePermission('manage_billing'));

  app.get(
    '/api/invoices',
    {
      schema: {
        operationId: 'listInvoices',
        summary: 'List invoices',
        tags,
        description: 'Newest first; filter by status or client, search the number or the client name.',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => listInvoices(contextOf(request), request.query),
  );

  app.get(
    '/api/invoices/receivables',
    {
      schema: {
        operationId: 'getReceivables',
        summary: 'List receivables with aging',
        tags,
        description:
          'Sent invoices with a balance, oldest due first, each with its days overdue; and per aging bucket (current, 1–30, 31–60, 61–90, over 90 days) their count and balance, with the total.',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema },
      },
    },
    async (request) => getReceivables(contextOf(request), request.query),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        summary: 'Get an invoice',
        tags,
        params: idParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => getInvoice(contextOf(request), request.params.id),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        summary: 'Get an invoice as a PDF',
        tags,
        description: 'The invoice as a PDF: shop, client, lines, tax, totals and due date.',
        params: idParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getInvoicePdf(storage, contextOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/invoices/:id/send',
    {
      schema: {
        operationId: 'sendInvoice',
        summary: 'Mark an invoice sent',
        tags,
        description: 'Marks a draft invoice sent (409 otherwise).',
        params: idParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => sendInvoice(contextOf(request), request.params.id),
  );

  app.get(
    '/api/clients/:id/account',
    {
      schema: {
        operationId: 'getClientAccount',
        summary: "Get a client's spending and balance",
        tags: [...tags, 'clients'],
        description: "A client's Total Spent (paid invoices), balance (invoices not yet paid) and last payment date.",
        params: idParams,
        response: { 200: clientAccountSchema },
      },
    },
    async (request) => getClientAccount(contextOf(request), request.params.id),
  );

  app.get(
    '/api/clients/:id/statement.pdf',
    {
      schema: {
        operationId: 'getClientStatementPdf',
        summary: "Get a client's statement as a PDF",
        tags: [...tags, 'clients'],
        description:
          'Invoices, payments, refunds and credit notes with the running balance, the closing balance and its aging. Without `from`: the open items on `to` (default today).',
        params: idParams,
        querystring: statementQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getClientStatementPdf(
        storage,
        contextOf(request),
        request.params.id,
        request.query,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
