import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}

export function formatHours(hours: number): string {
  return `${oneDecimal.format(hours)} h`;
}

/** A distance stored in miles, in the user's unit. */
export function formatDistance(miles: number, useMetric: boolean): string {
  return `${oneDecimal.format(milesToDisplay(miles, useMetric))} ${distanceUnit(useMetric) === 'km' ? 'km' : 'mi'}`;
}
