import { z } from 'zod';
import { boundedNumber, inputBounds } from './input-bounds';

/** A form field as a number input gives it: blank ('' or undefined) becomes null before `inner` checks it. */
export function blankAsNull<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), inner);
}

/** Blank becomes undefined, so `inner`'s default applies. */
export function blankAsDefault<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), inner);
}

/** A dollar amount of a form (blank is 0): a rate or fee, at least 0, cents at most. */
export function dollarsField(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    boundedNumber(
      label,
      { min: inputBounds.rateCents.min / 100, max: inputBounds.rateCents.max / 100 },
      { min: `${label} must be 0 or more`, max: `${label} is too large` },
    ),
  );
}
