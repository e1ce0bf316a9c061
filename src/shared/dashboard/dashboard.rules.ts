/** How many items each dashboard panel shows at most. */
export const dashboardLimits = {
  cars: 3,
  upcomingEvents: 3,
  upcomingRepairs: 3,
  damageReports: 5,
  clients: 5,
} as const;

/** 'View all' appears once a panel shows as many items as its limit. */
export function showViewAll(shown: number, limit: number): boolean {
  return shown >= limit;
}
