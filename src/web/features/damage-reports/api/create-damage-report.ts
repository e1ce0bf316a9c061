import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DamageReport, DamageReportInput } from '@shared/damage-reports/damage-reports.contract';
import { api } from '@web/lib/api-client';
import { invalidateDamageReportDependents } from './invalidate';

export const createDamageReport = (input: DamageReportInput) => api.post<DamageReport>('/api/damage-reports', input);

export function useCreateDamageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDamageReport,
    onSuccess: () => invalidateDamageReportDependents(queryClient),
  });
}
