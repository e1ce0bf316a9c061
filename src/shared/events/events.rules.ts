/** Pure rules of the events list and the event detail. */

export const eventListPageSize = 20;

/** Upcoming means on or after the start of the user's today; previous means before it. */
export function isUpcomingEvent(date: string, todayIso: string): boolean {
  return date >= todayIso;
}

/** Registration statuses that count as "ready to race" in the event's Quick Stats. */
export const readyToRaceStatuses = ['ready', 'competing'] as const;

export function isReadyToRace(status: string): boolean {
  return (readyToRaceStatuses as readonly string[]).includes(status);
}

/** 'n/total' for the pre-inspections done. */
export function formatInspectionProgress(done: number, total: number): string {
  return `${done}/${total}`;
}
