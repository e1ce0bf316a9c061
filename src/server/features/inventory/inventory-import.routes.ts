import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importInputSchema, importPreviewSchema, importResultSchema } from '@shared/inventory/inventory.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { importInventoryItems, previewInventoryImport } from './inventory-import.service';

const tags = ['inventory'];

/** A CSV of up to 2 MB travels as a JSON string: room for it and its escaping. */
const importBodyLimit = 5 * 1024 * 1024;

export const inventoryImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/inventory/import/preview',
    {
      bodyLimit: importBodyLimit,
      schema: {
        operationId: 'previewInventoryImport',
        summary: 'Check a CSV of items without saving',
        tags,
        description:
          'Checks a CSV of items (name, part number, category, stock, cost, retail, location) row by row; saves nothing.',
        body: importInputSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => previewInventoryImport(contextOf(request), request.body.csv),
  );

  app.post(
    '/api/inventory/import',
    {
      bodyLimit: importBodyLimit,
      schema: {
        operationId: 'importInventoryItems',
        summary: 'Import a CSV of items',
        tags,
        description: 'Imports every row of the CSV in one transaction, or nothing (400 naming the rows) if any is bad.',
        body: importInputSchema,
        response: { 201: importResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await importInventoryItems(contextOf(request), request.body.csv)),
  );
};
