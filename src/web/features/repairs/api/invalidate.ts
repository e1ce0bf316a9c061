import type { QueryClient } from '@tanstack/react-query';

/**
 * Repairs, damage reports, the dashboard and a car's repair history show the same records:
 * after a write, everything that may show them is refetched.
 */
export function invalidateRepairData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => ['repairs', 'damage-reports', 'dashboard', 'cars'].includes(String(q.queryKey[0])),
  });
}
