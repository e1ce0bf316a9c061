/** 'View all' appears once a panel shows as many items as its limit. */
export function showViewAll(shown: number, limit: number): boolean {
  return shown >= limit;
}
