import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Repair, UpdateRepairInput } from '@shared/repairs/repairs.contract';
import { api } from '@web/lib/api-client';
import { repairQuery } from './get-repair';
import { invalidateRepairDependents } from './invalidate';

export const updateRepair = ({ id, input }: { id: string; input: UpdateRepairInput }) =>
  api.put<Repair>(`/api/repairs/${id}`, input);

export function useUpdateRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRepair,
    onSuccess: async (repair) => {
      queryClient.setQueryData(repairQuery(repair.id).queryKey, repair);
      await invalidateRepairDependents(queryClient);
    },
  });
}
