import type { QueryClient } from '@tanstack/react-query';
import { carKeys } from '@web/features/cars/api/keys';
import { damageReportKeys } from '@web/features/damage-reports/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { repairKeys } from './keys';

/**
 * Repairs show in the repair pages, beside the damage reports they fix, on the dashboard and in
 * a car's Open ROs and repair history. A deleted repair's own detail is not refetched.
 */
export function invalidateRepairDependents(queryClient: QueryClient, { deletedId }: { deletedId?: string } = {}) {
  return invalidateQueryKeys(
    queryClient,
    [repairKeys.all, damageReportKeys.all, dashboardKeys.all, carKeys.all],
    deletedId ? repairKeys.detail(deletedId) : undefined,
  );
}
