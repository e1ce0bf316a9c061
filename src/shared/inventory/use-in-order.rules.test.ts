import { describe, expect, it } from 'vitest';
import { inventoryMessages } from './inventory.contract';
import { useInOrderRefusal } from './use-in-order.rules';

const shopItem = { currentStock: 3, scope: 'shop', clientId: null };
const draft = { status: 'draft' as const, clientId: 'client-a' };

describe('useInOrderRefusal', () => {
  it('lets stock go on a draft or pending work order, down to 0', () => {
    expect(useInOrderRefusal(shopItem, 3, draft)).toBeNull();
    expect(useInOrderRefusal(shopItem, 1, { ...draft, status: 'pending_approval' })).toBeNull();
  });

  it('refuses more than the stock, naming the quantity, before looking at the work order', () => {
    const refusal = { message: 'Not enough stock: only 3 left.', field: 'quantity' };
    expect(useInOrderRefusal(shopItem, 4, draft)).toEqual(refusal);
    expect(useInOrderRefusal(shopItem, 4, undefined)).toEqual(refusal);
  });

  it('refuses a work order the team does not have, naming the field', () => {
    expect(useInOrderRefusal(shopItem, 1, undefined)).toEqual({
      message: 'Work order not found',
      field: 'workOrderId',
    });
  });

  it('refuses a work order that can no longer change', () => {
    for (const status of ['approved', 'invoiced', 'paid', 'cancelled'] as const) {
      expect(useInOrderRefusal(shopItem, 1, { ...draft, status })).toEqual({
        message: inventoryMessages.workOrderNotOpen,
      });
    }
  });

  it("keeps an item set aside for a client to that client's work orders", () => {
    const setAside = { currentStock: 2, scope: 'client', clientId: 'client-b' };
    expect(useInOrderRefusal(setAside, 1, draft)).toEqual({ message: inventoryMessages.reservedForOtherClient });
    expect(useInOrderRefusal(setAside, 1, { ...draft, clientId: 'client-b' })).toBeNull();
  });
});
