import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignItemInputSchema,
  bulkAssignInputSchema,
  bulkAssignResultSchema,
  inventoryItemInputSchema,
  inventoryItemSchema,
  inventoryListQuerySchema,
  inventoryListSchema,
} from '@shared/inventory/inventory.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import {
  assignInventoryItem,
  assignInventoryItems,
  createInventoryItem,
  deleteInventoryItem,
  getInventoryItem,
  listInventoryItems,
  unassignInventoryItem,
  updateInventoryItem,
} from './inventory-items.service';

const tags = ['inventory'];

/** Assigning shop items to clients (and back) is for managers and administrators. */
const assignmentsOnly = requirePermission('manage_assignments');

export const inventoryItemsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/inventory/items',
    {
      schema: {
        operationId: 'listInventoryItems',
        summary: 'List inventory items',
        tags,
        description: 'The active items, by name (or by location, then name): searched, filtered and paged.',
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryListSchema },
      },
    },
    async (request) => listInventoryItems(contextOf(request), request.query),
  );

  app.post(
    '/api/inventory/items',
    {
      schema: {
        operationId: 'createInventoryItem',
        summary: 'Add an inventory item',
        tags,
        description: "Creates an item and records its stock as an 'initial' stock move.",
        body: inventoryItemInputSchema,
        response: { 201: inventoryItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createInventoryItem(contextOf(request), request.body)),
  );

  app.post(
    '/api/inventory/items/assign',
    {
      onRequest: assignmentsOnly,
      schema: {
        operationId: 'assignInventoryItems',
        summary: 'Assign shop items to a client',
        tags,
        description:
          "Assigns shop items to one client: all of them, or none when any is not one of the team's shop items.",
        body: bulkAssignInputSchema,
        response: { 200: bulkAssignResultSchema },
      },
    },
    async (request) => assignInventoryItems(contextOf(request), request.body),
  );

  app.get(
    '/api/inventory/items/:id',
    {
      schema: {
        operationId: 'getInventoryItem',
        summary: 'Get an inventory item',
        tags,
        params: idParams,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => getInventoryItem(contextOf(request), request.params.id),
  );

  app.put(
    '/api/inventory/items/:id',
    {
      schema: {
        operationId: 'updateInventoryItem',
        summary: 'Change an inventory item',
        tags,
        description: "Saves the form; a changed current stock is recorded as an 'adjusted' stock move.",
        params: idParams,
        body: inventoryItemInputSchema,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => updateInventoryItem(contextOf(request), request.params.id, request.body),
  );

  /** Soft delete: the item leaves lists and pickers; its history stays. */
  app.delete(
    '/api/inventory/items/:id',
    {
      schema: {
        operationId: 'deleteInventoryItem',
        summary: 'Delete an inventory item',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteInventoryItem(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/inventory/items/:id/assign',
    {
      onRequest: assignmentsOnly,
      schema: {
        operationId: 'assignInventoryItem',
        summary: 'Assign an item to a client',
        tags,
        params: idParams,
        body: assignItemInputSchema,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => assignInventoryItem(contextOf(request), request.params.id, request.body.clientId),
  );

  app.post(
    '/api/inventory/items/:id/unassign',
    {
      onRequest: assignmentsOnly,
      schema: {
        operationId: 'unassignInventoryItem',
        summary: 'Put an item back in shop stock',
        tags,
        description: 'Puts the item back in shop stock.',
        params: idParams,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => unassignInventoryItem(contextOf(request), request.params.id),
  );
};
