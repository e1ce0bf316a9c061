import type { QueryClient } from '@tanstack/react-query';

/** Damage reports show on the dashboard and beside their repairs: refetch all of them after a write. */
export function invalidateDamageData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => ['repairs', 'damage-reports', 'dashboard'].includes(String(q.queryKey[0])),
  });
}
