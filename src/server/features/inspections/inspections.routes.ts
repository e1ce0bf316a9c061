import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inspectionSchema } from '@shared/inspections/inspections.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { listInspections } from './inspections.service';

export const inspectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['inspections'];

  app.get(
    '/api/event-cars/:id/inspections',
    {
      schema: {
        operationId: 'listEventCarInspections',
        summary: "List a registered car's inspections",
        tags,
        params: idParams,
        response: { 200: z.array(inspectionSchema) },
      },
    },
    async (request) => listInspections(contextOf(request), request.params.id),
  );
};
