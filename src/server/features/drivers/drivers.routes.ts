import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carOptionSchema } from '@shared/cars/cars.contract';
import {
  driverInputSchema,
  driverOptionSchema,
  driverOptionsQuerySchema,
  driverSchema,
} from '@shared/drivers/drivers.contract';
import { eventEntriesSchema } from '@shared/events/events.contract';
import { archivedQuerySchema } from '@shared/lib/removal.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { pickerOptionsRouteSchema } from '../../platform/picker-options';
import { contextOf } from '../../auth/request-context';
import {
  changeDriver,
  createDriver,
  getDriver,
  getDriverCars,
  getDriverEvents,
  getDriverOptions,
  getDrivers,
} from './drivers.service';

export const driversRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/drivers',
    {
      schema: {
        operationId: 'listDrivers',
        summary: 'List drivers',
        tags: ['drivers'],
        description: 'The active drivers by name, or with ?archived=true the archived ones.',
        querystring: archivedQuerySchema,
        response: { 200: z.array(driverSchema) },
      },
    },
    async (request) => getDrivers(contextOf(request), request.query),
  );

  app.get(
    '/api/drivers/options',
    {
      schema: {
        operationId: 'listDriverOptions',
        summary: 'List drivers for a picker',
        ...pickerOptionsRouteSchema('drivers', driverOptionsQuerySchema, driverOptionSchema),
      },
    },
    async (request) => getDriverOptions(contextOf(request), request.query),
  );

  app.get(
    '/api/drivers/:id',
    {
      schema: {
        operationId: 'getDriver',
        summary: 'Get a driver',
        tags: ['drivers'],
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    async (request) => getDriver(contextOf(request), request.params.id),
  );

  app.get(
    '/api/drivers/:id/cars',
    {
      schema: {
        operationId: 'listDriverCars',
        summary: 'List the cars a driver drives',
        tags: ['drivers'],
        params: idParams,
        response: { 200: z.array(carOptionSchema) },
      },
    },
    async (request) => getDriverCars(contextOf(request), request.params.id),
  );

  app.get(
    '/api/drivers/:id/events',
    {
      schema: {
        operationId: 'listDriverEvents',
        summary: "List a driver's events",
        tags: ['drivers'],
        params: idParams,
        response: { 200: eventEntriesSchema },
      },
    },
    async (request) => getDriverEvents(contextOf(request), request.params.id),
  );

  app.post(
    '/api/drivers',
    {
      schema: {
        operationId: 'createDriver',
        summary: 'Add a driver',
        tags: ['drivers'],
        body: driverInputSchema,
        response: { 201: driverSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDriver(contextOf(request), request.body)),
  );

  app.put(
    '/api/drivers/:id',
    {
      schema: {
        operationId: 'updateDriver',
        summary: 'Change a driver',
        tags: ['drivers'],
        params: idParams,
        body: driverInputSchema,
        response: { 200: driverSchema },
      },
    },
    async (request) => changeDriver(contextOf(request), request.params.id, request.body),
  );
};
