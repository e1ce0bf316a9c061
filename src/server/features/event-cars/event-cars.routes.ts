import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addEventCarSchema,
  eventCarParams,
  eventCarSchema,
  eventParams,
  updateEventCarStatusSchema,
} from '@shared/event-cars/event-cars.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { addEventCar, listEventCars, setEventCarStatus } from './event-cars.service';

export const eventCarsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['event-cars'];

  app.get(
    '/api/events/:eventId/cars',
    {
      schema: {
        operationId: 'listEventCars',
        summary: 'List the cars registered for an event',
        tags,
        params: eventParams,
        response: { 200: z.array(eventCarSchema) },
      },
    },
    async (request) => listEventCars(contextOf(request), request.params.eventId),
  );

  app.post(
    '/api/events/:eventId/cars',
    {
      schema: {
        operationId: 'registerEventCar',
        summary: 'Register a car for an event',
        tags,
        params: eventParams,
        body: addEventCarSchema,
        response: { 201: eventCarSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addEventCar(contextOf(request), request.params.eventId, request.body)),
  );

  app.patch(
    '/api/events/:eventId/cars/:id',
    {
      schema: {
        operationId: 'updateEventCarStatus',
        summary: "Change a registration's status",
        tags,
        params: eventCarParams,
        body: updateEventCarStatusSchema,
        response: { 200: eventCarSchema },
      },
    },
    async (request) =>
      setEventCarStatus(contextOf(request), request.params.eventId, request.params.id, request.body.status),
  );
};
