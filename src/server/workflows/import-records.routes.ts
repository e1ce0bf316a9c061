import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importInputSchema,
  importKindParams,
  importPreviewSchema,
  importResultSchema,
  maxImportBytes,
} from '@shared/imports/imports.contract';
import { importActions } from '@shared/imports/imports.rules';
import type { AppDeps } from '../app-deps';
import { assertCan, contextOf } from '../auth/request-context';
import { importRecords, previewImport } from './import-records';

const tags = ['imports'];

/** A CSV of up to 4 MB travels as a JSON string: room for it, its escaping and the mapping. */
const importBodyLimit = Math.ceil(maxImportBytes * 1.5);

/** Importing clients with their cars, cars, a car's service history or readings, drivers and tracks from CSV. */
export const importRecordsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/imports/:kind/preview',
    {
      bodyLimit: importBodyLimit,
      schema: {
        operationId: 'previewRecordImport',
        summary: 'Check a CSV file of records without saving',
        description:
          'Maps the columns (given, saved for this header row, or guessed), checks every row and tells which are already imported; saves nothing.',
        tags,
        params: importKindParams,
        body: importInputSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      assertCan(ctx, importActions[request.params.kind]);
      return previewImport(ctx, request.params.kind, request.body);
    },
  );

  app.post(
    '/api/imports/:kind',
    {
      bodyLimit: importBodyLimit,
      schema: {
        operationId: 'importRecords',
        summary: 'Import a CSV file of records',
        description:
          'Imports every new row in one transaction, or nothing (400 naming the rows) if any row is bad; rows imported before are skipped.',
        tags,
        params: importKindParams,
        body: importInputSchema,
        response: { 201: importResultSchema },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      assertCan(ctx, importActions[request.params.kind]);
      return reply.status(201).send(await importRecords(ctx, request.params.kind, request.body));
    },
  );
};
