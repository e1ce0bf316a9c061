import { formatNumber } from './number-format';

/**
 * Removing a car, driver, track, client or event. A record with history (what happened with it:
 * repairs, registrations, results …) is archived: it leaves the lists and pickers, keeps its
 * history, which still names it, and can be restored. Only a record without history can be
 * deleted, and deleting it takes the rows listed in `goesWith` along (its service items, its
 * setup notes …). Each feature says, in its own rules, which related rows are history.
 */

/** One kind of row related to a record. */
export interface RelatedKind {
  singular: string;
  plural: string;
  /** Rows of this kind are the record's history: while there are any, it can only be archived. */
  history: boolean;
  /**
   * The references whose rows are of this kind, as `table.column` ("repairs.car_id"). The server
   * counts them from the schema's foreign keys (src/server/db/reference-counts.ts), rows deleted
   * with the record included: a car's logged services are the `service_item_history.item_id` rows
   * of its service items.
   */
  references: readonly string[];
}

/** How many related rows of one kind a record has, with the words for them ("2 repairs"). */
export interface RemovalItem {
  kind: string;
  count: number;
  label: string;
}

export type RemovalAction = 'delete' | 'archive';

export interface RemovalPlan {
  /** What the destructive action on the record does: delete it outright, or archive it. */
  action: RemovalAction;
  /** The history that keeps the record (empty when it can be deleted). */
  history: RemovalItem[];
  /** What deleting the record would delete with it (nothing is deleted when it is archived). */
  goesWith: RemovalItem[];
}

export function countLabel(count: number, kind: Pick<RelatedKind, 'singular' | 'plural'>): string {
  return `${formatNumber(count)} ${count === 1 ? kind.singular : kind.plural}`;
}

/** How many related rows of each kind a record has, from how many rows each reference holds. */
export function relationCounts<K extends string>(
  kinds: Record<K, RelatedKind>,
  referenceCounts: Readonly<Record<string, number>>,
): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const kind of Object.keys(kinds) as K[]) {
    counts[kind] = kinds[kind].references.reduce(
      (sum: number, reference) => sum + (referenceCounts[reference] ?? 0),
      0,
    );
  }
  return counts;
}

/** Whether any related row of a history kind exists. */
export function hasHistory<K extends string>(kinds: Record<K, RelatedKind>, counts: Record<K, number>): boolean {
  return (Object.keys(kinds) as K[]).some((kind) => kinds[kind].history && counts[kind] > 0);
}

/** Archive or delete, and what that keeps or takes along, from the counts of related rows. */
export function planRemoval<K extends string>(kinds: Record<K, RelatedKind>, counts: Record<K, number>): RemovalPlan {
  const items = (Object.keys(kinds) as K[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => ({ kind, count: counts[kind], label: countLabel(counts[kind], kinds[kind]) }));
  return {
    action: hasHistory(kinds, counts) ? 'archive' : 'delete',
    history: items.filter((item) => kinds[item.kind].history),
    goesWith: items.filter((item) => !kinds[item.kind].history),
  };
}

/** "2 repairs, 1 event registration and 3 race results". */
export function listLabels(items: readonly Pick<RemovalItem, 'label'>[]): string {
  const labels = items.map((item) => item.label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The answer to a new record that chooses an archived one ("This car is archived"). */
export function archivedMessage(label: string): string {
  return `This ${label.toLowerCase()} is archived`;
}

/** The answer to deleting a record that has history (the server's 409). */
export function historyConflictMessage(label: string, history: readonly Pick<RemovalItem, 'label'>[]): string {
  return `This ${label.toLowerCase()} has history (${listLabels(history)}), so it cannot be deleted. Archive it instead.`;
}
