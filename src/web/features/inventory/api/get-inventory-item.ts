import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@shared/inventory/inventory.contract';
import { api } from '@web/lib/api-client';
import { inventoryKeys } from './keys';

export const getInventoryItem = (id: string, signal?: AbortSignal) =>
  api.get<InventoryItem>(`/api/inventory/items/${id}`, undefined, signal);

export const inventoryItemQuery = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: ({ signal }) => getInventoryItem(id, signal) });

export const useInventoryItem = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...inventoryItemQuery(id), enabled: options.enabled ?? true });
