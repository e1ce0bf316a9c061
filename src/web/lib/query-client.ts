import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@shared/lib/app-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof AppError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
