import { z } from 'zod';
import { formatDollars } from './number-format';

/**
 * The realistic range of every number the API accepts, declared once: the zod contracts check
 * them (in the browser and on the server) and the database holds the same ranges as CHECK
 * constraints (src/server/db/schema). Anything outside is a typing error or an attack; inside,
 * every figure the app derives (totals, percentages, averages) stays finite and fits its column.
 */
export const inputBounds = {
  /** Model year: the first car to today's plans. */
  year: { min: 1886, max: 2100 },
  /** Odometer readings, service intervals and lives, in miles. */
  miles: { min: 0, max: 10_000_000 },
  /** Hours of use (a car's meter, service intervals and lives). */
  hours: { min: 0, max: 1_000_000 },
  /** Estimated labor for one service, in hours. */
  laborHours: { min: 0, max: 10_000 },
  /** Weight in lbs (a car, a car with its driver). */
  weight: { min: 0, max: 100_000 },
  horsepower: { min: 0, max: 10_000 },
  /** A user's average speed, mph. */
  speed: { min: 0, max: 1000 },
  /** A track's length, miles. */
  trackLength: { min: 0, max: 1000 },
  /** Planned or estimated durations, in minutes (an event, an inspection, a repair). */
  minutes: { min: 0, max: 100_000 },
  /** Time billed for one inspection, minutes. */
  billableMinutes: { min: 0, max: 10_000 },
  /** An on-track session (spec: 5 to 120 minutes). */
  sessionMinutes: { min: 5, max: 120 },
  /** The time a session actually ran (what its car's meter adds), minutes: up to a day. */
  runningMinutes: { min: 0, max: 1440 },
  /** The laps a session ran. */
  lapCount: { min: 0, max: 10_000 },
  /** A best lap: at most 9:59.999 (the lap time's minutes are 0 to 9). */
  lapMs: { min: 0, max: 599_999 },
  /** A lap of a session's lap list: more than 0 and under an hour (an out or in lap may be long). */
  sessionLapMs: { min: 1, max: 3_599_999 },
  /** A lap's number in its session. */
  lapNumber: { min: 1, max: 10_000 },
  /** Grid, finishing and running positions, and the size of the field. */
  position: { min: 1, max: 10_000 },
  /** Tire pressure, psi. */
  tirePressure: { min: 0, max: 200 },
  /** Tire temperature, °F. */
  tireTemperature: { min: -50, max: 500 },
  /** Fuel, gallons. */
  fuel: { min: 0, max: 1000 },
  /** A cost in cents (repairs, damage, parts of a service item): $10,000,000.00 at most. */
  costCents: { min: 0, max: 1_000_000_000 },
  /** A rate, fee or unit price in cents: $1,000,000.00 at most. */
  rateCents: { min: 0, max: 100_000_000 },
  /** A line, work order or invoice total in cents: $20,000,000.00 at most (fits a 32-bit integer). */
  totalCents: { min: 0, max: 2_000_000_000 },
  /** A payment or refund in cents: at least one cent, at most an invoice's largest total. */
  paymentCents: { min: 1, max: 2_000_000_000 },
  /** Markups, in percent (25 means 25 %). */
  percentage: { min: 0, max: 1000 },
  /** Rush, weekend and holiday multipliers. */
  multiplier: { min: 0, max: 10 },
  /** Hours, days or items of a charge line. */
  quantity: { min: 0, max: 100_000 },
  /** Items of a quick billing line. */
  itemCount: { min: 1, max: 10_000 },
  /** Sessions of an event charge. */
  sessionCount: { min: 0, max: 1000 },
  /** Units of an inventory item in stock, or its min/max levels. */
  stock: { min: 0, max: 1_000_000 },
  /** Units moved in one stock change (received, used, adjusted): either way. */
  stockChange: { min: -1_000_000, max: 1_000_000 },
  /** A supplier's lead time or an item's, in days. */
  leadTimeDays: { min: 0, max: 3650 },
  /** A supplier's star rating. */
  rating: { min: 1, max: 5 },
} as const;

export interface Bound {
  readonly min: number;
  readonly max: number;
}

/** Decimals kept of a number that may have a fraction: a millionth is below any measure shown. */
export const storedDecimals = 6;
const storedScale = 10 ** storedDecimals;
/** The smallest magnitude other than 0 a number may have (smaller ones, 1e-320, are refused). */
export const smallestStored = 1 / storedScale;

/** Rounds to `storedDecimals`: a converted reading (62.1371192237334 miles) keeps what matters. */
export function roundStored(value: number): number {
  const rounded = Math.round(value * storedScale) / storedScale;
  return rounded === 0 ? 0 : rounded;
}

/** Half of a surrogate pair without its other half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL can store the text: no NUL character and no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

export const invalidTextMessage = 'Remove the invalid characters from this text';

/**
 * A string that can be stored: any text without NUL characters or unpaired surrogates. Every
 * string of a request body or query is one of these.
 */
export function storableString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, invalidTextMessage);
}

export interface NumberMessages {
  /** Not a number. */
  type?: string;
  min?: string;
  max?: string;
  /** Not a whole number (integers only). */
  whole?: string;
}

function checkedNumber(label: string, bound: Bound, messages: NumberMessages) {
  return z
    .number({ error: messages.type ?? `${label} must be a number` })
    .min(bound.min, messages.min ?? `${label} must be at least ${bound.min}`)
    .max(bound.max, messages.max ?? `${label} must be at most ${bound.max}`);
}

/**
 * A finite number within `bound` (JSON cannot carry NaN or Infinity, and zod refuses them),
 * 0 or no smaller than `smallestStored`, kept to `storedDecimals`. Messages name the field: "Miles must be at least 0", "Miles must be
 * at most 10000000".
 */
export function boundedNumber(label: string, bound: Bound, messages: NumberMessages = {}) {
  return checkedNumber(label, bound, messages)
    .refine(
      (value) => value === 0 || Math.abs(value) >= smallestStored,
      `${label} must be 0 or at least ${smallestStored}`,
    )
    .transform(roundStored);
}

/** A whole number within `bound`, for an integer column: "Year must be a whole number". */
export function boundedInteger(label: string, bound: Bound, messages: NumberMessages = {}) {
  return checkedNumber(label, bound, messages).int(messages.whole ?? `${label} must be a whole number`);
}

/** Dollars and cents of an amount in cents, for messages: 1000000000 → "$10,000,000". */
export function dollarsLabel(cents: number): string {
  return formatDollars(cents / 100, { maximumFractionDigits: 2 });
}

/** The messages of an amount in cents: "… must be in whole cents", "… must be at most $10,000,000". */
export function centsMessages(label: string, bound: Bound): NumberMessages {
  return { whole: `${label} must be in whole cents`, max: `${label} must be at most ${dollarsLabel(bound.max)}` };
}

/** The messages of an amount in dollars: "… must be at most $1,000,000". */
export function dollarsMessages(label: string, bound: Bound): NumberMessages {
  return { max: `${label} must be at most ${dollarsLabel(bound.max * 100)}` };
}

/** An amount in whole cents within `bound`: "Estimated cost must be at most $10,000,000". */
export function centsNumber(label: string, bound: Bound = inputBounds.costCents, messages: NumberMessages = {}) {
  return boundedInteger(label, bound, { ...centsMessages(label, bound), ...messages });
}

/**
 * A rate, fee or unit price in whole cents, worded as the billing forms word it: "Fee must be 0
 * or more", "Fee is too large".
 */
export function rateCentsNumber(label: string) {
  return centsNumber(label, inputBounds.rateCents, { min: `${label} must be 0 or more`, max: `${label} is too large` });
}
