/**
 * A change sent with an `Idempotency-Key` header (a UUID the client made up for it) is applied
 * once: sending it again, after a lost answer or from an offline queue, answers what the first
 * sending answered and changes nothing more.
 */
export const idempotencyHeader = 'idempotency-key';
/** Set on an answer that repeats the first answer to the same change. */
export const idempotentReplayHeader = 'idempotent-replay';

export const idempotencyMessages = {
  badKey: 'Idempotency-Key must be a UUID.',
  keyReused: 'This change id was already used for a different change.',
  /** A change that reaches beyond the database (team members, sign-in email, stored files). */
  notAppliedOnce: 'This change cannot be sent with an Idempotency-Key.',
} as const;
