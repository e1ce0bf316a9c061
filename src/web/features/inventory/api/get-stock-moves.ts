import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMove } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryKeys } from './keys';

export const getStockMoves = (itemId: string, signal?: AbortSignal) =>
  api.get<StockMove[]>(`/api/inventory/items/${itemId}/stock-moves`, undefined, signal);

export const stockMovesQuery = (itemId: string) =>
  queryOptions({ queryKey: inventoryKeys.stockMoves(itemId), queryFn: ({ signal }) => getStockMoves(itemId, signal) });

export const useStockMoves = (itemId: string) => useQuery(stockMovesQuery(itemId));
