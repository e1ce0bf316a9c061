import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@shared/lib/app-error';

/**
 * How long data no screen shows stays in memory: long, because it is also what stays readable
 * without a connection (see query-persistence.ts).
 */
export const unusedDataKeptMs = 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        gcTime: unusedDataKeptMs,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof AppError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser app's query client (main.tsx); a prerendered page renders with a client of its own. */
export const appQueryClient = createQueryClient();
