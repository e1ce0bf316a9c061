import {
  inventoryMessages,
  stockChangeRefusedMessages,
  type InventoryItem,
  type StockChangeInput,
  type StockMove,
  type UseInOrderResult,
} from '@shared/inventory/inventory.contract';
import {
  inventoryCategoryLabels,
  stockAfterChange,
  type InventoryCategory,
  type StockMoveReason,
} from '@shared/inventory/inventory.rules';
import { AppError } from '@shared/lib/app-error';
import { workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import { addInventoryPartCharge } from '../work-orders/work-orders.service';
import { findItemView, lockItem, updateItem } from './inventory-items.repository';
import { getInventoryItem, itemNotFound } from './inventory-items.service';
import { insertStockMoves, listStockMoves } from './stock-moves.repository';

/** The item's stock history, newest first; 404 for an item the team does not have. */
export async function listItemStockMoves(ctx: RequestContext, itemId: string): Promise<StockMove[]> {
  if (!(await findItemView(ctx.team, itemId))) throw itemNotFound();
  const rows = await listStockMoves(ctx.team, itemId);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as StockMoveReason,
    change: row.change,
    stockAfter: row.stockAfter,
    note: row.note,
    workOrderId: row.workOrderId,
    workOrderNumber: row.workOrderNumber,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Stock received or corrected by hand: the item is locked, the change refused when it would take
 * the stock below 0, and the move recorded with who and why, in one transaction.
 */
export async function changeItemStock(
  ctx: RequestContext,
  itemId: string,
  input: { reason: StockChangeInput['reason']; change: number; note: string | null },
): Promise<InventoryItem> {
  await transaction(ctx, async (ctx) => {
    const item = await lockItem(ctx.team, itemId);
    if (!item) throw itemNotFound();
    const after = stockAfterChange(item.currentStock, input.change);
    if ('refused' in after) {
      const message = stockChangeRefusedMessages[after.refused];
      throw AppError.validation(message, { change: message });
    }
    await updateItem(ctx.team, itemId, { currentStock: after.stock });
    await insertStockMoves(ctx.team, [
      {
        itemId,
        reason: input.reason,
        change: input.change,
        stockAfter: after.stock,
        note: input.note,
        userId: ctx.userId,
      },
    ]);
  });
  return getInventoryItem(ctx, itemId);
}

/**
 * 'Use in Order': takes `quantity` of the item out of stock and adds it as a parts line (cost,
 * retail price, category, supplier) to an open work order, in one transaction. The item stays
 * locked from the stock check to the end, so two requests cannot both take the last unit.
 */
export async function useItemInOrder(
  ctx: RequestContext,
  itemId: string,
  input: { workOrderId: string; quantity: number },
): Promise<UseInOrderResult> {
  const workOrderNumber = await transaction(ctx, async (ctx) => {
    const item = await lockItem(ctx.team, itemId);
    if (!item) throw itemNotFound();
    const after = stockAfterChange(item.currentStock, -input.quantity);
    if ('refused' in after) {
      const message = inventoryMessages.notEnoughStock(item.currentStock);
      throw AppError.validation(message, { quantity: message });
    }
    const view = await findItemView(ctx.team, itemId);
    const added = await addInventoryPartCharge(ctx, input.workOrderId, {
      inventoryItemId: item.id,
      partName: item.name,
      partNumber: item.partNumber,
      unitCostCents: item.unitCostCents,
      unitPriceCents: item.retailPriceCents,
      quantity: input.quantity,
      category: inventoryCategoryLabels[item.category as InventoryCategory],
      supplier: view?.supplierName ?? null,
      reservedForClientId: item.scope === 'client' ? item.clientId : null,
    });
    if (!added.added) {
      if (added.reason === 'not_found') {
        throw AppError.validation(workOrderMessages.notFound, { workOrderId: workOrderMessages.notFound });
      }
      if (added.reason === 'other_client') throw AppError.conflict(inventoryMessages.reservedForOtherClient);
      throw AppError.conflict(inventoryMessages.workOrderNotOpen);
    }
    await updateItem(ctx.team, itemId, { currentStock: after.stock });
    await insertStockMoves(ctx.team, [
      {
        itemId,
        reason: 'used',
        change: -input.quantity,
        stockAfter: after.stock,
        workOrderId: input.workOrderId,
        userId: ctx.userId,
      },
    ]);
    return added.workOrderNumber;
  });
  return { item: await getInventoryItem(ctx, itemId), workOrderId: input.workOrderId, workOrderNumber };
}
