import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DamageReport, DamageReportInput } from '@shared/damage-reports/damage-reports.contract';
import { api } from '@web/lib/api-client';
import { damageReportQuery } from './get-damage-report';
import { invalidateDamageReportDependents } from './invalidate';

export const updateDamageReport = ({ id, input }: { id: string; input: DamageReportInput }) =>
  api.put<DamageReport>(`/api/damage-reports/${id}`, input);

export function useUpdateDamageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDamageReport,
    onSuccess: async (report) => {
      queryClient.setQueryData(damageReportQuery(report.id).queryKey, report);
      await invalidateDamageReportDependents(queryClient);
    },
  });
}
