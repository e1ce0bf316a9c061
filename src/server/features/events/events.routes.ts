import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventOptionSchema,
  eventOptionsQuerySchema,
  eventSchema,
} from '@shared/events/events.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { pickerOptionsRouteSchema } from '../../platform/picker-options';
import { contextOf } from '../../auth/request-context';
import { changeEvent, createEvent, getEvent, getEventOptions, getEvents } from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/events',
    {
      schema: {
        operationId: 'listEvents',
        summary: 'List events',
        tags: ['events'],
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request) => getEvents(contextOf(request), request.query),
  );

  app.get(
    '/api/events/options',
    {
      schema: {
        operationId: 'listEventOptions',
        summary: 'List events for a picker',
        ...pickerOptionsRouteSchema('events', eventOptionsQuerySchema, eventOptionSchema),
      },
    },
    async (request) => getEventOptions(contextOf(request), request.query),
  );

  app.post(
    '/api/events',
    {
      schema: {
        operationId: 'createEvent',
        summary: 'Add an event',
        tags: ['events'],
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvent(contextOf(request), request.body)),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        operationId: 'getEvent',
        summary: 'Get an event',
        tags: ['events'],
        params: idParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => getEvent(contextOf(request), request.params.id),
  );

  app.put(
    '/api/events/:id',
    {
      schema: {
        operationId: 'updateEvent',
        summary: 'Change an event',
        tags: ['events'],
        params: idParams,
        body: eventInputSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => changeEvent(contextOf(request), request.params.id, request.body),
  );

  // Removing an event (archive, restore, delete) spans features: src/server/workflows/event-removal.routes.ts.
};
