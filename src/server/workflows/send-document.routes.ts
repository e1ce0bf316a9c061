import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveEstimateSchema,
  declineEstimateSchema,
  documentSendingSchema,
  documentTokenParams,
  latestSendingSchema,
  publicDocumentSchema,
  sendDocumentSchema,
} from '@shared/document-links/document-links.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { assertCan, contextOf, requirePermission } from '../auth/request-context';
import {
  answerEstimate,
  getDocumentSending,
  getPublicDocument,
  getPublicDocumentPdf,
  revokeDocumentLink,
  sendEstimate,
  sendInvoiceByMail,
} from './send-document';

const tags = ['documents'];
const sendOnly = requirePermission('send_documents');

/** Send estimate, Send invoice, the last sending and Revoke link (send-document.ts). */
export const sendDocumentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { mail, storage, config }) => {
  const deps = { mail, storage, baseUrl: config.baseUrl };

  app.post(
    '/api/work-orders/:id/sendings',
    {
      onRequest: sendOnly,
      schema: {
        operationId: 'sendEstimate',
        summary: 'Send estimate',
        tags: [...tags, 'work-orders'],
        description:
          'Mails the work order to the client as an estimate, with its PDF and a private link (30 days) to approve or decline it; earlier links stop working. A draft goes to pending approval; other statuses than draft and pending approval answer 409.',
        params: idParams,
        body: sendDocumentSchema,
        response: { 201: documentSendingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendEstimate(deps, contextOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/work-orders/:id/sendings/latest',
    {
      schema: {
        operationId: 'getEstimateSending',
        summary: "Get a work order's last sending",
        tags: [...tags, 'work-orders'],
        description: "When and to whom the estimate was last sent, its link's state and the client's answer.",
        params: idParams,
        response: { 200: latestSendingSchema },
      },
    },
    async (request) => ({
      sending: await getDocumentSending(contextOf(request), { kind: 'estimate', workOrderId: request.params.id }),
    }),
  );

  app.post(
    '/api/work-orders/:id/sendings/revoke',
    {
      onRequest: sendOnly,
      schema: {
        operationId: 'revokeEstimateLink',
        summary: "Revoke an estimate's link",
        tags: [...tags, 'work-orders'],
        description: 'The links mailed with the estimate stop working (409 when none works).',
        params: idParams,
        response: { 200: documentSendingSchema },
      },
    },
    async (request) => revokeDocumentLink(contextOf(request), { kind: 'estimate', workOrderId: request.params.id }),
  );

  app.post(
    '/api/invoices/:id/sendings',
    {
      onRequest: sendOnly,
      schema: {
        operationId: 'sendInvoiceByMail',
        summary: 'Send invoice',
        tags: [...tags, 'invoices'],
        description:
          'Mails the invoice to the client with its PDF and a private link (30 days) showing what is owed and paid; earlier links stop working. A draft becomes sent; a void invoice answers 409.',
        params: idParams,
        body: sendDocumentSchema,
        response: { 201: documentSendingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendInvoiceByMail(deps, contextOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/invoices/:id/sendings/latest',
    {
      schema: {
        operationId: 'getInvoiceSending',
        summary: "Get an invoice's last sending",
        tags: [...tags, 'invoices'],
        description: "When and to whom the invoice was last sent and its link's state.",
        params: idParams,
        response: { 200: latestSendingSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      assertCan(ctx, 'manage_billing');
      return { sending: await getDocumentSending(ctx, { kind: 'invoice', invoiceId: request.params.id }) };
    },
  );

  app.post(
    '/api/invoices/:id/sendings/revoke',
    {
      onRequest: sendOnly,
      schema: {
        operationId: 'revokeInvoiceLink',
        summary: "Revoke an invoice's link",
        tags: [...tags, 'invoices'],
        description: 'The links mailed with the invoice stop working (409 when none works).',
        params: idParams,
        response: { 200: documentSendingSchema },
      },
    },
    async (request) => revokeDocumentLink(contextOf(request), { kind: 'invoice', invoiceId: request.params.id }),
  );
};

const originOf = (request: FastifyRequest) => ({
  address: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/**
 * A mailed document by its private link, signed out: an unknown token answers 404, an expired or
 * revoked link 404 with a message that says so. Rate limited like every /api route.
 */
export const publicDocumentRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { mail, storage, config, publicDb },
) => {
  const deps = { mail, storage, baseUrl: config.baseUrl };

  app.get(
    '/api/documents/:token',
    {
      schema: {
        operationId: 'getSharedDocument',
        summary: 'Get a document by its link',
        tags,
        description: 'An estimate (lines, total, approval) or an invoice (what is owed and paid), signed out.',
        params: documentTokenParams,
        response: { 200: publicDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPublicDocument(publicDb, request.params.token);
    },
  );

  app.get(
    '/api/documents/:token/pdf',
    {
      schema: {
        operationId: 'getSharedDocumentPdf',
        summary: "Get a document's PDF by its link",
        tags,
        params: documentTokenParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getPublicDocumentPdf(deps, publicDb, request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/documents/:token/approve',
    {
      schema: {
        operationId: 'approveSharedEstimate',
        summary: 'Approve an estimate by its link',
        tags,
        description:
          'The client approves with their name: the work order is approved (client_approved_at, client_approved_by). 409 when already answered or no longer pending.',
        params: documentTokenParams,
        body: approveEstimateSchema,
        response: { 200: publicDocumentSchema },
      },
    },
    async (request) =>
      answerEstimate(
        deps,
        publicDb,
        request.params.token,
        { approved: true, name: request.body.name },
        originOf(request),
      ),
  );

  app.post(
    '/api/documents/:token/decline',
    {
      schema: {
        operationId: 'declineSharedEstimate',
        summary: 'Decline an estimate by its link',
        tags,
        description: 'The client declines with a note: the work order goes back to draft. 409 as for approving.',
        params: documentTokenParams,
        body: declineEstimateSchema,
        response: { 200: publicDocumentSchema },
      },
    },
    async (request) =>
      answerEstimate(
        deps,
        publicDb,
        request.params.token,
        { approved: false, note: request.body.note },
        originOf(request),
      ),
  );
};
