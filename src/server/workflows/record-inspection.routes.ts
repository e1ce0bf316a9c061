import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInspectionResponseSchema, createInspectionSchema } from '@shared/inspections/inspections.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf, requirePermission } from '../auth/request-context';
import { recordInspection } from './record-inspection';

export const recordInspectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/event-cars/:id/inspections',
    {
      onRequest: requirePermission('perform_inspections'),
      schema: {
        operationId: 'createInspection',
        summary: 'Record an inspection of a registered car',
        tags: ['inspections'],
        params: idParams,
        body: createInspectionSchema,
        response: { 201: createInspectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordInspection(contextOf(request), request.params.id, request.body)),
  );
};
