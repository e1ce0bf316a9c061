import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inputBounds } from '@shared/lib/input-bounds';
import { user } from './auth';
import { workOrders } from './billing';
import { rangeChecks, teamKey, teamOwned, teamReference } from './columns';
import { inventoryItems } from './inventory';

/**
 * Every change of an item's stock: received, used in a work order, adjusted by hand, or the
 * stock it was created or imported with. `change` is signed; `stockAfter` is the level it left.
 */
export const inventoryStockMoves = pgTable(
  'inventory_stock_moves',
  {
    ...teamOwned(),
    itemId: uuid().notNull(),
    /** initial, received, used, adjusted */
    reason: text().notNull(),
    change: integer().notNull(),
    stockAfter: integer().notNull(),
    note: text(),
    workOrderId: uuid(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    teamKey('inventory_stock_moves', t),
    teamReference('inventory_stock_moves', 'itemId', t, inventoryItems).onDelete('cascade'),
    teamReference('inventory_stock_moves', 'workOrderId', t, workOrders).onDelete('set null'),
    index('inventory_stock_moves_item_idx').on(t.teamId, t.itemId, t.createdAt),
    index('inventory_stock_moves_work_order_idx').on(t.workOrderId),
    check('inventory_stock_moves_reason_check', sql`${t.reason} in ('initial', 'received', 'used', 'adjusted')`),
    ...rangeChecks('inventory_stock_moves', t, {
      change: inputBounds.stockChange,
      stockAfter: inputBounds.stock,
    }),
  ],
);
