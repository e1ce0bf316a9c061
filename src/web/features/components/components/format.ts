import { formatNumber as formatDecimal } from '@shared/lib/number-format';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';

export function formatHours(hours: number): string {
  return `${formatDecimal(hours, { maximumFractionDigits: 1 })} h`;
}

/** A distance stored in miles, in the user's unit. */
export function formatDistance(miles: number, useMetric: boolean): string {
  const value = formatDecimal(milesToDisplay(miles, useMetric), { maximumFractionDigits: 1 });
  return `${value} ${distanceUnit(useMetric) === 'km' ? 'km' : 'mi'}`;
}
