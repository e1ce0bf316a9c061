import { formatNumber as formatDecimal } from '@shared/lib/number-format';
import type { ServiceStatus } from '@shared/service-items/service-status.rules';

export const formatNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

export const distanceLabel = (unit: ServiceStatus['distanceUnit']) => (unit === 'km' ? 'km' : 'mi');

/** '5 h remaining' or '2.5 h overdue'. */
export function remainingLabel(value: number, unit: string): string {
  return value < 0 ? `${formatNumber(-value)} ${unit} overdue` : `${formatNumber(value)} ${unit} remaining`;
}
