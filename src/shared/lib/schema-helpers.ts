import { z } from 'zod';
import { isValidIsoDate } from './dates';

/** Blank text becomes null; anything else is trimmed. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => {
      const trimmed = v?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const isoDate = (message = 'Enter a valid date') => z.string({ error: message }).refine(isValidIsoDate, message);

/** Path ids are UUIDs; a malformed one answers 404 like a missing one (see the error handler). */
export const idParams = z.object({ id: z.uuid() });

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const phonePattern = /^[\d\s\-()+]+$/;

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

/** An optional choice from a fixed list: blank or missing becomes null. */
export function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values, { error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
}
