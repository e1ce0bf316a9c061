import { formatDollars } from './number-format';

/** Money is integer cents everywhere; it becomes dollars only at the edge. */
export function formatCents(cents: number | null | undefined): string {
  return formatDollars((cents ?? 0) / 100);
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
