import { AppError } from '@shared/lib/app-error';

/** What a change made without a connection says, in its form and in a toast. */
export const needsConnectionMessage =
  'This change needs a connection. You are offline, so nothing was saved: try again once you are back online.';

/**
 * A change asked for while the browser says it has no connection: refused at once rather than
 * sent into the void, so that the form says so and keeps what was typed. Its code is that of a
 * network failure, so a queued change (queued-writes.ts) that meets it waits and is sent again.
 */
export class NeedsConnectionError extends AppError {
  constructor() {
    super('internal', needsConnectionMessage);
    this.name = 'NeedsConnectionError';
  }
}

/** Whether the browser knows it has no connection (when it says it has one, it may still not reach us). */
export const knownOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;
