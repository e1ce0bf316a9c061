import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import { supplierInputSchema, supplierListQuerySchema, supplierSchema } from '@shared/inventory/suppliers.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from './suppliers.service';

const tags = ['inventory'];

export const inventorySuppliersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/inventory/suppliers',
    {
      schema: {
        operationId: 'listSuppliers',
        summary: 'List suppliers',
        tags,
        description:
          "The team's active suppliers, preferred first, then by rating and name. `search` matches name, display name, contact person, code and e-mail.",
        querystring: supplierListQuerySchema,
        response: { 200: z.array(supplierSchema) },
      },
    },
    async (request) => listSuppliers(contextOf(request), request.query),
  );

  app.post(
    '/api/inventory/suppliers',
    {
      schema: {
        operationId: 'createSupplier',
        summary: 'Add a supplier',
        tags,
        body: supplierInputSchema,
        response: { 201: supplierSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSupplier(contextOf(request), request.body)),
  );

  app.get(
    '/api/inventory/suppliers/:id',
    {
      schema: {
        operationId: 'getSupplier',
        summary: 'Get a supplier',
        tags,
        params: idParams,
        response: { 200: supplierSchema },
      },
    },
    async (request) => getSupplier(contextOf(request), request.params.id),
  );

  app.put(
    '/api/inventory/suppliers/:id',
    {
      schema: {
        operationId: 'updateSupplier',
        summary: 'Change a supplier',
        tags,
        params: idParams,
        body: supplierInputSchema,
        response: { 200: supplierSchema },
      },
    },
    async (request) => updateSupplier(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/inventory/suppliers/:id',
    {
      schema: {
        operationId: 'deleteSupplier',
        summary: 'Delete a supplier',
        tags,
        description: 'Soft deletes the supplier: it leaves the lists; items bought from it keep pointing at it.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSupplier(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
