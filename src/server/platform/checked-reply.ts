import type { z } from 'zod';
import { AppError } from '@shared/lib/app-error';

/**
 * The reply of a write, checked against the route's response schema before the write's
 * transaction commits: a value the reply could not carry (a figure that is no finite number …)
 * fails the transaction, so an error answer never leaves the write behind.
 */
export function checkedReply<S extends z.ZodType>(schema: S, value: z.input<S>): z.input<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('internal', 'Something went wrong. Please try again.');
  }
  return value;
}
