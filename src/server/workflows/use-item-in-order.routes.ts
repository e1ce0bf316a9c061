import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useInOrderInputSchema, useInOrderResultSchema } from '@shared/inventory/inventory.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { useItemInOrder } from './use-item-in-order';

export const useItemInOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/inventory/items/:id/use',
    {
      schema: {
        operationId: 'useInventoryItem',
        summary: 'Use an item in a work order',
        tags: ['inventory'],
        description:
          'Use in Order: takes the quantity out of stock and adds the part as a parts line to an open work order.',
        params: idParams,
        body: useInOrderInputSchema,
        response: { 200: useInOrderResultSchema },
      },
    },
    async (request) => useItemInOrder(contextOf(request), request.params.id, request.body),
  );
};
