/**
 * Numbers written the way en-US shows them ("12,345.6"), without Intl. A page's first Intl
 * formatter makes the browser load its locale data: 40–90 ms of main thread in Chromium on a
 * desktop processor, several times that on a phone, paid by the first screen that shows a number.
 * The results equal `toLocaleString('en-US', options)` (checked against Intl in the tests).
 */
export interface NumberFormatOptions {
  /** Digits after the point at most (default 3, as Intl's); the last one is rounded half away from zero. */
  maximumFractionDigits?: number;
  /** Digits after the point at least (default 0): trailing zeros are dropped down to this many. */
  minimumFractionDigits?: number;
}

/** `abs` (≥ 0) rounded to `digits` decimals, half away from zero, on its shortest decimal form (1.005 → 1.01). */
function roundedFixed(abs: number, digits: number): string {
  const decimal = String(abs);
  // Very small or very large numbers print with an exponent; binary rounding is as good for them.
  if (decimal.includes('e')) return abs.toFixed(digits);
  const scaled = Math.round(Number(`${decimal}e${digits}`));
  return Number(`${scaled}e-${digits}`).toFixed(digits);
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const { maximumFractionDigits = 3, minimumFractionDigits = 0 } = options;
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const fixed = roundedFixed(Math.abs(value), maximumFractionDigits);
  const [integer = '0', fraction = ''] = fixed.split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${groupThousands(integer)}${digits ? `.${digits}` : ''}`;
}

/** An amount of dollars, its sign before the dollar sign: "-$1,234.50" (two decimals unless `options` say otherwise). */
export function formatDollars(
  dollars: number,
  options: NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 },
): string {
  const text = formatNumber(dollars, options);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
