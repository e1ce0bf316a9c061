import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { componentRebuildSchema, rebuildComponentSchema } from '@shared/components/components.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { getComponentRebuilds } from '../features/components/components.service';
import { rebuildComponent } from './rebuild-component';

export const rebuildComponentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/components/:id/rebuild',
    {
      schema: {
        operationId: 'rebuildComponent',
        summary: 'Record a rebuild of a component',
        description:
          "Records the rebuild in the component's life and resets each of its service items at its hours and distance now; their history keeps every earlier service. An archived component answers 409.",
        tags: ['components'],
        params: idParams,
        body: rebuildComponentSchema,
        response: { 201: componentRebuildSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rebuildComponent(contextOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/components/:id/rebuilds',
    {
      schema: {
        operationId: 'listComponentRebuilds',
        summary: "List a component's rebuilds",
        tags: ['components'],
        params: idParams,
        response: { 200: z.array(componentRebuildSchema) },
      },
    },
    async (request) => getComponentRebuilds(contextOf(request), request.params.id),
  );
};
