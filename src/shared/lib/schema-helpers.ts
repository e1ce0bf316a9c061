import { z } from 'zod';
import { isoDatePattern, isValidIsoDate } from './dates';
import { boundedInteger, boundedNumber, storableString, type Bound, type NumberMessages } from './input-bounds';

/** Blank text becomes null; anything else is trimmed. Text that cannot be stored is refused. */
export const optionalText = (max = 2000) =>
  storableString()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => {
      const trimmed = v?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });

export const requiredText = (message: string, max = 200) =>
  storableString({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** The `search` of a list: at most 200 characters, nothing that cannot be stored. */
export const searchText = () => storableString().trim().max(200, 'At most 200 characters');

/** A calendar date, YYYY-MM-DD (the pattern tells the API's readers; the refine checks the day exists). */
export const isoDate = (message = 'Enter a valid date') =>
  z.string({ error: message }).regex(isoDatePattern, message).refine(isValidIsoDate, message);

/** Path ids are UUIDs; a malformed one answers 404 like a missing one (see the error handler). */
export const idParams = z.object({ id: z.uuid() });

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const phonePattern = /^[\d\s\-()+]+$/;

/**
 * An optional number field of a form or body: blank ('' from a number input, null or
 * missing) becomes null; otherwise a finite number within `bound` (a whole one if `integer`).
 */
export function optionalNumber(
  label: string,
  bound: Bound,
  options: { integer?: boolean; messages?: NumberMessages } = {},
) {
  const inner = options.integer
    ? boundedInteger(label, bound, options.messages)
    : boundedNumber(label, bound, options.messages);
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
    .union([z.string().regex(isoDatePattern, message), z.literal(''), z.null()], { error: message })
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
