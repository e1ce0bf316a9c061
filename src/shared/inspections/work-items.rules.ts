import { defaultRepairMinutes, type ItemMark } from './inspections.contract';

export interface FailedItemSource {
  itemName: string;
  result: ItemMark | null | undefined;
  failureCreatesWorkItem: boolean;
  workItemTemplate: string | null;
  estimatedRepairMinutes: number | null;
  notes?: string | null;
}

export interface WorkItemDraft {
  itemType: 'repair';
  title: string;
  description: string | null;
  quantity: number;
  rateCents: number;
  totalAmountCents: number;
  estimatedMinutes: number;
}

/** Total of a work item: the hourly rate times the estimated hours, in whole cents. */
export function workItemTotalCents(rateCents: number, minutes: number): number {
  return Math.round((rateCents * minutes) / 60);
}

/**
 * The repair work items an inspection creates: one for every failed item whose template says
 * a failure creates a work item. Title from the template's work item text, else
 * 'Repair: {item}'; estimated minutes from the item, else 60; rate per hour in cents.
 */
export function workItemsForFailures(items: readonly FailedItemSource[], rateCents = 0): WorkItemDraft[] {
  return items
    .filter((i) => i.result === 'fail' && i.failureCreatesWorkItem)
    .map((i) => {
      const minutes = i.estimatedRepairMinutes ?? defaultRepairMinutes;
      const title = i.workItemTemplate?.trim() || `Repair: ${i.itemName}`;
      return {
        itemType: 'repair',
        title,
        description: i.notes?.trim() || null,
        quantity: 1,
        rateCents,
        totalAmountCents: workItemTotalCents(rateCents, minutes),
        estimatedMinutes: minutes,
      };
    });
}

/** A work item's status as read: 'pending' -> 'Pending', 'in_progress' -> 'In progress'. */
export function workItemStatusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
