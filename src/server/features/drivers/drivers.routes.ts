import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverInputSchema, driverSchema } from '@shared/drivers/drivers.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changeDriver, createDriver, getDriver, getDrivers, removeDriver } from './drivers.service';

export const driversRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/drivers',
    { schema: { tags: ['drivers'], response: { 200: z.array(driverSchema) } } },
    async (request) => getDrivers(contextOf(request)),
  );

  app.get(
    '/api/drivers/:id',
    { schema: { tags: ['drivers'], params: idParams, response: { 200: driverSchema } } },
    async (request) => getDriver(contextOf(request), request.params.id),
  );

  app.post(
    '/api/drivers',
    { schema: { tags: ['drivers'], body: driverInputSchema, response: { 201: driverSchema } } },
    async (request, reply) => reply.status(201).send(await createDriver(contextOf(request), request.body)),
  );

  app.put(
    '/api/drivers/:id',
    { schema: { tags: ['drivers'], params: idParams, body: driverInputSchema, response: { 200: driverSchema } } },
    async (request) => changeDriver(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/drivers/:id',
    { schema: { tags: ['drivers'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeDriver(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
