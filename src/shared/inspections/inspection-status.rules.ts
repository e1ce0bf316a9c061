import type { InspectionStatus, ItemMark, OverallCondition } from './inspections.contract';

export interface MarkedItem {
  isRequired: boolean;
  result: ItemMark | null | undefined;
}

/**
 * The spec's inspection result: fail if any required item is marked fail; otherwise pending
 * if any required item is unanswered; otherwise conditional if at least one non-blank issue
 * was listed; otherwise pass.
 */
export function inspectionStatus(items: readonly MarkedItem[], issuesFound: readonly string[]): InspectionStatus {
  const required = items.filter((i) => i.isRequired);
  if (required.some((i) => i.result === 'fail')) return 'fail';
  if (required.some((i) => i.result === null || i.result === undefined)) return 'pending';
  if (issuesFound.some((issue) => issue.trim() !== '')) return 'conditional';
  return 'pass';
}

/**
 * 'Mark all as pass': every item not answered yet is marked pass; an item already marked (fail,
 * n/a or pass) keeps its mark.
 */
export function markUnansweredAsPass(
  itemIds: readonly string[],
  marks: Readonly<Record<string, ItemMark | null>>,
): Record<string, ItemMark | null> {
  return { ...marks, ...Object.fromEntries(itemIds.filter((id) => !marks[id]).map((id) => [id, 'pass' as const])) };
}

/** Issues as saved: trimmed, blank lines dropped. */
export function cleanIssues(issues: readonly string[]): string[] {
  return issues.map((i) => i.trim()).filter((i) => i !== '');
}

const statusLabels: Record<InspectionStatus, string> = {
  pass: 'Pass',
  fail: 'Fail',
  conditional: 'Conditional',
  pending: 'Pending',
};
const statusColors: Record<InspectionStatus, string> = {
  pass: 'green',
  fail: 'red',
  conditional: 'yellow',
  pending: 'gray',
};
const markLabels: Record<ItemMark, string> = { pass: 'Pass', fail: 'Fail', na: 'N/A' };
const conditionLabels: Record<OverallCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

const known = <K extends string>(labels: Record<K, string>, value: string): value is K => value in labels;

/** 'pass' -> 'Pass'; an unknown value is shown as it is. */
export function inspectionStatusLabel(status: string): string {
  return known(statusLabels, status) ? statusLabels[status] : status;
}

/** Badge colour of a result; unknown values are neutral. */
export function inspectionStatusColor(status: string): string {
  return known(statusColors, status) ? statusColors[status] : 'gray';
}

/** An item's mark as read: Pass, Fail, N/A, or 'Not checked' when it was left open. */
export function itemMarkLabel(mark: string | null): string {
  if (mark === null) return 'Not checked';
  return known(markLabels, mark) ? markLabels[mark] : mark;
}

export function overallConditionLabel(condition: string): string {
  return known(conditionLabels, condition) ? conditionLabels[condition] : condition;
}
