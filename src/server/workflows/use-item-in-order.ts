import type { UseInOrderResult } from '@shared/inventory/inventory.contract';
import { inventoryCategoryLabels, type InventoryCategory } from '@shared/inventory/inventory.rules';
import { useInOrderRefusal, type UseInOrderRefusal } from '@shared/inventory/use-in-order.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../auth/request-context';
import { lockStockItem, takeStockForWorkOrder, type StockItem } from '../features/inventory/stock-moves.service';
import {
  addInventoryPartCharge,
  lockWorkOrderForLines,
  type InventoryPart,
} from '../features/work-orders/work-orders.service';

/** A refusal of the shared rule as the API answers it: 400 naming its field, or 409. */
function refused({ message, field }: UseInOrderRefusal): AppError {
  return field ? AppError.validation(message, { [field]: message }) : AppError.conflict(message);
}

/** The parts line an item makes on a work order: its cost, retail price, category and supplier. */
function partOf(item: StockItem, quantity: number): InventoryPart {
  const { row } = item;
  return {
    inventoryItemId: row.id,
    partName: row.name,
    partNumber: row.partNumber,
    unitCostCents: row.unitCostCents,
    unitPriceCents: row.retailPriceCents,
    quantity,
    category: inventoryCategoryLabels[row.category as InventoryCategory],
    supplier: item.supplierName,
  };
}

/**
 * 'Use in Order': takes `quantity` of the item out of stock and adds it as a parts line to an open
 * work order, in one transaction. The item is read once, locked from the stock check to the end,
 * so two requests cannot both take the last unit; whether it may go on the order is decided by
 * one shared rule (useInOrderRefusal), which also words the refusal.
 */
export async function useItemInOrder(
  ctx: RequestContext,
  itemId: string,
  input: { workOrderId: string; quantity: number },
): Promise<UseInOrderResult> {
  return transaction(ctx, async (ctx) => {
    const item = await lockStockItem(ctx, itemId);
    const order = await lockWorkOrderForLines(ctx, input.workOrderId);
    const refusal = useInOrderRefusal(item.row, input.quantity, order);
    if (refusal) throw refused(refusal);
    if (!order) throw new Error('useInOrderRefusal refuses a work order the team does not have');
    await addInventoryPartCharge(ctx, order, partOf(item, input.quantity));
    const used = await takeStockForWorkOrder(ctx, item, input);
    return { item: used, workOrderId: order.id, workOrderNumber: order.number };
  });
}
