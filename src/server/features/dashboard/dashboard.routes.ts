import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@shared/dashboard/dashboard.contract';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        summary: "Get the dashboard's figures",
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getDashboard(contextOf(request), request.query.today),
  );
};
