import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import {
  historyConflictMessage,
  planRemoval,
  relationCounts,
  type RelatedKind,
  type RemovalPlan,
} from '@shared/lib/removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { countReferencesTo } from '../db/reference-counts';
import { recordLabels } from '../db/references';

/*
 * Archiving, restoring and deleting a record that other features' rows refer to (a car, a client,
 * a driver, a track). Whether it has history comes from the rows that reference it, counted from
 * the schema's foreign keys in one query, and from its kind's shared removal rules, which say what
 * is history and what goes with it.
 */

/** One kind of removable record, as its feature's service offers it. */
export interface RemovableRecord<T extends { archivedAt: string | null }, Deleted = true> {
  /** Its table, which the other rows reference. */
  table: string;
  /** What is history and what goes with the record (src/shared/<feature>/*-removal.rules.ts). */
  relations: Record<string, RelatedKind>;
  notFound(): AppError;
  /** The record, locked until the transaction ends when `lock` is set; undefined when the team has none. */
  find(ctx: RequestContext, id: string, lock?: boolean): Promise<T | undefined>;
  /** Archives the record (a date) or restores it (null). */
  setArchivedAt(ctx: RequestContext, id: string, archivedAt: Date | null): Promise<T | undefined>;
  /** Deletes the row (the database deletes what goes with it); false or undefined when it was not there. */
  delete(ctx: RequestContext, id: string): Promise<Deleted | false | undefined>;
  /** What must hold before an archived record comes back (a plan's limit). */
  beforeRestore?(ctx: RequestContext): Promise<void>;
}

type AnyRemovable<T extends { archivedAt: string | null }> = RemovableRecord<T, unknown>;

async function planOf<T extends { archivedAt: string | null }>(
  ctx: RequestContext,
  record: AnyRemovable<T>,
  id: string,
): Promise<RemovalPlan> {
  const counts = await countReferencesTo(ctx.team, record.table, id);
  return planRemoval(record.relations, relationCounts(record.relations, counts));
}

/** What the destructive action on the record does: archive it (it has history) or delete it, and with what. */
export async function getRemoval<T extends { archivedAt: string | null }>(
  ctx: RequestContext,
  record: AnyRemovable<T>,
  id: string,
): Promise<Removal> {
  const found = await record.find(ctx, id);
  if (!found) throw record.notFound();
  return { archivedAt: found.archivedAt, ...(await planOf(ctx, record, id)) };
}

/** Sets or clears the record's archived date, unless it already is as asked. */
function setArchived<T extends { archivedAt: string | null }>(
  ctx: RequestContext,
  record: AnyRemovable<T>,
  id: string,
  archive: boolean,
): Promise<T> {
  return transaction(ctx, async (ctx) => {
    const found = await record.find(ctx, id, true);
    if (!found) throw record.notFound();
    if ((found.archivedAt !== null) === archive) return found;
    if (!archive) await record.beforeRestore?.(ctx);
    const changed = await record.setArchivedAt(ctx, id, archive ? new Date() : null);
    if (!changed) throw record.notFound();
    return changed;
  });
}

/** Hides the record from lists and pickers; its history stays and still names it. Archiving twice changes nothing. */
export function archiveRecord<T extends { archivedAt: string | null }>(
  ctx: RequestContext,
  record: AnyRemovable<T>,
  id: string,
): Promise<T> {
  return setArchived(ctx, record, id, true);
}

/** Brings an archived record back. */
export function restoreRecord<T extends { archivedAt: string | null }>(
  ctx: RequestContext,
  record: AnyRemovable<T>,
  id: string,
): Promise<T> {
  return setArchived(ctx, record, id, false);
}

/**
 * Deletes a record without history, with what goes with it. One with history answers 409 and
 * stays: it is to be archived. The history rows refuse the delete in the database as well, so a
 * row added at the same moment cannot be deleted with it.
 */
export async function deleteRecordWithoutHistory<T extends { archivedAt: string | null }, Deleted>(
  ctx: RequestContext,
  record: RemovableRecord<T, Deleted>,
  id: string,
): Promise<Deleted> {
  return transaction(ctx, async (ctx) => {
    if (!(await record.find(ctx, id, true))) throw record.notFound();
    const plan = await planOf(ctx, record, id);
    if (plan.action === 'archive') {
      throw AppError.conflict(historyConflictMessage(recordLabels[record.table] ?? 'Record', plan.history));
    }
    const deleted = await record.delete(ctx, id);
    if (!deleted) throw record.notFound();
    return deleted;
  });
}
