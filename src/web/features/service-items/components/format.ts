import type { ServiceStatus } from '@shared/service-items/service-status.rules';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => oneDecimal.format(value);

export const distanceLabel = (unit: ServiceStatus['distanceUnit']) => (unit === 'km' ? 'km' : 'mi');

/** '5 h remaining' or '2.5 h overdue'. */
export function remainingLabel(value: number, unit: string): string {
  return value < 0 ? `${formatNumber(-value)} ${unit} overdue` : `${formatNumber(value)} ${unit} remaining`;
}
