import { desc, eq, sql } from 'drizzle-orm';
import type { StockMoveReason } from '@shared/inventory/inventory.rules';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { inventoryStockMoves, user, workOrders } from '../../db/schema';

export interface NewStockMove {
  itemId: string;
  reason: StockMoveReason;
  change: number;
  stockAfter: number;
  note?: string | null;
  workOrderId?: string | null;
  userId: string;
}

/**
 * Records moves, timed when written (not when their transaction began): a change that waited
 * for the item's lock comes after the one it waited for.
 */
export async function insertStockMoves(team: TeamDb, moves: NewStockMove[]): Promise<void> {
  if (moves.length === 0) return;
  await team.db
    .insert(inventoryStockMoves)
    .values(moves.map((move) => ({ ...move, teamId: team.teamId, createdAt: sql`clock_timestamp()` })));
}

/** The most moves one item's history answers with (the newest). */
export const stockMoveHistoryLimit = 500;

/**
 * An item's stock moves, newest first (inventory_stock_moves_item_idx), with the work order's
 * number and who made each change (their name, else their e-mail).
 */
export async function listStockMoves(team: TeamDb, itemId: string) {
  return team.db
    .select({
      id: inventoryStockMoves.id,
      reason: inventoryStockMoves.reason,
      change: inventoryStockMoves.change,
      stockAfter: inventoryStockMoves.stockAfter,
      note: inventoryStockMoves.note,
      workOrderId: inventoryStockMoves.workOrderId,
      workOrderNumber: workOrders.number,
      userName: sql<string | null>`coalesce(nullif(btrim(${user.name}), ''), ${user.email})`,
      createdAt: inventoryStockMoves.createdAt,
    })
    .from(inventoryStockMoves)
    .leftJoin(workOrders, teamKeyJoin(workOrders, inventoryStockMoves.teamId, inventoryStockMoves.workOrderId))
    .leftJoin(user, eq(user.id, inventoryStockMoves.userId))
    .where(ofTeam(team, inventoryStockMoves, eq(inventoryStockMoves.itemId, itemId)))
    .orderBy(desc(inventoryStockMoves.createdAt), desc(inventoryStockMoves.id))
    .limit(stockMoveHistoryLimit);
}
