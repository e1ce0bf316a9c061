/**
 * Team numbers such as WO-2026-001 and INV-2026-001: a prefix, the year and the team's
 * sequence for that year, padded to at least 3 digits (WO-2026-1000 after WO-2026-999). The
 * sequence comes from the team's counter, advanced in the transaction that uses it.
 */
export function formatTeamNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Invalid sequence ${sequence}`);
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

/** The year of an ISO calendar date (YYYY-MM-DD). */
export function yearOfIsoDate(iso: string): number {
  return Number(iso.slice(0, 4));
}
