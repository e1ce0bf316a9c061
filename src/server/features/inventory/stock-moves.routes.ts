import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inventoryItemSchema, stockChangeInputSchema, stockMoveListSchema } from '@shared/inventory/inventory.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { changeItemStock, listItemStockMoves } from './stock-moves.service';

const tags = ['inventory'];

export const inventoryStockMovesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/inventory/items/:id/stock-moves',
    {
      schema: {
        operationId: 'listStockMoves',
        summary: "List an item's stock moves",
        tags,
        description: "The item's stock history, newest first, with the work order and who made each change.",
        params: idParams,
        response: { 200: stockMoveListSchema },
      },
    },
    async (request) => listItemStockMoves(contextOf(request), request.params.id),
  );

  app.post(
    '/api/inventory/items/:id/stock',
    {
      schema: {
        operationId: 'changeInventoryStock',
        summary: "Receive or correct an item's stock",
        tags,
        description: 'Stock received, or corrected by hand; never below 0.',
        params: idParams,
        body: stockChangeInputSchema,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => changeItemStock(contextOf(request), request.params.id, request.body),
  );
};
