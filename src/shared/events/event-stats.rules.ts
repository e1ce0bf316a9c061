import { eventTypes } from './events.contract';

/** Track hours: each event counts as 2 hours on track. */
export const trackHoursPerEvent = 2;

export function trackHours(eventCount: number): number {
  return eventCount * trackHoursPerEvent;
}

/** How many events the Recent Activity panel lists. */
export const recentActivityLimit = 5;

/**
 * Events per type for the chart: the four event types in their usual order (zeros included),
 * then any other stored type, largest first.
 */
export function completeTypeCounts(
  rows: readonly { type: string; count: number }[],
): { type: string; count: number }[] {
  const byType = new Map<string, number>();
  for (const row of rows) byType.set(row.type, (byType.get(row.type) ?? 0) + row.count);
  const known = eventTypes.map((type) => ({ type, count: byType.get(type) ?? 0 }));
  const others = [...byType.entries()]
    .filter(([type]) => !(eventTypes as readonly string[]).includes(type))
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  return [...known, ...others];
}
