import { z } from 'zod';
import { isValidIsoDate } from '../lib/dates';

/**
 * An optional number field of a form or body: blank ('' from a number input, null or
 * missing) becomes null; otherwise a number of at least `min` (0 unless told).
 */
export function optionalNumber(label: string, options: { min?: number; max?: number; integer?: boolean } = {}) {
  const min = options.min ?? 0;
  let inner = z.number({ error: `${label} must be a number` }).min(min, `${label} must be at least ${min}`);
  if (options.max !== undefined) inner = inner.max(options.max, `${label} must be at most ${options.max}`);
  if (options.integer) inner = inner.int(`${label} must be a whole number`);
  return z
    .union([z.number(), z.literal(''), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(inner.nullable());
}

/** An optional id chosen in a picker: blank becomes null. */
export function optionalId(message: string) {
  return z
    .union([z.uuid(message), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
}

/** An optional calendar date (YYYY-MM-DD): blank or missing becomes null. */
export function optionalDate(message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .refine((v) => v === null || isValidIsoDate(v), message);
}
