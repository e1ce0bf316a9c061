import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import {
  addPriceListItemsSchema,
  clientWorkOrdersQuerySchema,
  clientWorkOrdersSchema,
  createFromPriceListSchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderSchema,
  workOrderStatusInputSchema,
} from '@shared/work-orders/work-orders.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  addPriceListItems,
  changeWorkOrderStatus,
  createWorkOrder,
  createWorkOrderFromPriceList,
  getWorkOrder,
  listClientWorkOrders,
  listWorkOrders,
  updateWorkOrderWithCharges,
} from './work-orders.service';

const tags = ['work-orders'];

export const workOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/work-orders',
    {
      schema: {
        operationId: 'listWorkOrders',
        summary: 'List work orders',
        tags,
        description:
          'Newest first, with the counts of event, service, parts and damage charges and the estimated total of each.',
        querystring: workOrderListQuerySchema,
        response: { 200: workOrderListSchema },
      },
    },
    async (request) => listWorkOrders(contextOf(request), request.query),
  );

  app.post(
    '/api/work-orders',
    {
      schema: {
        operationId: 'createWorkOrder',
        summary: 'Create a work order with its charges',
        tags,
        description:
          'The builder: header and all charge lines in one transaction; the number WO-{year}-{sequence} comes from the team counter.',
        body: workOrderInputSchema,
        response: { 201: workOrderSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createWorkOrder(contextOf(request), request.body)),
  );

  app.post(
    '/api/work-orders/from-price-list',
    {
      onRequest: requirePermission('manage_billing'),
      schema: {
        operationId: 'createWorkOrderFromPriceList',
        summary: 'Create a work order from price list items',
        tags: [...tags, 'billing'],
        description:
          "Quick billing's Create New Work Order: a draft for the client's car with the items, priced from the default rate card.",
        body: createFromPriceListSchema,
        response: { 201: workOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWorkOrderFromPriceList(contextOf(request), request.body)),
  );

  app.get(
    '/api/work-orders/:id',
    {
      schema: {
        operationId: 'getWorkOrder',
        summary: 'Get a work order with its charges',
        tags,
        params: idParams,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => getWorkOrder(contextOf(request), request.params.id),
  );

  app.put(
    '/api/work-orders/:id',
    {
      schema: {
        operationId: 'updateWorkOrder',
        summary: 'Change a work order and its charges',
        tags,
        description:
          'Saves the builder over a draft or pending work order: the header and all lines, replaced at once.',
        params: idParams,
        body: workOrderInputSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => updateWorkOrderWithCharges(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/work-orders/:id/status',
    {
      schema: {
        operationId: 'changeWorkOrderStatus',
        summary: 'Move a work order to another status',
        tags,
        description:
          'Send for approval, approve, back to draft, cancel. An illegal move answers 409 with the reason; invoiced and paid follow the invoice.',
        params: idParams,
        body: workOrderStatusInputSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => changeWorkOrderStatus(contextOf(request), request.params.id, request.body.status),
  );

  app.post(
    '/api/work-orders/:id/price-list-items',
    {
      schema: {
        operationId: 'addWorkOrderPriceListItems',
        summary: 'Add price list items to a work order',
        tags: [...tags, 'billing'],
        description:
          "Quick billing's Add to Existing Work Order: the items, priced from the default rate card, join an open work order.",
        params: idParams,
        body: addPriceListItemsSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => addPriceListItems(contextOf(request), request.params.id, request.body.items),
  );

  app.get(
    '/api/clients/:id/work-orders',
    {
      schema: {
        operationId: 'listClientWorkOrders',
        summary: "List a client's work orders by tab",
        tags,
        description:
          "The client profile's repair-order tabs (active, saved, ar, paid), searched by vehicle or RO number, with each tab's count.",
        params: idParams,
        querystring: clientWorkOrdersQuerySchema,
        response: { 200: clientWorkOrdersSchema },
      },
    },
    async (request) => listClientWorkOrders(contextOf(request), request.params.id, request.query),
  );
};
