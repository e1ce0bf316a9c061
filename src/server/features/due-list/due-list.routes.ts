import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dueListQuerySchema, dueListSchema } from '@shared/due-list/due-list.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { getDueList } from './due-list.service';

export const dueListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/due',
    {
      schema: {
        operationId: 'getDueList',
        summary: "List what's due across the team's cars and components",
        description:
          "Service items due, aging or at the end of their life, of the team's cars and of its tracked components (with the car each is installed in; with carId, the components installed in that car); logbook, belts and fire-bottle dates expired or within 30 days; cars of upcoming events not yet inspected; overdue repairs; and, in team mode with the race shop on and for roles that may use billing, overdue invoices. Most urgent first.",
        tags: ['due-list'],
        querystring: dueListQuerySchema,
        response: { 200: dueListSchema },
      },
    },
    async (request) => getDueList(contextOf(request), request.query),
  );
};
