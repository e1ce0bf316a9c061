import type { InventoryListQuery } from '@shared/inventory/inventory.contract';

export type InventoryItemsParams = Omit<InventoryListQuery, 'page' | 'pageSize' | 'groupByLocation'> & {
  groupByLocation?: boolean;
  page?: number;
  pageSize?: number;
};

/** Every inventory query sits under 'inventory' (items, locations, suppliers). */
export const inventoryKeys = {
  all: ['inventory'] as const,
  items: () => [...inventoryKeys.all, 'items'] as const,
  list: (query: InventoryItemsParams) => [...inventoryKeys.items(), 'list', query] as const,
  detail: (id: string) => [...inventoryKeys.items(), 'detail', id] as const,
  /** An item's stock history, newest first. */
  stockMoves: (id: string) => [...inventoryKeys.detail(id), 'stock-moves'] as const,
};
