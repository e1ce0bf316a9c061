import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { repairKeys } from '@web/features/repairs/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { damageReportKeys } from './keys';

/**
 * Damage reports show in their pages, beside the repairs that fix them, on the dashboard and,
 * through those repairs, on a car's detail. A deleted report's own detail is not refetched.
 */
export function invalidateDamageReportDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [damageReportKeys.all, repairKeys.all, dashboardKeys.all, carKeys.all],
    deletedId ? damageReportKeys.detail(deletedId) : undefined,
  );
}
