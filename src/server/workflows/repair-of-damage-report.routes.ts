import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/lib/schema-helpers';
import { changeRepairStatusSchema, createRepairSchema, repairSchema } from '@shared/repairs/repairs.contract';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { notAppliedOnce } from '../platform/applied-changes';
import { changeRepairStatus, createRepair, removeRepair } from './repair-of-damage-report';

const tags = ['repairs'];

export const repairOfDamageReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.post(
    '/api/repairs',
    {
      schema: {
        operationId: 'createRepair',
        summary: 'Add a repair',
        tags,
        body: createRepairSchema,
        response: { 201: repairSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRepair(contextOf(request), request.body)),
  );

  app.post(
    '/api/repairs/:id/status',
    {
      schema: {
        operationId: 'changeRepairStatus',
        summary: 'Move a repair to another status',
        tags,
        params: idParams,
        body: changeRepairStatusSchema,
        response: { 200: repairSchema },
      },
    },
    async (request) => changeRepairStatus(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/repairs/:id',
    {
      config: notAppliedOnce,
      schema: {
        operationId: 'deleteRepair',
        summary: 'Delete a repair',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeRepair(storage, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
