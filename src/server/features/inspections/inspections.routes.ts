import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInspectionResponseSchema,
  createInspectionSchema,
  inspectionSchema,
} from '@shared/inspections/inspections.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf, requirePermission } from '../../auth/request-context';
import { createInspection, listInspections } from './inspections.service';

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

  app.post(
    '/api/event-cars/:id/inspections',
    {
      onRequest: requirePermission('perform_inspections'),
      schema: {
        operationId: 'createInspection',
        summary: 'Record an inspection of a registered car',
        tags,
        params: idParams,
        body: createInspectionSchema,
        response: { 201: createInspectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInspection(contextOf(request), request.params.id, request.body)),
  );
};
