import { formatDate } from '../lib/dates';

/** Repairs move Scheduled → In Progress → Completed, never backwards. */
export const repairStatuses = ['Scheduled', 'In Progress', 'Completed'] as const;
export type RepairStatus = (typeof repairStatuses)[number];

/** List filters: one status, or every repair that is not completed yet. */
export const repairStatusFilters = ['open', ...repairStatuses] as const;
export type RepairStatusFilter = (typeof repairStatusFilters)[number];

export const repairStatusFilterLabels: Record<RepairStatusFilter, string> = {
  open: 'Not completed',
  Scheduled: 'Scheduled',
  'In Progress': 'In Progress',
  Completed: 'Completed',
};

/** Most images one repair keeps. */
export const maxRepairImages = 20;

interface RepairDates {
  status: string;
  scheduledDate: string | null;
  completedDate?: string | null;
}

/** Spec: Scheduled and In Progress repairs count as upcoming when the scheduled date is today or later. */
export function isUpcomingRepair(repair: RepairDates, todayIso: string): boolean {
  return (
    (repair.status === 'Scheduled' || repair.status === 'In Progress') &&
    repair.scheduledDate !== null &&
    repair.scheduledDate >= todayIso
  );
}

/** Spec: In Progress yellow, Completed green, any other status blue. */
export function repairStatusColor(status: string): 'yellow' | 'green' | 'blue' {
  if (status === 'In Progress') return 'yellow';
  if (status === 'Completed') return 'green';
  return 'blue';
}

/** Spec: completed repairs read 'Done on {date}', every other one 'Scheduled for {date}'. */
export function repairDateLabel(repair: RepairDates): string {
  if (repair.status === 'Completed') {
    const done = repair.completedDate ?? repair.scheduledDate;
    return done ? `Done on ${formatDate(done)}` : 'Done';
  }
  return repair.scheduledDate ? `Scheduled for ${formatDate(repair.scheduledDate)}` : 'Not scheduled yet';
}

/**
 * The list order: upcoming repairs first, soonest first; then the rest by scheduled date,
 * most recent first; undated repairs last. Ties go by id. The list endpoint reads the same
 * order from SQL, segment by segment along the (team, scheduled date) index.
 */
export function compareRepairsForList(
  a: RepairDates & { id: string },
  b: RepairDates & { id: string },
  todayIso: string,
): number {
  const ua = isUpcomingRepair(a, todayIso);
  const ub = isUpcomingRepair(b, todayIso);
  if (ua !== ub) return ua ? -1 : 1;
  const da = a.scheduledDate;
  const db = b.scheduledDate;
  if (da !== db) {
    if (da === null) return 1;
    if (db === null) return -1;
    return ua ? da.localeCompare(db) : db.localeCompare(da);
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Where a repair may go from `status`: only forwards. */
export function nextRepairStatuses(status: string): RepairStatus[] {
  if (status === 'Scheduled') return ['In Progress', 'Completed'];
  if (status === 'In Progress') return ['Completed'];
  return [];
}

/** Why a repair may not move from `from` to `to`, or null when it may. */
export function repairTransitionProblem(from: string, to: string): string | null {
  if (from === to) return `This repair is already ${to}`;
  if (from === 'Completed') return `A completed repair cannot go back to ${to}`;
  if (!nextRepairStatuses(from).includes(to as RepairStatus)) {
    return `A repair cannot go back from ${from} to ${to}`;
  }
  return null;
}
