import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedMappingParams, savedMappingSchema } from '@shared/imports/imports.contract';
import { importActions } from '@shared/imports/imports.rules';
import { AppError } from '@shared/lib/app-error';
import type { AppDeps } from '../../app-deps';
import { assertCan, contextOf } from '../../auth/request-context';
import { getSavedMapping, saveMapping } from './imports.service';

const tags = ['imports'];

/** The column mappings a team saved, by kind and header row (the preview and the import use them too). */
export const importsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/imports/:kind/mappings/:headerHash',
    {
      schema: {
        operationId: 'getImportMapping',
        summary: 'Get the saved column mapping of a file shape',
        description: 'The mapping saved for files of this kind whose header row has this hash; 404 when there is none.',
        tags,
        params: savedMappingParams,
        response: { 200: savedMappingSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      assertCan(ctx, importActions[request.params.kind]);
      const mapping = await getSavedMapping(ctx, request.params.kind, request.params.headerHash);
      if (!mapping) throw new AppError('not_found', 'No mapping saved for this file shape');
      return { mapping };
    },
  );

  app.put(
    '/api/imports/:kind/mappings/:headerHash',
    {
      schema: {
        operationId: 'saveImportMapping',
        summary: 'Save the column mapping of a file shape',
        description: 'The next file of this kind with the same header row starts from this mapping.',
        tags,
        params: savedMappingParams,
        body: savedMappingSchema,
        response: { 200: savedMappingSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      assertCan(ctx, importActions[request.params.kind]);
      await saveMapping(ctx, request.params.kind, request.params.headerHash, request.body.mapping);
      return request.body;
    },
  );
};
