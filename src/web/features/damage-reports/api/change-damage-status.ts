import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeDamageStatusInput, DamageReport } from '@shared/damage-reports/damage-reports.contract';
import { api } from '@web/lib/api-client';
import { damageReportQuery } from './get-damage-report';
import { invalidateDamageReportDependents } from './invalidate';

export const changeDamageStatus = ({ id, input }: { id: string; input: ChangeDamageStatusInput }) =>
  api.post<DamageReport>(`/api/damage-reports/${id}/status`, input);

export function useChangeDamageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDamageStatus,
    onSuccess: async (report) => {
      queryClient.setQueryData(damageReportQuery(report.id).queryKey, report);
      await invalidateDamageReportDependents(queryClient);
    },
  });
}
