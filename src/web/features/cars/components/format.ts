import { formatNumber as formatDecimal } from '@shared/lib/number-format';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';

export function formatNumber(value: number): string {
  return formatDecimal(value, { maximumFractionDigits: 1 });
}

export function formatHours(hours: number): string {
  return `${formatNumber(hours)} h`;
}

/** A distance stored in miles, in the user's unit. */
export function formatDistance(miles: number, useMetric: boolean): string {
  return `${formatNumber(milesToDisplay(miles, useMetric))} ${distanceUnit(useMetric) === 'km' ? 'km' : 'mi'}`;
}
