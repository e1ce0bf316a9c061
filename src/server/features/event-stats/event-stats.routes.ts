import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventStatsQuerySchema, eventStatsSchema } from '@shared/events/event-stats.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { sendJsonAnswer } from '../../platform/json-answer';
import { getEventStats } from './event-stats.service';

export const eventStatsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/events/stats',
    {
      schema: {
        operationId: 'getEventStats',
        summary: 'Get the event statistics',
        tags: ['events'],
        querystring: eventStatsQuerySchema,
        response: { 200: eventStatsSchema },
      },
    },
    async (request, reply) => sendJsonAnswer(reply, await getEventStats(contextOf(request), request.query)),
  );
};
