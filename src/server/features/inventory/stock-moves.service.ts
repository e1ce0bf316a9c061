import {
  stockChangeRefusedMessages,
  type InventoryItem,
  type StockChangeInput,
  type StockMove,
} from '@shared/inventory/inventory.contract';
import { stockAfterChange, type StockMoveReason } from '@shared/inventory/inventory.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../../auth/request-context';
import { findItemView, lockItem, lockItemView, updateItem, type ItemView } from './inventory-items.repository';
import { getInventoryItem, inventoryItemOf, itemNotFound } from './inventory-items.service';
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

/** An item as taking some of its stock reads it: its row and names, locked until the transaction ends. */
export type StockItem = ItemView;

/**
 * Locks the team's active item for its stock to be taken (until the transaction ends), so two
 * requests cannot both take the last unit; 404 for an item the team does not have.
 */
export async function lockStockItem(ctx: RequestContext, itemId: string): Promise<StockItem> {
  const item = await lockItemView(ctx.team, itemId);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * Takes `quantity` of an item locked with `lockStockItem` out of stock for a work order and
 * records the move; answers the item as it is now. The caller has checked the stock suffices (a
 * shared rule); part of its transaction.
 */
export async function takeStockForWorkOrder(
  ctx: RequestContext,
  item: StockItem,
  move: { quantity: number; workOrderId: string },
): Promise<InventoryItem> {
  const after = stockAfterChange(item.row.currentStock, -move.quantity);
  if ('refused' in after) throw new Error('Taking more than the stock: the caller checks it first');
  const row = await updateItem(ctx.team, item.row.id, { currentStock: after.stock });
  if (!row) throw itemNotFound();
  await insertStockMoves(ctx.team, [
    {
      itemId: row.id,
      reason: 'used',
      change: -move.quantity,
      stockAfter: after.stock,
      workOrderId: move.workOrderId,
      userId: ctx.userId,
    },
  ]);
  return inventoryItemOf(ctx, { ...item, row });
}
