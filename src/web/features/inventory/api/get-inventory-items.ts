import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryList } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryKeys, type InventoryItemsParams } from './keys';

export const getInventoryItems = (query: InventoryItemsParams, signal?: AbortSignal) =>
  api.get<InventoryList>('/api/inventory/items', { ...query }, signal);

export const inventoryItemsQuery = (query: InventoryItemsParams) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => getInventoryItems(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInventoryItems = (query: InventoryItemsParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...inventoryItemsQuery(query), enabled: options.enabled ?? true });
