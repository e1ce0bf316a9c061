import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventCarParams } from '@shared/event-cars/event-cars.contract';
import { sessionSchema } from '@shared/event-sessions/event-sessions.contract';
import {
  completeSessionSchema,
  correctSessionTimeSchema,
  sessionRunningTimeSchema,
} from '@shared/meter-readings/meter-readings.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { completeSession, correctSessionTime, getSessionRunningTime, unregisterEventCar } from './accrue-session-time';

export const accrueSessionTimeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/event-sessions/:id/complete',
    {
      schema: {
        operationId: 'completeEventSession',
        summary: 'Complete a session',
        description:
          "Adds the session's running time (the minutes given, else start to completion) and distance (laps × the track's length, else time × the average speed, estimated) to its car's meters.",
        tags: ['event-sessions'],
        params: idParams,
        body: completeSessionSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => completeSession(contextOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/event-sessions/:id/running-time',
    {
      schema: {
        operationId: 'getEventSessionRunningTime',
        summary: "Read a completed session's running time and laps",
        description:
          'As its meter reading holds them (start to completion for a session completed before readings were kept): what a correction starts from.',
        tags: ['event-sessions'],
        params: idParams,
        response: { 200: sessionRunningTimeSchema },
      },
    },
    async (request) => getSessionRunningTime(contextOf(request), request.params.id),
  );

  app.patch(
    '/api/event-sessions/:id/running-time',
    {
      schema: {
        operationId: 'correctEventSessionRunningTime',
        summary: "Correct a completed session's running time or laps",
        description:
          "Its meter reading, the session readings after it up to the next one typed and, when none was typed since, the car's hours and miles move by the difference.",
        tags: ['event-sessions'],
        params: idParams,
        body: correctSessionTimeSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => correctSessionTime(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/events/:eventId/cars/:id',
    {
      schema: {
        operationId: 'unregisterEventCar',
        summary: 'Remove a car from an event',
        description: 'Its sessions go with it, and the time they added comes off the car.',
        tags: ['event-cars'],
        params: eventCarParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unregisterEventCar(contextOf(request), request.params.eventId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
