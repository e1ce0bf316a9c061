import { formatNumber } from '../lib/number-format';
import { distanceUnit, milesToDisplay } from '../preferences/preferences.rules';

/**
 * A track length (stored in miles) for display in the user's unit: '2.238 miles' or
 * '3.602 km', three decimals at most, trailing zeros dropped. Null when the length is unset.
 */
export function formatTrackLength(miles: number | null | undefined, useMetric: boolean): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  const value = milesToDisplay(miles, useMetric);
  const rounded = Number(value.toFixed(3));
  return `${formatNumber(rounded, { maximumFractionDigits: 3 })} ${distanceUnit(useMetric)}`;
}
