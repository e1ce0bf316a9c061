import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventSchema } from '@shared/events/events.contract';
import { removalSchema } from '@shared/lib/removal.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { archiveEvent, deleteEvent, getEventRemoval, restoreEvent } from './event-removal';

const tags = ['events'];

/** Removing an event: the same shapes as a car's (GET …/removal, POST …/archive and …/restore, DELETE). */
export const eventRemovalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/events/:id/removal',
    {
      schema: {
        operationId: 'getEventRemoval',
        summary: 'Preview what removing an event does',
        tags,
        description:
          'Whether deleting the event would archive it instead (it has registrations, sessions, results or other history), and what a delete takes along.',
        params: idParams,
        response: { 200: removalSchema },
      },
    },
    async (request) => getEventRemoval(contextOf(request), request.params.id),
  );

  app.post(
    '/api/events/:id/archive',
    {
      schema: {
        operationId: 'archiveEvent',
        summary: 'Archive an event',
        tags,
        params: idParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => archiveEvent(contextOf(request), request.params.id),
  );

  app.post(
    '/api/events/:id/restore',
    {
      schema: {
        operationId: 'restoreEvent',
        summary: 'Restore an archived event',
        tags,
        params: idParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => restoreEvent(contextOf(request), request.params.id),
  );

  /** Only an event without history is deleted; one with history answers 409 (archive it instead). */
  app.delete(
    '/api/events/:id',
    {
      schema: {
        operationId: 'deleteEvent',
        summary: 'Delete an event without history',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEvent(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
