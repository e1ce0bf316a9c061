import type { InspectionStatus, ItemMark } from './inspections.contract';

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

/** Issues as saved: trimmed, blank lines dropped. */
export function cleanIssues(issues: readonly string[]): string[] {
  return issues.map((i) => i.trim()).filter((i) => i !== '');
}
