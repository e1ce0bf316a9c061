import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the reply is sent (the mails of sign-up and password reset, so the
 * answer takes the same time whoever the address belongs to). A failure is logged, never
 * thrown; `settled` waits for everything started so far (before closing the database).
 */
export interface BackgroundTasks {
  track(task: Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    track(task) {
      const tracked = task.then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'background task failed'),
      );
      pending.add(tracked);
      void tracked.then(() => pending.delete(tracked));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
