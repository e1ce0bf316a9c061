import { z } from 'zod';

/** A form field as a number input gives it: blank ('' or undefined) becomes null before `inner` checks it. */
export function blankAsNull<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), inner);
}

/** Blank becomes undefined, so `inner`'s default applies. */
export function blankAsDefault<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), inner);
}

/** A dollar amount of a form (blank is 0): at least 0, cents at most. */
export function dollarsField(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} is too large`),
  );
}
