import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRepairStatusInput, Repair } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { repairQuery } from './get-repair';
import { invalidateRepairDependents } from './invalidate';

export const changeRepairStatus = ({ id, input }: { id: string; input: ChangeRepairStatusInput }) =>
  api.post<Repair>(`/api/repairs/${id}/status`, input);

export function useChangeRepairStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRepairStatus,
    onSuccess: async (repair) => {
      queryClient.setQueryData(repairQuery(repair.id).queryKey, repair);
      await invalidateRepairDependents(queryClient);
    },
  });
}
