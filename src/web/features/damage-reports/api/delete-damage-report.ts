import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { damageReportQuery } from './get-damage-report';
import { invalidateDamageReportDependents } from './invalidate';

export const deleteDamageReport = (id: string) => api.delete(`/api/damage-reports/${id}`);

export function useDeleteDamageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDamageReport,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: damageReportQuery(id).queryKey });
      await invalidateDamageReportDependents(queryClient, { deletedId: id });
    },
  });
}
