import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignClientCarSchema, clientCarParams, clientVehicleSchema } from '@shared/clients/clients.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf, requirePermission } from '../auth/request-context';
import { assignClientCar, unassignClientCar } from './client-car-assignment';

export const clientCarAssignmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Assigning clients' cars is for managers and administrators.
  app.addHook('onRequest', requirePermission('manage_assignments'));

  app.post(
    '/api/clients/:id/cars',
    {
      schema: {
        operationId: 'assignClientCar',
        summary: 'Assign a car to a client',
        tags: ['clients'],
        params: idParams,
        body: assignClientCarSchema,
        response: { 200: clientVehicleSchema },
      },
    },
    async (request) => assignClientCar(contextOf(request), request.params.id, request.body.carId),
  );

  app.delete(
    '/api/clients/:id/cars/:carId',
    {
      schema: {
        operationId: 'unassignClientCar',
        summary: 'Unassign a car from a client',
        tags: ['clients'],
        params: clientCarParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unassignClientCar(contextOf(request), request.params.id, request.params.carId);
      return reply.status(204).send(null);
    },
  );
};
