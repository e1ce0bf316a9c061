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
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

export const isoDate = (message = 'Enter a valid date') =>
  z.string({ error: message }).refine(isValidIsoDate, message);

/** Path ids are UUIDs; a malformed one answers 404 like a missing one (see the error handler). */
export const idParams = z.object({ id: z.uuid() });

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const phonePattern = /^[\d\s\-()+]+$/;
