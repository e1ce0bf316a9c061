import { carLabel } from '@shared/cars/car-label.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import type {
  BulkAssignInput,
  InventoryItem,
  InventoryItemValues,
  InventoryList,
  InventoryListQueryValues,
} from '@shared/inventory/inventory.contract';
import { inventoryMessages } from '@shared/inventory/inventory.contract';
import {
  retailPriceCentsOf,
  stockLevel,
  type InventoryCategory,
  type InventoryCondition,
  type InventoryScope,
} from '@shared/inventory/inventory.rules';
import { locationMessages } from '@shared/inventory/locations.rules';
import { supplierMessages } from '@shared/inventory/suppliers.rules';
import { AppError } from '@shared/lib/app-error';
import { pageOffset } from '@shared/lib/pagination';
import { archivedMessage } from '@shared/lib/removal.rules';
import { assertCan, transaction, type RequestContext } from '../../auth/request-context';
import { TeamFigures } from '../../db/team-figures';
import {
  countItems,
  deleteItemCars,
  findActiveSupplier,
  findCars,
  findItemView,
  insertItemCars,
  insertItems,
  listItemCarIds,
  listItemCars,
  listItemsPage,
  lockItem,
  lockItems,
  setItemsScope,
  softDeleteItem,
  updateItem,
  type ItemCarRow,
  type ItemListFilter,
  type ItemView,
  type NewItem,
} from './inventory-items.repository';
import { lockActiveLocation } from './locations.service';
import { insertStockMoves } from './stock-moves.repository';

export const itemNotFound = () => new AppError('not_found', inventoryMessages.notFound);

// ——— mapping ———

function toItem(view: ItemView, cars: readonly ItemCarRow[]): InventoryItem {
  const { row } = view;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    partNumber: row.partNumber,
    manufacturer: row.manufacturer,
    category: row.category as InventoryCategory,
    currentStock: row.currentStock,
    minStockLevel: row.minStockLevel,
    maxStockLevel: row.maxStockLevel,
    stockLevel: stockLevel(row.currentStock, row.minStockLevel),
    locationId: row.locationId,
    locationName: view.locationName,
    shelfLocation: row.shelfLocation,
    unitCostCents: row.unitCostCents,
    retailPriceCents: row.retailPriceCents,
    condition: row.condition as InventoryCondition,
    notes: row.notes,
    supplierId: row.supplierId,
    supplierName: view.supplierName,
    supplierPartNumber: row.supplierPartNumber,
    leadTimeDays: row.leadTimeDays,
    scope: row.scope as InventoryScope,
    clientId: row.clientId,
    clientName: row.clientId ? clientLabel(view.client) : null,
    compatibleCars: cars.filter((car) => car.itemId === row.id).map((car) => ({ id: car.carId, name: carLabel(car) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ——— reads ———

export async function listInventoryItems(ctx: RequestContext, query: InventoryListQueryValues): Promise<InventoryList> {
  const filter = {
    search: query.search,
    category: query.category,
    locationId: query.locationId,
    supplierId: query.supplierId,
    clientId: query.clientId,
    scope: query.scope,
  };
  // Counts are kept until the team's inventory changes; unfiltered, both are the same figure.
  const figures = new TeamFigures(ctx.team, 'inventory');
  const countOf = (given: ItemListFilter) =>
    figures.get(`items matching ${JSON.stringify(given)}`, () => countItems(ctx.team, given));
  const [views, total, teamTotal] = await Promise.all([
    listItemsPage(ctx.team, {
      ...filter,
      groupByLocation: query.groupByLocation,
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
    countOf(filter),
    countOf({}),
  ]);
  const cars = await listItemCars(
    ctx.team,
    views.map((v) => v.row.id),
  );
  return {
    items: views.map((view) => toItem(view, cars)),
    total,
    teamTotal,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One of the team's active items; 404 for a missing, deleted or another team's item. */
export async function getInventoryItem(ctx: RequestContext, id: string): Promise<InventoryItem> {
  const view = await findItemView(ctx.team, id);
  if (!view) throw itemNotFound();
  return inventoryItemOf(ctx, view);
}

/** The item as the API answers it, from its row and names: only the cars it fits are read. */
export async function inventoryItemOf(ctx: RequestContext, view: ItemView): Promise<InventoryItem> {
  return toItem(view, await listItemCars(ctx.team, [view.row.id]));
}

// ——— writes ———

/**
 * The references of the form: the location (active, locked so it cannot be deleted meanwhile),
 * the supplier (active, unless the item already had it) and the cars newly picked (the team's,
 * not archived). A bad one answers 400 naming the field. The client is checked by its team key
 * and the archived-reference trigger (db/references.ts turns those into the same 400).
 */
async function checkReferences(
  ctx: RequestContext,
  input: InventoryItemValues,
  current?: { supplierId: string | null; carIds: ReadonlySet<string> },
): Promise<void> {
  if (!(await lockActiveLocation(ctx, input.locationId))) {
    throw AppError.validation(locationMessages.notFound, { locationId: locationMessages.notFound });
  }
  if (
    input.supplierId !== null &&
    input.supplierId !== current?.supplierId &&
    !(await findActiveSupplier(ctx.team, input.supplierId))
  ) {
    throw AppError.validation(supplierMessages.notFound, { supplierId: supplierMessages.notFound });
  }
  const added = [...new Set(input.compatibleCarIds)].filter((id) => !current?.carIds.has(id));
  if (added.length > 0) {
    const found = await findCars(ctx.team, added);
    if (found.length !== added.length) {
      throw AppError.validation('Car not found', { compatibleCarIds: 'Car not found' });
    }
    if (found.some((car) => car.archived)) {
      const message = archivedMessage('Car');
      throw AppError.validation(message, { compatibleCarIds: message });
    }
  }
}

/** What the form writes on the item row (stock aside): the retail default and the scope's client. */
function itemValues(input: InventoryItemValues): Omit<NewItem, 'currentStock'> {
  return {
    name: input.name,
    description: input.description,
    partNumber: input.partNumber,
    manufacturer: input.manufacturer,
    category: input.category,
    minStockLevel: input.minStockLevel,
    maxStockLevel: input.maxStockLevel,
    locationId: input.locationId,
    shelfLocation: input.shelfLocation,
    unitCostCents: input.unitCostCents,
    retailPriceCents: retailPriceCentsOf(input.unitCostCents, input.retailPriceCents),
    condition: input.condition,
    notes: input.notes,
    supplierId: input.supplierId,
    supplierPartNumber: input.supplierPartNumber,
    leadTimeDays: input.leadTimeDays,
    scope: input.scope,
    clientId: input.scope === 'client' ? input.clientId : null,
  };
}

/** Creates the item, its compatible cars and its 'initial' stock move, in one transaction. */
export async function createInventoryItem(ctx: RequestContext, input: InventoryItemValues): Promise<InventoryItem> {
  if (input.scope === 'client') assertCan(ctx, 'manage_assignments');
  const id = await transaction(ctx, async (ctx) => {
    await checkReferences(ctx, input);
    const [row] = await insertItems(ctx.team, [{ ...itemValues(input), currentStock: input.currentStock }]);
    if (!row) throw new Error('Inventory item could not be created');
    await insertItemCars(
      ctx.team,
      [...new Set(input.compatibleCarIds)].map((carId) => ({ itemId: row.id, carId })),
    );
    await insertStockMoves(ctx.team, [
      {
        itemId: row.id,
        reason: 'initial',
        change: input.currentStock,
        stockAfter: input.currentStock,
        userId: ctx.userId,
      },
    ]);
    return row.id;
  });
  return getInventoryItem(ctx, id);
}

/**
 * Saves the form over the item. A current stock other than the stored one records an 'adjusted'
 * move of the difference; compatible cars are added and removed as picked (a car that was
 * archived since stays linked). All in one transaction, the item locked.
 */
export async function updateInventoryItem(
  ctx: RequestContext,
  id: string,
  input: InventoryItemValues,
): Promise<InventoryItem> {
  await transaction(ctx, async (ctx) => {
    const current = await lockItem(ctx.team, id);
    if (!current) throw itemNotFound();
    if (current.clientId !== itemValues(input).clientId) assertCan(ctx, 'manage_assignments');
    const carIds = new Set(await listItemCarIds(ctx.team, id));
    await checkReferences(ctx, input, { supplierId: current.supplierId, carIds });
    await updateItem(ctx.team, id, { ...itemValues(input), currentStock: input.currentStock });
    const picked = new Set(input.compatibleCarIds);
    await deleteItemCars(
      ctx.team,
      id,
      [...carIds].filter((carId) => !picked.has(carId)),
    );
    await insertItemCars(
      ctx.team,
      [...picked].filter((carId) => !carIds.has(carId)).map((carId) => ({ itemId: id, carId })),
    );
    const change = input.currentStock - current.currentStock;
    if (change !== 0) {
      await insertStockMoves(ctx.team, [
        { itemId: id, reason: 'adjusted', change, stockAfter: input.currentStock, userId: ctx.userId },
      ]);
    }
  });
  return getInventoryItem(ctx, id);
}

/** Soft deletes the item: it leaves lists and pickers; its stock history and work order lines stay. */
export async function deleteInventoryItem(ctx: RequestContext, id: string): Promise<void> {
  if (!(await softDeleteItem(ctx.team, id))) throw itemNotFound();
}

/** Sets the item aside for one of the team's clients (scope client). */
export async function assignInventoryItem(ctx: RequestContext, id: string, clientId: string): Promise<InventoryItem> {
  await transaction(ctx, async (ctx) => {
    if (!(await lockItem(ctx.team, id))) throw itemNotFound();
    await setItemsScope(ctx.team, [id], { scope: 'client', clientId });
  });
  return getInventoryItem(ctx, id);
}

/** Puts the item back in shop stock. */
export async function unassignInventoryItem(ctx: RequestContext, id: string): Promise<InventoryItem> {
  await transaction(ctx, async (ctx) => {
    if (!(await lockItem(ctx.team, id))) throw itemNotFound();
    await setItemsScope(ctx.team, [id], { scope: 'shop', clientId: null });
  });
  return getInventoryItem(ctx, id);
}

/**
 * Bulk assign: every listed item must be one of the team's active shop items, or nothing is
 * assigned (400 naming itemIds).
 */
export async function assignInventoryItems(
  ctx: RequestContext,
  input: Pick<BulkAssignInput, 'clientId' | 'itemIds'>,
): Promise<{ assigned: number }> {
  const ids = [...new Set(input.itemIds)];
  return transaction(ctx, async (ctx) => {
    const rows = await lockItems(ctx.team, ids);
    if (rows.length !== ids.length) {
      throw AppError.validation(inventoryMessages.notFound, { itemIds: inventoryMessages.notFound });
    }
    if (rows.some((row) => row.scope !== 'shop')) {
      throw AppError.validation(inventoryMessages.onlyShopItems, { itemIds: inventoryMessages.onlyShopItems });
    }
    return { assigned: await setItemsScope(ctx.team, ids, { scope: 'client', clientId: input.clientId }) };
  });
}
