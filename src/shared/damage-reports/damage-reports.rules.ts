/**
 * Damage reports: what kinds of damage exist, how a report moves from reported to repaired
 * (or written off), and how a linked repair moves the report along.
 */
export const damageSeverities = ['cosmetic', 'minor', 'moderate', 'major', 'safety_critical', 'total_loss'] as const;
export type DamageSeverity = (typeof damageSeverities)[number];

export const damageStatuses = [
  'reported',
  'assessed',
  'repair_scheduled',
  'repair_in_progress',
  'repaired',
  'written_off',
] as const;
export type DamageStatus = (typeof damageStatuses)[number];

export const damageSourceTypes = ['event', 'session', 'routine_maintenance', 'general_inspection'] as const;
export type DamageSourceType = (typeof damageSourceTypes)[number];

export const driveabilityOptions = ['driveable', 'driveable_with_caution', 'not_driveable'] as const;
export type Driveability = (typeof driveabilityOptions)[number];

export const damageSeverityLabels: Record<DamageSeverity, string> = {
  cosmetic: 'Cosmetic',
  minor: 'Minor',
  moderate: 'Moderate',
  major: 'Major',
  safety_critical: 'Safety Critical',
  total_loss: 'Total Loss',
};

export const damageStatusLabels: Record<DamageStatus, string> = {
  reported: 'Reported',
  assessed: 'Assessed',
  repair_scheduled: 'Repair Scheduled',
  repair_in_progress: 'Repair In Progress',
  repaired: 'Repaired',
  written_off: 'Written Off',
};

export const damageSourceTypeLabels: Record<DamageSourceType, string> = {
  event: 'Event',
  session: 'Session',
  routine_maintenance: 'Routine Maintenance',
  general_inspection: 'General Inspection',
};

export const driveabilityLabels: Record<Driveability, string> = {
  driveable: 'Driveable',
  driveable_with_caution: 'Driveable with caution',
  not_driveable: 'Not driveable',
};

/** Badge colours (Mantine colour names); the worse the damage, the hotter the colour. */
export const damageSeverityColors: Record<DamageSeverity, string> = {
  cosmetic: 'gray',
  minor: 'blue',
  moderate: 'yellow',
  major: 'orange',
  safety_critical: 'red',
  total_loss: 'grape',
};

export const damageStatusColors: Record<DamageStatus, string> = {
  reported: 'orange',
  assessed: 'yellow',
  repair_scheduled: 'blue',
  repair_in_progress: 'cyan',
  repaired: 'green',
  written_off: 'gray',
};

function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (!value) return '';
  return (labels as Record<string, string>)[value] ?? value.replace(/_/g, ' ');
}

export const damageSeverityLabel = (value: string | null | undefined) => labelOf(damageSeverityLabels, value);
export const damageStatusLabel = (value: string | null | undefined) => labelOf(damageStatusLabels, value);
export const damageSourceTypeLabel = (value: string | null | undefined) => labelOf(damageSourceTypeLabels, value);
export const driveabilityLabel = (value: string | null | undefined) => labelOf(driveabilityLabels, value);

/** The steps of the repair path, in order; written_off sits beside it. */
const repairPath: readonly DamageStatus[] = [
  'reported',
  'assessed',
  'repair_scheduled',
  'repair_in_progress',
  'repaired',
];

/** Open reports still need something done: anything but repaired and written off. */
export function isOpenDamageStatus(status: string): boolean {
  return status !== 'repaired' && status !== 'written_off';
}

/**
 * Where a report may go next: any later step on the repair path, or written off while it
 * is open. Repaired and written off are final.
 */
export function nextDamageStatuses(status: string): DamageStatus[] {
  if (!isOpenDamageStatus(status)) return [];
  const at = repairPath.indexOf(status as DamageStatus);
  return [...repairPath.slice(at + 1), 'written_off'];
}

/** Why a report may not move from `from` to `to`, or null when it may. */
export function damageTransitionProblem(from: string, to: string): string | null {
  if (from === to) return `This damage report is already ${damageStatusLabel(to)}`;
  if (from === 'repaired') return 'A repaired damage report cannot change status';
  if (from === 'written_off') return 'A written off damage report cannot change status';
  if (!nextDamageStatuses(from).includes(to as DamageStatus)) {
    return `A damage report cannot go back from ${damageStatusLabel(from)} to ${damageStatusLabel(to)}`;
  }
  return null;
}

/**
 * Create repair is offered while no repair is linked and the report is open (the spec hides
 * it once a repair is linked or the report is repaired; a written off car gets no repair).
 */
export function canCreateRepairFromReport(report: { status: string; repairId: string | null }): boolean {
  return report.repairId === null && isOpenDamageStatus(report.status);
}

/** Why a repair may not be created from this report, or null. */
export function createRepairFromReportProblem(report: { status: string; repairId: string | null }): string | null {
  if (report.repairId !== null) return 'This damage report already has a repair';
  if (report.status === 'repaired') return 'This damage report is already repaired';
  if (report.status === 'written_off') return 'This damage report is written off';
  return null;
}

function advanceTo(current: string, target: DamageStatus): string {
  if (!isOpenDamageStatus(current)) return current;
  const at = repairPath.indexOf(current as DamageStatus);
  return at >= 0 && at < repairPath.indexOf(target) ? target : current;
}

/** A repair was created for the report: it is now scheduled (never moved backwards). */
export function damageStatusAfterRepairLinked(current: string): string {
  return advanceTo(current, 'repair_scheduled');
}

/** The linked repair started. */
export function damageStatusAfterRepairStarted(current: string): string {
  return advanceTo(current, 'repair_in_progress');
}

/** The linked repair was completed. */
export function damageStatusAfterRepairCompleted(current: string): string {
  return advanceTo(current, 'repaired');
}

/** The linked repair was deleted before it was done: the damage is assessed but unscheduled. */
export function damageStatusAfterRepairRemoved(current: string): string {
  return current === 'repair_scheduled' || current === 'repair_in_progress' ? 'assessed' : current;
}
