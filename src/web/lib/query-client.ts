import { MutationCache, QueryClient } from '@tanstack/react-query';
import { AppError } from '@shared/lib/app-error';
import { notifyNeedsConnection } from '@web/ui/notify';
import { NeedsConnectionError } from './needs-connection';

/**
 * How long data no screen shows stays in memory: long, because it is also what stays readable
 * without a connection (see query-persistence.ts).
 */
export const unusedDataKeptMs = 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Whatever screen made it, a change refused for want of a connection says so in a toast (its
    // form shows the same message beside what was typed).
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof NeedsConnectionError) notifyNeedsConnection();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        gcTime: unusedDataKeptMs,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof AppError && error.status < 500) && failureCount < 2,
      },
      // A change is tried at once, connection or not: offline it fails straight away with
      // NeedsConnectionError (api-client.ts) instead of waiting, paused, behind a "Saving..." that
      // a reload would lose. Only the changes queued at the track (queued-writes.ts) wait for the
      // connection, and they are kept on the device.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The browser app's query client (main.tsx); a prerendered page renders with a client of its own. */
export const appQueryClient = createQueryClient();
