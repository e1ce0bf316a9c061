import { isWorkOrderEditable, workOrderMessages, type WorkOrderStatus } from '../work-orders/work-orders.rules';
import { inventoryMessages } from './inventory.contract';
import { stockAfterChange } from './inventory.rules';

/**
 * Why an item cannot go on a work order: about a field of the request (`quantity`, `workOrderId`:
 * the server answers 400 naming it), or about the work order's state (409).
 */
export interface UseInOrderRefusal {
  message: string;
  field?: 'quantity' | 'workOrderId';
}

/** What the decision reads of the item. */
export interface ItemToUse {
  currentStock: number;
  scope: string;
  clientId: string | null;
}

/** What the decision reads of the work order; undefined for one the team does not have. */
export interface OrderToUseIn {
  status: WorkOrderStatus;
  clientId: string;
}

/**
 * 'Use in Order': whether `quantity` of the item can go on the work order as a parts line, or why
 * not. First the stock (never below 0), then the work order: the team's, still a draft or pending
 * approval, and of the client the item is set aside for, if it is set aside for one.
 */
export function useInOrderRefusal(
  item: ItemToUse,
  quantity: number,
  workOrder: OrderToUseIn | undefined,
): UseInOrderRefusal | null {
  if ('refused' in stockAfterChange(item.currentStock, -quantity)) {
    return { message: inventoryMessages.notEnoughStock(item.currentStock), field: 'quantity' };
  }
  if (!workOrder) return { message: workOrderMessages.notFound, field: 'workOrderId' };
  if (!isWorkOrderEditable(workOrder.status)) return { message: inventoryMessages.workOrderNotOpen };
  const setAsideFor = item.scope === 'client' ? item.clientId : null;
  if (setAsideFor !== null && setAsideFor !== workOrder.clientId) {
    return { message: inventoryMessages.reservedForOtherClient };
  }
  return null;
}
